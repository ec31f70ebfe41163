import { defineEntity, p } from '@mikro-orm/core';
import { LOCALES, ROLES } from '@teachchat/shared';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';

/** A person with a role; emails are stored lower-case so matching is case-insensitive. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  checks: [{ name: 'users_email_lower_check', expression: 'email = lower(email)' }],
  properties: {
    id: idColumn(),
    role: p.enum(ROLES).index(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(320).unique(),
    departmentCode: p.string().length(16).nullable(),
    specialization: p.string().length(200).nullable(),
    bio: p.text().nullable(),
    qualifications: p.text().nullable(),
    phone: p.string().length(40).nullable(),
    office: p.string().length(200).nullable(),
    address: p.text().nullable(),
    avatarUrl: p.string().length(2048).nullable(),
    skills: p.json<string[]>().default([]),
    /** Their own language; null follows the school's default (services/locale.ts). */
    locale: p.enum(LOCALES).nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IUser = InstanceType<typeof User.class>;
