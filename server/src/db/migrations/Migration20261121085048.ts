import { Migration } from '@mikro-orm/migrations';

export class Migration20261121085048 extends Migration {
  override name = 'Migration20261121085048';

  override up(): void | Promise<void> {
    // Trigram similarity lets retrieval match misspelt words.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "activities" add "embedding_model" varchar(200) null;`);

    this.addSql(
      `alter table "chunks" add "tsv" tsvector generated always as (to_tsvector('english', text)) stored null, add "embedding" bytea null;`,
    );
    this.addSql(`create index "chunks_tsv_index" on "chunks" using gin ("tsv");`);
    this.addSql(
      `create index "chunks_text_trgm_index" on "chunks" using gin ("text" gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "activities" drop column "embedding_model";`);

    this.addSql(`drop index "chunks_tsv_index";`);
    this.addSql(`drop index "chunks_text_trgm_index";`);
    this.addSql(`alter table "chunks" drop column "tsv", drop column "embedding";`);
  }
}
