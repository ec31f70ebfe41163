import { Migration } from '@mikro-orm/migrations';
import { readWith, searchable } from './Migration20261129003000.ts';
import { OPERATORS } from './Migration20261129150000.ts';

// A name written as a call is the function, not the word: "What does step() do?" beside a
// manual's "the first step", "update()" beside SQL's UPDATE, "c()" beside the C language.
// Each name the text writes right before "(" is now searched as a word of its own too: "zfn"
// and the name ("step(object)" also holds "zfnstep"), which the search writes the same way
// for a question (rag/search/calls.ts). Operators and angle brackets are read as before
// (Migration20261129150000).
const CALLS = `create or replace function "teachchat_searchable"("text" text) returns text
  language sql immutable parallel safe
  as $$ select translate(
           regexp_replace(
             regexp_replace(regexp_replace("text", '([A-Za-z][A-Za-z0-9]*)\\(', '\\1 zfn\\1 (', 'g'), '[<>]', ' ', 'g'),
             '([~%&|^*/+=!@$]+)', ' zop\\1 ', 'g'),
           '~%&|^*/+=!@$', 'tpaockdlqxmr') $$;`;

export class Migration20261129180000 extends Migration {
  override name = 'Migration20261129180000';

  override up(): void | Promise<void> {
    this.addSql(CALLS);
    readWith(this, searchable, 10);
  }

  override down(): void | Promise<void> {
    this.addSql(OPERATORS);
    readWith(this, searchable, 10);
  }
}
