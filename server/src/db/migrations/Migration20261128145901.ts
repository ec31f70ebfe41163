import { Migration } from '@mikro-orm/migrations';

// LTI 1.3: platforms, deployments, the tool's keys, login nonces, and the links from LMS
// courses, people, resource links and released scores to TeachChat's.
export class Migration20261128145901 extends Migration {
  override name = 'Migration20261128145901';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lti_keys" ("kid" varchar(64) not null, "private_jwk" jsonb not null, "public_jwk" jsonb not null, "created_at" timestamptz not null, "retired_at" timestamptz null, primary key ("kid"));`,
    );

    this.addSql(
      `create table "lti_platforms" ("id" uuid not null, "name" varchar(200) not null, "issuer" varchar(1024) not null, "client_id" varchar(255) not null, "auth_login_url" varchar(2048) not null, "access_token_url" varchar(2048) not null, "jwks_url" varchar(2048) not null, "frame_origins" jsonb not null default '[]', "enabled" boolean not null default true, "link_by_email" boolean not null default false, "admins_are_admins" boolean not null default false, "registration" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "lti_platforms" add constraint "lti_platforms_issuer_client_id_unique" unique ("issuer", "client_id");`,
    );

    this.addSql(
      `create table "lti_nonces" ("nonce" varchar(64) not null, "state_hash" varchar(64) not null, "platform_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("nonce"));`,
    );
    this.addSql(`create index "lti_nonces_platform_id_index" on "lti_nonces" ("platform_id");`);
    this.addSql(`create index "lti_nonces_expires_at_index" on "lti_nonces" ("expires_at");`);

    this.addSql(
      `create table "lti_deployments" ("id" uuid not null, "platform_id" uuid not null, "deployment_id" varchar(255) not null, "enabled" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "lti_deployments" add constraint "lti_deployments_platform_id_deployment_id_unique" unique ("platform_id", "deployment_id");`,
    );

    this.addSql(
      `create table "lti_accounts" ("id" uuid not null, "issuer" varchar(1024) not null, "subject" varchar(255) not null, "user_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "lti_accounts_user_id_index" on "lti_accounts" ("user_id");`);
    this.addSql(
      `alter table "lti_accounts" add constraint "lti_accounts_issuer_subject_unique" unique ("issuer", "subject");`,
    );

    this.addSql(
      `create table "lti_contexts" ("id" uuid not null, "platform_id" uuid not null, "context_id" varchar(255) not null, "title" varchar(200) not null, "course_id" uuid not null, "memberships_url" varchar(2048) null, "last_sync" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "lti_contexts_course_id_index" on "lti_contexts" ("course_id");`);
    this.addSql(
      `alter table "lti_contexts" add constraint "lti_contexts_platform_id_context_id_unique" unique ("platform_id", "context_id");`,
    );

    this.addSql(
      `create table "lti_resource_links" ("id" uuid not null, "context_id" uuid not null, "resource_link_id" varchar(255) not null, "activity_id" uuid null, "line_item_url" varchar(2048) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "lti_resource_links_activity_id_index" on "lti_resource_links" ("activity_id");`,
    );
    this.addSql(
      `alter table "lti_resource_links" add constraint "lti_resource_links_context_id_resource_link_id_unique" unique ("context_id", "resource_link_id");`,
    );

    this.addSql(
      `create table "lti_scores" ("id" uuid not null, "feedback_id" uuid not null, "resource_link_id" uuid not null, "status" text not null default 'pending', "attempts" int not null default 0, "error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "lti_scores_resource_link_id_index" on "lti_scores" ("resource_link_id");`,
    );
    this.addSql(
      `alter table "lti_scores" add constraint "lti_scores_feedback_id_resource_link_id_unique" unique ("feedback_id", "resource_link_id");`,
    );

    this.addSql(
      `alter table "lti_nonces" add constraint "lti_nonces_platform_id_foreign" foreign key ("platform_id") references "lti_platforms" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "lti_deployments" add constraint "lti_deployments_platform_id_foreign" foreign key ("platform_id") references "lti_platforms" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "lti_accounts" add constraint "lti_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "lti_contexts" add constraint "lti_contexts_platform_id_foreign" foreign key ("platform_id") references "lti_platforms" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lti_contexts" add constraint "lti_contexts_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "lti_resource_links" add constraint "lti_resource_links_context_id_foreign" foreign key ("context_id") references "lti_contexts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lti_resource_links" add constraint "lti_resource_links_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "lti_scores" add constraint "lti_scores_feedback_id_foreign" foreign key ("feedback_id") references "submission_feedback" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lti_scores" add constraint "lti_scores_resource_link_id_foreign" foreign key ("resource_link_id") references "lti_resource_links" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lti_scores" add constraint "lti_scores_status_check" check ("status" in ('pending', 'sent', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lti_scores";`);
    this.addSql(`drop table if exists "lti_resource_links";`);
    this.addSql(`drop table if exists "lti_contexts";`);
    this.addSql(`drop table if exists "lti_accounts";`);
    this.addSql(`drop table if exists "lti_deployments";`);
    this.addSql(`drop table if exists "lti_nonces";`);
    this.addSql(`drop table if exists "lti_platforms";`);
    this.addSql(`drop table if exists "lti_keys";`);
  }
}
