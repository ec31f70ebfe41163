import { defineEntity, p } from '@mikro-orm/core';
import type { Preferences } from '@teachchat/shared';
import { updatedAtColumn } from './columns.ts';
import { User } from './user.ts';

/** One row per user; `data` is validated by the shared preferences schema on read and write. */
export const Preference = defineEntity({
  name: 'Preference',
  tableName: 'preferences',
  properties: {
    user: () => p.oneToOne(User).primary().deleteRule('cascade'),
    data: p.json<Partial<Preferences>>().default('{}'),
    updatedAt: updatedAtColumn(),
  },
});
export type IPreference = InstanceType<typeof Preference.class>;
