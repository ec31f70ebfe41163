import { Migration } from '@mikro-orm/migrations';

export class Migration20261124230000 extends Migration {
  override name = 'Migration20261124230000';

  override up(): void | Promise<void> {
    // An activity's protected answers: replies never give them to students.
    this.addSql(`alter table "activities" add "answer_keys" jsonb not null default '[]';`);
    // A reply that would have given one away and was replaced by a hint.
    this.addSql(`alter table "messages" add "withheld" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "messages" drop column "withheld";`);
    this.addSql(`alter table "activities" drop column "answer_keys";`);
  }
}
