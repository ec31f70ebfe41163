import type { EntityManager } from '@mikro-orm/postgresql';
import { type SchoolPrivacySettings, schoolPrivacySettings } from '@teachchat/shared';
import { SchoolSetting } from '../../db/entities/school-setting.ts';

const KEY = 'privacy';

/** The school's privacy settings; the defaults until an admin saves them. */
export async function readPrivacySettings(em: EntityManager): Promise<SchoolPrivacySettings> {
  const row = await em.findOne(SchoolSetting, { key: KEY });
  const parsed = schoolPrivacySettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : schoolPrivacySettings.parse({});
}

export async function savePrivacySettings(
  em: EntityManager,
  settings: SchoolPrivacySettings,
): Promise<SchoolPrivacySettings> {
  await em.upsert(SchoolSetting, { key: KEY, value: settings, updatedAt: new Date() });
  return settings;
}
