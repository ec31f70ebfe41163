import { Migration } from '@mikro-orm/migrations';

export class Migration20261127090000 extends Migration {
  override name = 'Migration20261127090000';

  override up(): void | Promise<void> {
    // The (conversation_id, created_at) index finds a conversation's messages as well, and
    // every message saved (two a chat turn) wrote an entry in both.
    this.addSql(`drop index if exists "messages_conversation_id_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create index "messages_conversation_id_index" on "messages" ("conversation_id");`,
    );
  }
}
