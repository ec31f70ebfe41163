import { Migration } from '@mikro-orm/migrations';

export class Migration20261128170000 extends Migration {
  override name = 'Migration20261128170000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_entries" ("id" uuid not null, "created_at" timestamptz not null, "actor_id" uuid null, "actor_name" varchar(200) not null, "actor_role" varchar(20) null, "action" text not null, "subject_id" uuid null, "subject_name" varchar(200) null, "resource_type" varchar(40) null, "resource_id" varchar(100) null, "resource_label" varchar(300) null, "details" jsonb not null default '{}', "ip" varchar(64) null, primary key ("id"));`,
    );
    this.addSql(`create index "audit_entries_created_at_index" on "audit_entries" ("created_at");`);
    this.addSql(`create index "audit_entries_actor_id_index" on "audit_entries" ("actor_id");`);
    this.addSql(`create index "audit_entries_subject_id_index" on "audit_entries" ("subject_id");`);
    this.addSql(
      `create index "audit_entries_action_created_at_index" on "audit_entries" ("action", "created_at");`,
    );
    // Append-only: the app never edits or deletes an entry. Only a transaction that set
    // teachchat.audit_maintenance (retention's purge, erasure's scrub of a name) may.
    this.addSql(`create or replace function audit_entries_append_only()
returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('teachchat.audit_maintenance', true), '') = 'on' then
    if tg_op = 'DELETE' then return old; end if;
    return new;
  end if;
  raise exception 'audit entries cannot be changed or deleted'
    using errcode = 'insufficient_privilege';
end
$$;`);
    this.addSql(`create trigger audit_entries_append_only before update or delete on "audit_entries"
  for each row execute function audit_entries_append_only();`);
    this.addSql(`create trigger audit_entries_no_truncate before truncate on "audit_entries"
  for each statement execute function audit_entries_append_only();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entries" cascade;`);
    this.addSql(`drop function if exists audit_entries_append_only();`);
  }
}
