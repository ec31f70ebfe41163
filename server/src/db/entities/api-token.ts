import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from './columns.ts';
import { User } from './user.ts';

/** A personal API token for scripts; only its SHA-256 is stored. */
export const ApiToken = defineEntity({
  name: 'ApiToken',
  tableName: 'api_tokens',
  properties: {
    id: idColumn(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    name: p.string().length(100),
    tokenHash: p.string().length(64).unique(),
    createdAt: createdAtColumn(),
    lastUsedAt: p.datetime().nullable(),
  },
});
export type IApiToken = InstanceType<typeof ApiToken.class>;
