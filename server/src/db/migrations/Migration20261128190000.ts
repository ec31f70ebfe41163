import { Migration } from '@mikro-orm/migrations';

export class Migration20261128190000 extends Migration {
  override name = 'Migration20261128190000';

  override up(): void | Promise<void> {
    // A person's own language (docs/product.md#languages); null follows the school's
    // default, kept in school_settings under `language`.
    this.addSql(`alter table "users" add "locale" text null;`);
    this.addSql(
      `alter table "users" add constraint "users_locale_check" check ("locale" in ('en', 'es', 'fr', 'de'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_locale_check";`);
    this.addSql(`alter table "users" drop column "locale";`);
  }
}
