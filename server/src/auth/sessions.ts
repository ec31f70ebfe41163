import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../db/entities/session.ts';
import type { IUser } from '../db/entities/user.ts';
import { type Prepared, runPrepared } from '../db/prepared.ts';
import { type AuthUser, CALLER_COLUMNS, type CallerRow, callerOf } from './caller-row.ts';
import { newSecret, sha256 } from './secrets.ts';

// Sliding expiry is written at most this often, so reads don't turn into writes.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export function sessionCookieName(secure: boolean): string {
  // __Host- binds the cookie to this exact origin, which browsers allow only over https.
  return secure ? '__Host-tc_session' : 'tc_session';
}

/** Starts a new session (a new id at every sign-in) and returns the cookie value. */
export async function createSession(
  em: EntityManager,
  user: IUser,
  opts: { ttlMs: number; userAgent?: string },
): Promise<string> {
  const token = newSecret();
  em.create(Session, {
    id: sha256(token),
    user,
    expiresAt: new Date(Date.now() + opts.ttlMs),
    userAgent: opts.userAgent?.slice(0, 512) ?? null,
  });
  await em.flush();
  return token;
}

// Prepared (db/prepared.ts): every request whose caller a node has not seen in the last
// CALLER_CACHE_MS reads it.
const FIND_SESSION: Prepared = {
  name: 'find_session',
  text: `select s.id as session_id, extract(epoch from s.expires_at) * 1000 as expires_at,
                extract(epoch from s.last_seen_at) * 1000 as last_seen_at, ${CALLER_COLUMNS}
           from sessions s join users u on u.id = s.user_id
          where s.id = $1::text`,
};

/** The live session for a cookie value, or null; extends it while it is used. */
export async function findSession(
  em: EntityManager,
  token: string,
  ttlMs: number,
): Promise<{ sessionId: string; user: AuthUser; expiresAt: Date } | null> {
  const [row] = await runPrepared<
    CallerRow & Record<'session_id' | 'expires_at' | 'last_seen_at', string>
  >(em.getConnection(), FIND_SESSION, [sha256(token)]);
  if (!row) return null;
  const now = Date.now();
  let expiresAt = new Date(Number(row.expires_at));
  if (expiresAt.getTime() <= now) {
    await em.nativeDelete(Session, { id: row.session_id });
    return null;
  }
  if (now - Number(row.last_seen_at) > TOUCH_EVERY_MS) {
    expiresAt = new Date(now + ttlMs);
    await em.nativeUpdate(
      Session,
      { id: row.session_id },
      { lastSeenAt: new Date(now), expiresAt },
    );
  }
  return { sessionId: row.session_id, user: callerOf(row), expiresAt };
}

export async function endSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeDelete(Session, { id: sessionId });
}

export async function deleteExpiredSessions(em: EntityManager): Promise<number> {
  return em.nativeDelete(Session, { expiresAt: { $lte: new Date() } });
}
