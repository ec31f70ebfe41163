import { defineEntity, p } from '@mikro-orm/core';
import { LtiPlatform } from './lti-platform.ts';

/**
 * One login's nonce, sent in the authentication request and expected in the id_token: it
 * is taken once (usedAt) and only with the state this browser holds, before it expires.
 */
export const LtiNonce = defineEntity({
  name: 'LtiNonce',
  tableName: 'lti_nonces',
  properties: {
    nonce: p.string().length(64).primary(),
    /** SHA-256 of the state cookie's value. */
    stateHash: p.string().length(64),
    platform: () => p.manyToOne(LtiPlatform).deleteRule('cascade').index(),
    expiresAt: p.datetime().index(),
    usedAt: p.datetime().nullable(),
  },
});
export type ILtiNonce = InstanceType<typeof LtiNonce.class>;
