import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn } from './columns.ts';

/**
 * An OpenID sign-in in progress: the PKCE verifier and nonce for a `state`, kept in the
 * database (not one node's memory) so the callback can land on any node.
 */
export const LoginFlow = defineEntity({
  name: 'LoginFlow',
  tableName: 'login_flows',
  properties: {
    state: p.string().length(64).primary(),
    codeVerifier: p.string().length(128),
    nonce: p.string().length(64),
    createdAt: createdAtColumn().index(),
  },
});
