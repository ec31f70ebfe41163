import { defineEntity, p } from '@mikro-orm/core';
import type { JWK } from 'jose';
import { createdAtColumn } from './columns.ts';

/**
 * The tool's RS256 signing keys. The newest unretired key signs; a retired key stays in
 * the published JWKS until nothing it signed can still be checked, then it is deleted.
 */
export const LtiKey = defineEntity({
  name: 'LtiKey',
  tableName: 'lti_keys',
  properties: {
    kid: p.string().length(64).primary(),
    privateJwk: p.json<JWK>(),
    publicJwk: p.json<JWK>(),
    createdAt: createdAtColumn(),
    retiredAt: p.datetime().nullable(),
  },
});
export type ILtiKey = InstanceType<typeof LtiKey.class>;
