import { Migration } from '@mikro-orm/migrations';

export class Migration20261124181000 extends Migration {
  override name = 'Migration20261124181000';

  override up(): void | Promise<void> {
    // Ingestion jobs of one activity that ran at once could store a file's chunks twice.
    // Their vocabulary counted the copies: it is counted again below, without them.
    this.addSql(
      `delete from "activity_terms" where "activity_id" in (select "activity_id" from "chunks" group by "activity_id", "file_id", "ordinal" having count(*) > 1);`,
    );
    // The newest copy of each chunk stays.
    this.addSql(
      `delete from "chunks" c using "chunks" newer where newer."file_id" = c."file_id" and newer."ordinal" = c."ordinal" and (newer."created_at", newer."id") > (c."created_at", c."id");`,
    );
    this.addSql(
      `insert into "activity_terms" ("activity_id", "lexeme", "df") select c."activity_id", l, count(*) from "chunks" c, unnest(tsvector_to_array(c."tsv")) as l where not exists (select 1 from "activity_terms" t where t."activity_id" = c."activity_id") group by 1, 2;`,
    );
    // The unique index serves lookups by file too.
    this.addSql(`drop index if exists "chunks_file_id_index";`);
    this.addSql(
      `alter table "chunks" add constraint "chunks_file_id_ordinal_unique" unique ("file_id", "ordinal");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "chunks" drop constraint "chunks_file_id_ordinal_unique";`);
    this.addSql(`create index "chunks_file_id_index" on "chunks" ("file_id");`);
  }
}
