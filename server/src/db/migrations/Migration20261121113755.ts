import { Migration } from '@mikro-orm/migrations';

export class Migration20261121113755 extends Migration {
  override name = 'Migration20261121113755';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "activity_terms" ("activity_id" uuid not null, "lexeme" text not null, "df" int not null, primary key ("activity_id", "lexeme"));`,
    );
    this.addSql(
      `create index "activity_terms_lexeme_trgm_index" on "activity_terms" using gin ("lexeme" gin_trgm_ops);`,
    );

    this.addSql(
      `alter table "activity_terms" add constraint "activity_terms_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );

    // The vocabulary of material ingested before this migration.
    this.addSql(
      `insert into "activity_terms" ("activity_id", "lexeme", "df") select c."activity_id", l, count(*) from "chunks" c, unnest(tsvector_to_array(c."tsv")) as l group by 1, 2;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "activity_terms" cascade;`);
  }
}
