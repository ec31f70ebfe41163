import { Migration } from '@mikro-orm/migrations';

export class Migration20261124220000 extends Migration {
  override name = 'Migration20261124220000';

  override up(): void | Promise<void> {
    // Whether the search found the question in the material (insights' material gaps);
    // null for students' messages and for replies that failed before the search ended.
    this.addSql(`alter table "messages" add "covered" boolean null;`);
    // Earlier replies: one that cites a passage was covered; the offline responder's
    // "not found" sentence was not. Others (a model's reply citing nothing) stay unknown.
    this.addSql(
      `update "messages" set "covered" = true where "sender" = 'assistant' and "citations" <> '[]'::jsonb;`,
    );
    this.addSql(
      `update "messages" set "covered" = false where "sender" = 'assistant' and "offline" and "content" = 'I couldn''t find anything about that in this activity''s course material. Try asking in other words, or ask your teacher.';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "messages" drop column "covered";`);
  }
}
