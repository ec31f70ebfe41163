import { Migration } from '@mikro-orm/migrations';

export class Migration20261128190100 extends Migration {
  override name = 'Migration20261128190100';

  override up(): void | Promise<void> {
    // A notification's title and body as catalogued texts (server/src/texts), written in
    // the reader's language when read; `title` and `body` keep their English for what
    // reads the table without a language (a person's data export) and for older rows.
    this.addSql(`alter table "notifications" add "texts" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notifications" drop column "texts";`);
  }
}
