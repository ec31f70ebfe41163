import { defineEntity, p } from '@mikro-orm/core';
import { NOTIFICATION_KINDS } from '@teachchat/shared';
import type { Text } from '../../texts/index.ts';
import { createdAtColumn, idColumn } from './columns.ts';
import { User } from './user.ts';

export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    id: idColumn(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    kind: p.enum(NOTIFICATION_KINDS),
    title: p.string().length(200),
    body: p.text(),
    /** The title and body as catalogued texts, written in the reader's language. */
    texts: p.json<NotificationTexts>().nullable(),
    link: p.string().length(2048).nullable(),
    readAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export type INotification = InstanceType<typeof Notification.class>;

/** A body may be a sentence of its own (a file's error, a contact message's words). */
export interface NotificationTexts {
  title: Text;
  body: Text | string;
}
