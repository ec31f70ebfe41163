import { Migration } from '@mikro-orm/migrations';

export class Migration20261124190000 extends Migration {
  override name = 'Migration20261124190000';

  override up(): void | Promise<void> {
    // A chunk's section title, searched above its text (weight A).
    this.addSql(`alter table "chunks" add "heading" text null;`);
    this.addSql(`drop index if exists "chunks_tsv_index";`);
    this.addSql(`alter table "chunks" drop column "tsv";`);
    this.addSql(
      `alter table "chunks" add "tsv" tsvector generated always as (setweight(to_tsvector('teachchat_english', coalesce(heading, '')), 'A') || to_tsvector('teachchat_english', text)) stored null;`,
    );
    this.addSql(`create index "chunks_tsv_index" on "chunks" using gin ("tsv");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "chunks_tsv_index";`);
    this.addSql(`alter table "chunks" drop column "tsv";`);
    this.addSql(
      `alter table "chunks" add "tsv" tsvector generated always as (to_tsvector('teachchat_english', text)) stored null;`,
    );
    this.addSql(`create index "chunks_tsv_index" on "chunks" using gin ("tsv");`);
    this.addSql(`alter table "chunks" drop column "heading";`);
  }
}
