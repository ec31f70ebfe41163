import { Migration } from '@mikro-orm/migrations';

export class Migration20261128193100 extends Migration {
  override name = 'Migration20261128193100';

  override up(): void | Promise<void> {
    // The tool's private keys are sealed with LTI_KEY_SECRET; the secret is not the
    // database's, so existing keys are sealed at start-up (services/lti/key-sealing.ts),
    // which then empties their clear column.
    this.addSql(`alter table "lti_keys" add "sealed_private_jwk" text null;`);
    this.addSql(`alter table "lti_keys" alter column "private_jwk" drop not null;`);
  }

  override down(): void | Promise<void> {
    // Sealed keys cannot be opened here: they are dropped, and a new key is made (and
    // published) on first use; platforms fetch the JWKS again on an unknown kid.
    this.addSql(`delete from "lti_keys" where "private_jwk" is null;`);
    this.addSql(`alter table "lti_keys" alter column "private_jwk" set not null;`);
    this.addSql(`alter table "lti_keys" drop column "sealed_private_jwk";`);
  }
}
