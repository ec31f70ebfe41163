import { Migration } from '@mikro-orm/migrations';

export class Migration20261128160000 extends Migration {
  override name = 'Migration20261128160000';

  override up(): void | Promise<void> {
    // The fixed-window counter and the lease of services/rate-limit.ts, written once: the
    // chat's send statement (chat/save-question.ts) calls the same functions.
    this.addSql(`create or replace function rate_count(p_key text, p_window_ms int)
returns int language sql volatile as $$
  insert into rate_limits as r (key, window_start, count) values (p_key, now(), 1)
  on conflict (key) do update set
    count = case when r.window_start < now() - p_window_ms * interval '1 millisecond'
                 then 1 else r.count + 1 end,
    window_start = case when r.window_start < now() - p_window_ms * interval '1 millisecond'
                 then now() else r.window_start end
  returning count
$$;`);
    this.addSql(`create or replace function take_lease(p_key text, p_ttl_ms int)
returns boolean language sql volatile as $$
  with taken as (
    insert into rate_limits as r (key, window_start, count) values (p_key, now(), 1)
    on conflict (key) do update set window_start = now(), count = 1
      where r.window_start < now() - p_ttl_ms * interval '1 millisecond'
    returning 1
  )
  select exists (select 1 from taken)
$$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists take_lease(text, int);`);
    this.addSql(`drop function if exists rate_count(text, int);`);
  }
}
