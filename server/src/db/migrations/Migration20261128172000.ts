import { Migration } from '@mikro-orm/migrations';

export class Migration20261128172000 extends Migration {
  override name = 'Migration20261128172000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "terms" ("id" uuid not null, "name" varchar(100) not null, "code" varchar(8) not null, "start_date" date not null, "end_date" date not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "terms" add constraint "terms_name_unique" unique ("name");`);
    this.addSql(`alter table "terms" add constraint "terms_code_unique" unique ("code");`);
    this.addSql(
      `alter table "terms" add constraint "terms_dates_check" check (end_date >= start_date);`,
    );
    this.addSql(`alter table "courses" add "term_id" uuid null, add "rolled_from_id" uuid null;`);
    this.addSql(
      `alter table "courses" add constraint "courses_term_id_foreign" foreign key ("term_id") references "terms" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "courses" add constraint "courses_rolled_from_id_foreign" foreign key ("rolled_from_id") references "courses" ("id") on delete set null;`,
    );
    this.addSql(`create index "courses_term_id_index" on "courses" ("term_id");`);
    this.addSql(`create index "courses_rolled_from_id_index" on "courses" ("rolled_from_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "courses" drop column "term_id", drop column "rolled_from_id";`);
    this.addSql(`drop table if exists "terms" cascade;`);
  }
}
