import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn } from './columns.ts';
import { User } from './user.ts';

/** A signed-in browser. The id is the SHA-256 of the cookie value, never the value itself. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: createdAtColumn(),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
    userAgent: p.string().length(512).nullable(),
  },
});
export type ISession = InstanceType<typeof Session.class>;
