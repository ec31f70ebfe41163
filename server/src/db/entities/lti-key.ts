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
    /**
     * The private key in the clear, as stored before keys were sealed: emptied at start-up
     * once it is sealed (services/lti/key-sealing.ts). New keys never use it.
     */
    privateJwk: p.json<JWK>().nullable(),
    /** The private key sealed with AES-256-GCM under LTI_KEY_SECRET. */
    sealedPrivateJwk: p.text().nullable(),
    publicJwk: p.json<JWK>(),
    createdAt: createdAtColumn(),
    retiredAt: p.datetime().nullable(),
  },
});
export type ILtiKey = InstanceType<typeof LtiKey.class>;
