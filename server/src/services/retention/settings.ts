import type { EntityManager } from '@mikro-orm/postgresql';
import { type RetentionSettings, retentionSettings } from '@teachchat/shared';
import { SchoolSetting } from '../../db/entities/school-setting.ts';

const KEY = 'retention';

export async function readRetentionSettings(em: EntityManager): Promise<RetentionSettings> {
  const row = await em.findOne(SchoolSetting, { key: KEY });
  const parsed = retentionSettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : retentionSettings.parse({});
}

export async function saveRetentionSettings(em: EntityManager, settings: RetentionSettings) {
  await em.upsert(SchoolSetting, { key: KEY, value: settings, updatedAt: new Date() });
  return settings;
}
