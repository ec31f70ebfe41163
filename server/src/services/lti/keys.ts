import type { EntityManager } from '@mikro-orm/postgresql';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { randomUUID } from 'node:crypto';
import { LtiKey } from '../../db/entities/lti-key.ts';
import { openJwk, sealJwk } from './key-sealing.ts';

/**
 * A retired key stays published this long: what it signed lives at most five minutes
 * (TOOL_JWT_TTL_S), and platforms cache a tool's JWKS for up to an hour or so.
 */
export const RETIRED_KEY_KEPT_MS = 24 * 60 * 60 * 1000;
const TOOL_JWT_TTL_S = 5 * 60;

async function newKey(em: EntityManager) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomUUID();
  const meta = { kid, alg: 'RS256', use: 'sig' };
  const key = em.create(LtiKey, {
    kid,
    sealedPrivateJwk: sealJwk({ ...(await exportJWK(privateKey)), ...meta }, kid),
    publicJwk: { ...(await exportJWK(publicKey)), ...meta },
  });
  await em.flush();
  return key;
}

/**
 * The key that signs now, made on first use. Two nodes making the first key at once each
 * sign with their own; both are published, so either signature checks.
 */
export async function signingKey(em: EntityManager) {
  const [key] = await em.find(
    LtiKey,
    { retiredAt: null },
    { orderBy: { createdAt: 'desc' }, limit: 1 },
  );
  return key ?? newKey(em);
}

/** The tool's public keys: the signing key and retired keys still within their grace. */
export async function publicJwks(em: EntityManager): Promise<JSONWebKeySet> {
  await signingKey(em);
  const keys = await em.find(
    LtiKey,
    {
      $or: [
        { retiredAt: null },
        { retiredAt: { $gt: new Date(Date.now() - RETIRED_KEY_KEPT_MS) } },
      ],
    },
    { orderBy: { createdAt: 'desc' } },
  );
  return { keys: keys.map((k) => k.publicJwk) };
}

/**
 * Makes a new signing key and retires the others; retired keys leave the JWKS (and the
 * table) once RETIRED_KEY_KEPT_MS has passed, when nothing they signed can be in use.
 */
export async function rotateSigningKey(em: EntityManager): Promise<string> {
  await em.nativeDelete(LtiKey, {
    retiredAt: { $lte: new Date(Date.now() - RETIRED_KEY_KEPT_MS) },
  });
  await em.nativeUpdate(LtiKey, { retiredAt: null }, { retiredAt: new Date() });
  return (await newKey(em)).kid;
}

/** Checks a JWT this tool signed (with any key it still publishes). */
export async function verifyToolJwt(
  em: EntityManager,
  jwt: string,
  opts: { issuer: string; audience: string },
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(await publicJwks(em)), {
    ...opts,
    algorithms: ['RS256'],
  });
  return payload;
}

/** A short-lived JWT signed by the tool (client assertions, deep-linking responses). */
export async function signToolJwt(
  em: EntityManager,
  payload: JWTPayload,
  opts: { issuer: string; audience: string | string[]; subject?: string; ttlSeconds?: number },
): Promise<string> {
  const key = await signingKey(em);
  // A key left in the clear by an older version is sealed at start-up; until then it signs.
  const jwk = key.sealedPrivateJwk ? openJwk(key.sealedPrivateJwk, key.kid) : key.privateJwk;
  if (!jwk) throw new Error(`LTI key ${key.kid} has no private half.`);
  const privateKey = await importJWK(jwk, 'RS256');
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(opts.issuer)
    .setAudience(opts.audience)
    .setIssuedAt()
    .setExpirationTime(`${opts.ttlSeconds ?? TOOL_JWT_TTL_S}s`)
    .setJti(randomUUID());
  if (opts.subject) jwt.setSubject(opts.subject);
  return jwt.sign(privateKey);
}
