import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../db/kysely.ts';
import { type Preferences, type PreferencesUpdate, preferencesSchema } from '@teachchat/shared';
import type { CallerCache } from '../auth/caller-cache.ts';
import { Preference } from '../db/entities/preference.ts';

/**
 * Users' preferences as this node remembers them, by user id, forgotten on every node when
 * they change (announceCallerChange) like the caller they go with.
 */
export type PreferenceCache = CallerCache<{ user: { id: string }; preferences: Preferences }>;

export async function getPreferences(em: EntityManager, userId: string): Promise<Preferences> {
  // A plain read, no entity: every page's first call (me.get) passes here.
  const row = await kysely(em)
    .selectFrom('preferences')
    .select('data')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Parsing fills defaults for settings added after the row was written.
  return preferencesSchema.parse(row?.data ?? {});
}

/** The caller's preferences, remembered on this node: `em` is called only on a miss. */
export async function callerPreferences(
  cache: PreferenceCache,
  userId: string,
  em: () => EntityManager,
): Promise<Preferences> {
  const cached = cache.get(userId);
  if (cached) return cached.preferences;
  const read = async () => ({
    value: { user: { id: userId }, preferences: await getPreferences(em(), userId) },
  });
  const found = await cache.readOnce(userId, read);
  // Never null: a user who saved nothing has the defaults.
  return found?.preferences ?? preferencesSchema.parse({});
}

/** Callers announce the change (announceCallerChange), so no node shows the old ones. */
export async function updatePreferences(
  em: EntityManager,
  userId: string,
  patch: PreferencesUpdate,
): Promise<Preferences> {
  const current = await getPreferences(em, userId);
  const next = preferencesSchema.parse({ ...current, ...patch });
  await em.upsert(Preference, { user: userId, data: next, updatedAt: new Date() });
  return next;
}
