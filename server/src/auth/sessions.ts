import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../db/entities/session.ts';
import type { IUser } from '../db/entities/user.ts';
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

/** The live session for a cookie value, or null; extends it while it is used. */
export async function findSession(
  em: EntityManager,
  token: string,
  ttlMs: number,
): Promise<{ sessionId: string; user: IUser; expiresAt: Date } | null> {
  const session = await em.findOne(Session, { id: sha256(token) }, { populate: ['user'] });
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await em.nativeDelete(Session, { id: session.id });
    return null;
  }
  let expiresAt = session.expiresAt;
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    expiresAt = new Date(now + ttlMs);
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now), expiresAt });
  }
  return { sessionId: session.id, user: session.user, expiresAt };
}

export async function endSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeDelete(Session, { id: sessionId });
}

export async function deleteExpiredSessions(em: EntityManager): Promise<number> {
  return em.nativeDelete(Session, { expiresAt: { $lte: new Date() } });
}
