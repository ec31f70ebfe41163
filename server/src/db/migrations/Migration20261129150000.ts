import { Migration } from '@mikro-orm/migrations';
import { readWith, searchable } from './Migration20261129003000.ts';

// PostgreSQL's text-search parser drops punctuation, so an operator is in no chunk's stems:
// "What does %*% do?", "the difference between & and &&", "What is the % key for?" found
// nothing of what they ask about. Each run of operator characters is now searched as a word
// of its own: "zop" and a letter for each character ("&&" is "zopaa", "%*%" "zoppkp"),
// which the search writes the same way for a question (rag/search/operators.ts). Angle
// brackets stay spaces (Migration20261129003000). Each stem now keeps its ten commonest
// spellings (rag/vocabulary.ts).
export const OPERATORS = `create or replace function "teachchat_searchable"("text" text) returns text
  language sql immutable parallel safe
  as $$ select translate(
           regexp_replace(regexp_replace("text", '[<>]', ' ', 'g'), '([~%&|^*/+=!@$]+)', ' zop\\1 ', 'g'),
           '~%&|^*/+=!@$', 'tpaockdlqxmr') $$;`;

const ANGLES_ONLY = `create or replace function "teachchat_searchable"("text" text) returns text
  language sql immutable parallel safe
  as $$ select regexp_replace("text", '[<>]', ' ', 'g') $$;`;

export class Migration20261129150000 extends Migration {
  override name = 'Migration20261129150000';

  override up(): void | Promise<void> {
    this.addSql(OPERATORS);
    readWith(this, searchable, 10);
  }

  override down(): void | Promise<void> {
    this.addSql(ANGLES_ONLY);
    readWith(this, searchable);
  }
}
