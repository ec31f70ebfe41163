import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from './kysely.ts';

/**
 * Lets the rest of the transaction through the triggers that guard the audit trail
 * (`audit`: it is append-only) or archived courses (`archive`: they are read-only), or
 * closes that gate again. Only retention and erasure open them; the setting ends with the
 * transaction.
 */
export async function maintenance(
  tx: EntityManager,
  gate: 'audit' | 'archive',
  open = true,
): Promise<void> {
  await kysely(tx)
    .selectNoFrom(({ fn, val }) =>
      fn('set_config', [
        val(`teachchat.${gate}_maintenance`),
        val(open ? 'on' : 'off'),
        val(true),
      ]).as('set'),
    )
    .execute();
}
