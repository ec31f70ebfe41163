import { defineEntity, p } from '@mikro-orm/core';
import { updatedAtColumn } from './columns.ts';
import { User } from './user.ts';

/** A profile picture uploaded by its user (type checked by content), served at /api/avatars. */
export const Avatar = defineEntity({
  name: 'Avatar',
  tableName: 'avatars',
  properties: {
    user: () => p.oneToOne(User).primary().deleteRule('cascade'),
    contentType: p.string().length(32),
    bytes: p.blob().lazy(),
    updatedAt: updatedAtColumn(),
  },
});
