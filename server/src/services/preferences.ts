import type { EntityManager } from '@mikro-orm/postgresql';
import { type Preferences, type PreferencesUpdate, preferencesSchema } from '@teachchat/shared';
import { Preference } from '../db/entities/preference.ts';

export async function getPreferences(em: EntityManager, userId: string): Promise<Preferences> {
  const row = await em.findOne(Preference, { user: userId });
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
