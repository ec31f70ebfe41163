import { Migration } from '@mikro-orm/migrations';

export class Migration20261128175000 extends Migration {
  override name = 'Migration20261128175000';

  override up(): void | Promise<void> {
    // Pseudonymised review (docs/product.md#pseudonymised-review): the salt makes a
    // student's pseudonym stable within the course and unrelated across courses.
    this.addSql(
      `alter table "courses" add "pseudonymised" boolean not null default false, add "pseudonym_salt" varchar(64) null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "courses" drop column "pseudonymised", drop column "pseudonym_salt";`);
  }
}
