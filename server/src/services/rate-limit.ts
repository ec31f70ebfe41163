import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../db/kysely.ts';
import { type ErrorText, tooMany } from '../errors.ts';

/**
 * A fixed-window counter in PostgreSQL (the `rate_count` function, which the chat's send
 * statement calls too), so every node counts together. Returns false once `key` has been
 * used `max` times within `windowMs`.
 */
export async function takeToken(
  em: EntityManager,
  key: string,
  max: number,
  windowMs: number,
): Promise<boolean> {
  const { count } = await kysely(em)
    .selectNoFrom((eb) => eb.fn<number>('rate_count', [eb.val(key), eb.val(windowMs)]).as('count'))
    .executeTakeFirstOrThrow();
  return count <= max;
}

export async function enforceRateLimit(
  em: EntityManager,
  key: string,
  limit: { max: number; windowMs: number; message: ErrorText },
): Promise<void> {
  if (!(await takeToken(em, key, limit.max, limit.windowMs))) {
    throw tooMany(limit.message);
  }
}

/**
 * Frees a lease in the same table. Leases are taken by the `take_lease` function, inside
 * the statement they guard (chat/save-question.ts), so a refused write holds none.
 */
export async function releaseLease(em: EntityManager, key: string): Promise<void> {
  await kysely(em).deleteFrom('rate_limits').where('key', '=', key).execute();
}
