import { Migration } from '@mikro-orm/migrations';

export class Migration20261124202000 extends Migration {
  override name = 'Migration20261124202000';

  override up(): void | Promise<void> {
    // The id a client gave a message it sent, so a repeated send finds it instead of
    // saving it twice; and the id the message's reply is saved under.
    this.addSql(`alter table "messages" add "client_message_id" uuid null, add "reply_id" uuid null;`);
    this.addSql(
      `alter table "messages" add constraint "messages_conversation_id_client_message_id_unique" unique ("conversation_id", "client_message_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "messages" drop constraint "messages_conversation_id_client_message_id_unique";`,
    );
    this.addSql(`alter table "messages" drop column "client_message_id", drop column "reply_id";`);
  }
}
