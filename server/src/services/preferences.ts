import type { EntityManager } from '@mikro-orm/postgresql';
import { type Preferences, type PreferencesUpdate, preferencesSchema } from '@teachchat/shared';
import { Preference } from '../db/entities/preference.ts';

export async function getPreferences(em: EntityManager, userId: string): Promise<Preferences> {
  // A plain read, no entity: every page's first call (me.get) passes here.
  const [row] = await em.execute<{ data: Partial<Preferences> }[]>(
    'select data from preferences where user_id = ?',
    [userId],
  );
  // Parsing fills defaults for settings added after the row was written.
  return preferencesSchema.parse(row?.data ?? {});
}

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
