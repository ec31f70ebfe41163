import { Migration } from '@mikro-orm/migrations';

export class Migration20261124180000 extends Migration {
  override name = 'Migration20261124180000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "activities" add "student_instructions" text null;`);
    this.addSql(`alter table "activities" add "assistant_instructions" text null;`);
    // The one field was labelled "Instructions for the assistant": what teachers wrote
    // there stays private, and students see nothing until the teacher writes them some.
    this.addSql(`update "activities" set "assistant_instructions" = "instructions";`);
    this.addSql(`alter table "activities" drop column "instructions";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "activities" add "instructions" text null;`);
    this.addSql(`update "activities" set "instructions" = "assistant_instructions";`);
    this.addSql(`alter table "activities" drop column "assistant_instructions";`);
    this.addSql(`alter table "activities" drop column "student_instructions";`);
  }
}
