import { Migration } from '@mikro-orm/migrations';

export class Migration20261128193200 extends Migration {
  override name = 'Migration20261128193200';

  override up(): void | Promise<void> {
    // LTI platform storage: the frame a login put its state and nonce in.
    this.addSql(`alter table "lti_nonces" add "storage_target" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "lti_nonces" drop column "storage_target";`);
  }
}
