import type { EntityManager } from '@mikro-orm/postgresql';
import { tooMany } from '../errors.ts';

/**
 * A fixed-window counter in PostgreSQL, so every node counts together. Returns false
 * once `key` has been used `max` times within `windowMs`.
 */
export async function takeToken(
  em: EntityManager,
  key: string,
  max: number,
  windowMs: number,
): Promise<boolean> {
  const rows = await em.execute<{ count: number }[]>(
    `insert into rate_limits (key, window_start, count) values (?, now(), 1)
     on conflict (key) do update set
       count = case when rate_limits.window_start < now() - (? * interval '1 millisecond')
                    then 1 else rate_limits.count + 1 end,
       window_start = case when rate_limits.window_start < now() - (? * interval '1 millisecond')
                    then now() else rate_limits.window_start end
     returning count`,
    [key, windowMs, windowMs],
  );
  return (rows[0]?.count ?? 0) <= max;
}

export async function enforceRateLimit(
  em: EntityManager,
  key: string,
  limit: { max: number; windowMs: number; message: string },
): Promise<void> {
  if (!(await takeToken(em, key, limit.max, limit.windowMs))) {
    throw tooMany(limit.message);
  }
}

/**
 * A lease in the same table: true if `key` was free (or its holder's lease ran out), and
 * now belongs to the caller until `release` or `ttlMs`. Every node sees the same leases.
 * Taken in the caller's transaction, if any: it holds only if that commits.
 */
export async function acquireLease(
  em: EntityManager,
  key: string,
  ttlMs: number,
): Promise<boolean> {
  const rows = await em.execute<{ key: string }[]>(
    `insert into rate_limits (key, window_start, count) values (?, now(), 1)
     on conflict (key) do update set window_start = now(), count = 1
       where rate_limits.window_start < now() - (? * interval '1 millisecond')
     returning key`,
    [key, ttlMs],
  );
  return rows.length > 0;
}

export async function releaseLease(em: EntityManager, key: string): Promise<void> {
  await em.execute('delete from rate_limits where key = ?', [key]);
}
