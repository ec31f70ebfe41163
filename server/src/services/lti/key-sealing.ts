import type { EntityManager } from '@mikro-orm/postgresql';
import type { JWK } from 'jose';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { LtiKey } from '../../db/entities/lti-key.ts';

/**
 * The tool's private keys at rest: AES-256-GCM under a key derived from LTI_KEY_SECRET,
 * with the key's kid as associated data (a sealed key copied onto another row does not
 * open). A sealed value names the secret that sealed it, so after a change of secret the
 * previous one (LTI_KEY_SECRET_PREVIOUS) still opens the keys until they are sealed again.
 */
export interface KeySecrets {
  current: string;
  previous?: string | undefined;
}

interface Sealer {
  /** The first 8 hex digits of the derived key's SHA-256: which secret sealed a value. */
  id: string;
  key: Buffer;
}

const VERSION = 'v1';

function sealer(secret: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'teachchat lti keys', 'aes-256-gcm', 32));
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

interface Ring {
  current: Sealer;
  previous: Sealer | undefined;
}

let ring: Ring | undefined;

function inUse(): Ring {
  if (!ring) throw new Error('The LTI key secret is not set (useKeySecrets at start-up).');
  return ring;
}

function sealWith(s: Sealer, jwk: JWK, kid: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', s.key, iv);
  cipher.setAAD(Buffer.from(kid));
  const body = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return [VERSION, s.id, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Which of the ring's secrets sealed a value (null: one the server does not have). */
function sealedBy(r: Ring, sealed: string): 'current' | 'previous' | null {
  const id = sealed.split('.')[1];
  if (id === r.current.id) return 'current';
  if (r.previous && id === r.previous.id) return 'previous';
  return null;
}

function openWith(r: Ring, sealed: string, kid: string): JWK {
  const [version, , iv, tag, body] = sealed.split('.');
  const by = sealedBy(r, sealed);
  const s = by && r[by];
  if (version !== VERSION || !s || !iv || !tag || body === undefined) {
    throw new Error(
      'An LTI signing key was sealed with another LTI_KEY_SECRET: set the one it was sealed with (or LTI_KEY_SECRET_PREVIOUS).',
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', s.key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(kid));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as JWK;
}

/** Seals a private JWK for its row (kid). */
export const sealJwk = (jwk: JWK, kid: string): string => sealWith(inUse().current, jwk, kid);

/** Opens a sealed private JWK; a wrong secret or a value moved to another row throws. */
export const openJwk = (sealed: string, kid: string): JWK => openWith(inUse(), sealed, kid);

/**
 * Takes the secrets at start-up and seals what is not sealed under the current one yet:
 * keys stored in the clear before sealing existed (their plaintext column is emptied), and
 * keys sealed under the previous secret. A key no secret opens stops the start-up, with
 * the reason. Returns how many keys it sealed.
 */
export async function useKeySecrets(em: EntityManager, secrets: KeySecrets): Promise<number> {
  const next: Ring = {
    current: sealer(secrets.current),
    previous: secrets.previous ? sealer(secrets.previous) : undefined,
  };
  const keys = await em.find(LtiKey, {}, { limit: 1000 });
  let sealed = 0;
  for (const key of keys) {
    if (key.sealedPrivateJwk && sealedBy(next, key.sealedPrivateJwk) === 'current') continue;
    const jwk = key.sealedPrivateJwk
      ? openWith(next, key.sealedPrivateJwk, key.kid)
      : key.privateJwk;
    if (!jwk) continue;
    key.sealedPrivateJwk = sealWith(next.current, jwk, key.kid);
    key.privateJwk = null;
    sealed++;
  }
  await em.flush();
  ring = next;
  return sealed;
}
