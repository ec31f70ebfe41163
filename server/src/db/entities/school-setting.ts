import { defineEntity, p } from '@mikro-orm/core';
import { updatedAtColumn } from './columns.ts';

/**
 * A school-wide setting that admins change in the app (services/privacy/school-settings.ts
 * reads and checks them): one row per key, its value as JSON.
 */
export const SchoolSetting = defineEntity({
  name: 'SchoolSetting',
  tableName: 'school_settings',
  properties: {
    key: p.string().length(100).primary(),
    value: p.json<unknown>(),
    updatedAt: updatedAtColumn(),
  },
});
export type ISchoolSetting = InstanceType<typeof SchoolSetting.class>;
