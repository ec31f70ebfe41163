import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from './columns.ts';
import { User } from './user.ts';

/** An LMS person, known by (issuer, subject), and the TeachChat user they sign in as. */
export const LtiAccount = defineEntity({
  name: 'LtiAccount',
  tableName: 'lti_accounts',
  uniques: [{ properties: ['issuer', 'subject'] }],
  properties: {
    id: idColumn(),
    issuer: p.string().length(1024),
    subject: p.string().length(255),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: createdAtColumn(),
  },
});
export type ILtiAccount = InstanceType<typeof LtiAccount.class>;
