import type { EntityManager } from '@mikro-orm/postgresql';
import { decodeJwt, jwtVerify } from 'jose';
import { sha256 } from '../../auth/secrets.ts';
import { LtiDeployment, type ILtiDeployment } from '../../db/entities/lti-deployment.ts';
import { LtiNonce } from '../../db/entities/lti-nonce.ts';
import { type ILtiPlatform, LtiPlatform } from '../../db/entities/lti-platform.ts';
import { CLAIM, launchClaims, type LaunchClaims } from './claims.ts';
import { LaunchRefused } from './errors.ts';
import { platformKeySet } from './platform-keys.ts';

/** Clocks of the LMS and this server may differ by this much. */
const CLOCK_SKEW_S = 60;
/** An id_token older than this (by iat) is refused, whatever its exp says. */
const MAX_TOKEN_AGE_S = 10 * 60;

export interface VerifiedLaunch {
  platform: ILtiPlatform;
  deployment: ILtiDeployment;
  claims: LaunchClaims;
}

async function platformFor(em: EntityManager, idToken: string): Promise<ILtiPlatform> {
  let unverified;
  try {
    unverified = decodeJwt(idToken);
  } catch (err) {
    throw new LaunchRefused('invalid_token', { cause: err });
  }
  const audiences = [unverified.aud ?? []].flat();
  // With several audiences the token names ours in azp (LTI core 5.1.3).
  const clientId = typeof unverified.azp === 'string' ? unverified.azp : audiences[0];
  if (!unverified.iss || !clientId || !audiences.includes(clientId)) {
    throw new LaunchRefused('invalid_token');
  }
  const platform = await em.findOne(LtiPlatform, { issuer: unverified.iss, clientId });
  if (!platform) throw new LaunchRefused('unknown_platform');
  if (!platform.enabled) throw new LaunchRefused('platform_disabled');
  return platform;
}

/**
 * Checks a launch's id_token as LTI 1.3 core asks: the signature against its platform's
 * JWKS, iss, aud and azp, exp and iat (with a little skew), the message type and version,
 * a known deployment, and the nonce, taken once and only with this browser's state.
 */
export async function verifyLaunch(
  em: EntityManager,
  idToken: string,
  state: string,
  /** The state was read back from the platform's storage, not from a cookie. */
  opts: { platformStorage?: boolean } = {},
): Promise<VerifiedLaunch> {
  const platform = await platformFor(em, idToken);
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, platformKeySet(platform.jwksUrl), {
      issuer: platform.issuer,
      audience: platform.clientId,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_SKEW_S,
      maxTokenAge: MAX_TOKEN_AGE_S,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    }));
  } catch (err) {
    throw new LaunchRefused('invalid_token', { cause: err });
  }
  if (payload.azp !== undefined && payload.azp !== platform.clientId) {
    throw new LaunchRefused('invalid_token');
  }
  const parsed = launchClaims.safeParse(payload);
  if (!parsed.success) throw new LaunchRefused('invalid_message', { cause: parsed.error });
  const claims = parsed.data;

  // One statement, so two posts of the same token cannot both take the nonce.
  const taken = await em.nativeUpdate(
    LtiNonce,
    {
      nonce: claims.nonce,
      stateHash: sha256(state),
      platform: platform.id,
      usedAt: null,
      expiresAt: { $gt: new Date() },
      ...(opts.platformStorage ? { storageTarget: { $ne: null } } : {}),
    },
    { usedAt: new Date() },
  );
  if (taken !== 1) throw new LaunchRefused('invalid_state');

  const deployment = await em.findOne(LtiDeployment, {
    platform: platform.id,
    deploymentId: claims[CLAIM.deploymentId],
  });
  if (!deployment?.enabled) throw new LaunchRefused('unknown_deployment');
  return { platform, deployment, claims };
}
