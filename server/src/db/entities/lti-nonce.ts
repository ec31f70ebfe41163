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
    /**
     * The platform storage frame the login offered (lti_storage_target), where the login
     * page put the state and nonce: a launch without the state cookie is checked there.
     */
    storageTarget: p.string().length(64).nullable(),
  },
});
export type ILtiNonce = InstanceType<typeof LtiNonce.class>;
