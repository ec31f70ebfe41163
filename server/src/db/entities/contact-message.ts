import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from './columns.ts';

export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: idColumn(),
    name: p.string().length(100),
    email: p.string().length(320),
    message: p.text(),
    readAt: p.datetime().nullable(),
    createdAt: createdAtColumn().index(),
  },
});
export type IContactMessage = InstanceType<typeof ContactMessage.class>;
