import { Migration } from '@mikro-orm/migrations';

export class Migration20261124170000 extends Migration {
  override name = 'Migration20261124170000';

  override up(): void | Promise<void> {
    // English stemming without a stop-word list: in technical material words like WHERE, AS
    // or ON are terms, so chunks index them; the search decides per question which to use.
    this.addSql(
      `create text search dictionary teachchat_stem (template = snowball, language = english);`,
    );
    this.addSql(`create text search configuration teachchat_english (copy = english);`);
    this.addSql(
      `alter text search configuration teachchat_english alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part with teachchat_stem;`,
    );
    this.addSql(`drop index if exists "chunks_tsv_index";`);
    this.addSql(`alter table "chunks" drop column "tsv";`);
    this.addSql(
      `alter table "chunks" add "tsv" tsvector generated always as (to_tsvector('teachchat_english', text)) stored null;`,
    );
    this.addSql(`create index "chunks_tsv_index" on "chunks" using gin ("tsv");`);
    // The vocabulary now holds those words too.
    this.addSql(`delete from "activity_terms";`);
    this.addSql(
      `insert into "activity_terms" ("activity_id", "lexeme", "df") select c."activity_id", l, count(*) from "chunks" c, unnest(tsvector_to_array(c."tsv")) as l group by 1, 2;`,
    );

    this.addSql(
      `create index "activity_terms_prefix_index" on "activity_terms" ("activity_id", left("lexeme", 1), length("lexeme"));`,
    );

    this.addSql(`alter table "messages" add "unverified_quotes" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "messages" drop column "unverified_quotes";`);
    this.addSql(`drop index if exists "activity_terms_prefix_index";`);
    this.addSql(`drop index if exists "chunks_tsv_index";`);
    this.addSql(`alter table "chunks" drop column "tsv";`);
    this.addSql(
      `alter table "chunks" add "tsv" tsvector generated always as (to_tsvector('english', text)) stored null;`,
    );
    this.addSql(`create index "chunks_tsv_index" on "chunks" using gin ("tsv");`);
    this.addSql(`drop text search configuration teachchat_english;`);
    this.addSql(`drop text search dictionary teachchat_stem;`);
  }
}
