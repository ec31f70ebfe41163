import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { LtiNonce } from '../../db/entities/lti-nonce.ts';
import { LtiPlatform } from '../../db/entities/lti-platform.ts';
import { newSecret, sha256 } from '../../auth/secrets.ts';
import { LaunchRefused } from './errors.ts';

export const LOGIN_TTL_MS = 10 * 60 * 1000;

export interface LoginInitiation {
  iss?: string | undefined;
  login_hint?: string | undefined;
  target_link_uri?: string | undefined;
  lti_message_hint?: string | undefined;
  client_id?: string | undefined;
  lti_deployment_id?: string | undefined;
  /** The frame that offers LTI platform storage (postMessage), when the platform has one. */
  lti_storage_target?: string | undefined;
}

// A frame name (`_parent`, `post_message_forwarding`): anything else is not offered storage.
const STORAGE_TARGET = /^[A-Za-z0-9_.-]{1,64}$/;

/** What the login page puts in the platform's storage, and where (platform-storage.ts). */
export interface StorageLogin {
  target: string;
  /** The platform's origin, as the authentication request URL's: messages go only there. */
  origin: string;
  state: string;
  nonce: string;
  platformId: string;
}

/**
 * Third-party login initiation: the authentication request to send the browser to, and the
 * state to bind to it (a cookie, and the platform's storage where it offers one). The
 * nonce is stored, to be taken once by the launch.
 */
export async function startLogin(
  em: EntityManager,
  params: LoginInitiation,
  redirectUri: string,
): Promise<{ url: string; state: string; storage: StorageLogin | null }> {
  if (!params.iss || !params.login_hint) throw new LaunchRefused('invalid_message');
  const platforms = await em.find(LtiPlatform, {
    issuer: params.iss,
    ...(params.client_id ? { clientId: params.client_id } : {}),
  });
  // Without client_id, one registration of that issuer must be unambiguous.
  const platform = platforms.length === 1 ? platforms[0] : undefined;
  if (!platform) throw new LaunchRefused('unknown_platform');
  if (!platform.enabled) throw new LaunchRefused('platform_disabled');

  const state = newSecret();
  const nonce = randomBytes(24).toString('base64url');
  const target = params.lti_storage_target;
  const storageTarget = target && STORAGE_TARGET.test(target) ? target : null;
  em.create(LtiNonce, {
    nonce,
    stateHash: sha256(state),
    platform,
    expiresAt: new Date(Date.now() + LOGIN_TTL_MS),
    storageTarget,
  });
  await em.flush();
  await em.nativeDelete(LtiNonce, { expiresAt: { $lt: new Date() } });

  const url = new URL(platform.authLoginUrl);
  const query = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: redirectUri,
    login_hint: params.login_hint,
    state,
    nonce,
    ...(params.lti_message_hint ? { lti_message_hint: params.lti_message_hint } : {}),
    ...(storageTarget ? { lti_storage_target: storageTarget } : {}),
  };
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const storage = storageTarget
    ? {
        target: storageTarget,
        origin: new URL(platform.authLoginUrl).origin,
        state,
        nonce,
        platformId: platform.id,
      }
    : null;
  return { url: url.href, state, storage };
}

/**
 * A launch that came back without the state cookie, from a login that put its state in
 * the platform's storage: what the checking page reads back from there. Null otherwise.
 */
export async function storageLoginFor(
  em: EntityManager,
  state: string,
): Promise<StorageLogin | null> {
  const row = await em.findOne(
    LtiNonce,
    {
      stateHash: sha256(state),
      storageTarget: { $ne: null },
      usedAt: null,
      expiresAt: { $gt: new Date() },
    },
    { populate: ['platform'] },
  );
  if (!row?.storageTarget) return null;
  return {
    target: row.storageTarget,
    origin: new URL(row.platform.authLoginUrl).origin,
    state,
    nonce: row.nonce,
    platformId: row.platform.id,
  };
}
