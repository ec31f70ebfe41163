import type { EntityManager } from '@mikro-orm/postgresql';
import { concerns } from '../auth/access-changes.ts';
import type { Config } from '../config.ts';
import { type Prepared, runPrepared } from '../db/prepared.ts';
import { isDatabaseUnavailable } from '../unavailable.ts';
import { forbidden } from '../errors.ts';
import { text } from '../texts/index.ts';
import { type EventBus, taggedEventStream } from '../events/bus.ts';
import { type AnyTopic, type PayloadOf, topics as allTopics } from '../events/topics.ts';
import type { AuthUser } from '../auth/caller-row.ts';

// Prepared (db/prepared.ts): a class's every question is an event delivered, and the first
// after LIVE_ACCESS_RECHECK_MS checks again.
const HOLDS_ROLE: Prepared = {
  name: 'holds_role',
  text: 'select exists (select 1 from users where id = $1::uuid and role = $2::text) as ok',
};

type LiveContext = { em: EntityManager; bus: EventBus; config: Config; user: AuthUser };

export interface LiveAccess<T> {
  /** The course and activity the subscription shows, for matching announced changes. */
  scope?: { course?: string; activity?: string };
  /** The subscription's row check: throws the procedure's own error once access is gone. */
  check: (em: EntityManager) => Promise<T>;
  /** `check` checks the caller's role too (one statement for both; else one more). */
  checksRole?: boolean;
}

/**
 * Events of `topics` for as long as the caller may see them. Subscribes first, then checks
 * (the caller's role and `access.check`), then checks again: at once when a change that
 * concerns the subscription is announced on any node, and before delivering an event when
 * the last check is older than LIVE_ACCESS_RECHECK_MS (changes made outside the app). When
 * access is gone the stream ends with the error a new subscription would get. Each event
 * comes with what the last check returned.
 */
export async function guardedEventStream<P extends AnyTopic, T>(
  ctx: LiveContext,
  topics: P | readonly P[],
  signal: AbortSignal | undefined,
  access: LiveAccess<T>,
): Promise<AsyncGenerator<{ event: PayloadOf<P>; allowed: T }>> {
  // Its own signal too: a subscription refused at the first check never sees `signal` abort.
  const refused = new AbortController();
  const events = taggedEventStream(
    ctx.bus,
    { access: allTopics.accessChanges, live: topics },
    signal ? AbortSignal.any([signal, refused.signal]) : refused.signal,
  );
  const scope = { user: ctx.user.id, ...access.scope };
  const check = async () => {
    if (!access.checksRole) {
      const [role] = await runPrepared<{ ok: boolean }>(ctx.em.getConnection(), HOLDS_ROLE, [
        ctx.user.id,
        ctx.user.role,
      ]);
      if (!role?.ok) throw forbidden(text('error.wrongRole'));
    }
    return access.check(ctx.em.fork());
  };
  let allowed: T;
  try {
    allowed = await check();
  } catch (err) {
    refused.abort();
    throw err;
  }
  let checkedAt = Date.now();
  const recheck = async () => {
    try {
      allowed = await check();
      checkedAt = Date.now();
    } catch (err) {
      // Nothing can change access while PostgreSQL is down: keep going, check again later.
      if (!isDatabaseUnavailable(err)) throw err;
    }
  };

  async function* read(): AsyncGenerator<{ event: PayloadOf<P>; allowed: T }> {
    for await (const entry of events) {
      if (entry.tag === 'access') {
        if (concerns(entry.data, scope)) await recheck();
        continue;
      }
      if (Date.now() - checkedAt >= ctx.config.liveAccessRecheckMs) await recheck();
      yield { event: entry.data, allowed };
    }
  }
  return read();
}
