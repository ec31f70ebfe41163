import { Migration } from '@mikro-orm/migrations';

export class Migration20261127050000 extends Migration {
  override name = 'Migration20261127050000';

  override up(): void | Promise<void> {
    // Nothing reads conversations by their last message's time, and the index made both of a
    // chat turn's updates of the row (the question, the reply) write a new entry in every
    // index of the table: without it PostgreSQL can update the row in place on its page
    // (HOT; the reply's statement reads a quarter fewer buffers, docs/benchmarks.md).
    this.addSql(`drop index if exists "conversations_last_message_at_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create index "conversations_last_message_at_index" on "conversations" ("last_message_at");`,
    );
  }
}
