import type { EntityManager } from '@mikro-orm/postgresql';
import { exportJWK, generateKeyPair, jwtVerify, createLocalJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import { openJwk } from '../../src/services/lti/key-sealing.ts';
import { publicJwks, rotateSigningKey, signToolJwt } from '../../src/services/lti/keys.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The tool's private keys are sealed at rest (AES-256-GCM under LTI_KEY_SECRET): the
// database holds no private key in the clear, keys stored in the clear before are sealed
// at start-up, rotation goes on, and a change of secret is carried over with the previous.
let app: TestApp;
const em = () => app.db.orm.em.fork() as EntityManager;
const DEV_SECRET = parseConfig({}).ltiKeySecrets.current;
const NEW_SECRET = 'a-new-lti-key-secret-of-more-than-32-characters';

interface Row {
  kid: string;
  private_jwk: unknown;
  sealed_private_jwk: string | null;
  retired_at: Date | null;
}
const rows = () =>
  em()
    .getConnection()
    .execute<Row[]>('select kid, private_jwk, sealed_private_jwk, retired_at from lti_keys');

/** Signs with the tool's key and checks the signature against its published JWKS. */
async function signsAndChecks(): Promise<void> {
  const jwt = await signToolJwt(em(), { probe: 1 }, { issuer: 'tool', audience: 'lms' });
  const jwks = createLocalJWKSet(await publicJwks(em()));
  const { payload } = await jwtVerify(jwt, jwks, { issuer: 'tool', audience: 'lms' });
  expect(payload.probe).toBe(1);
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe("the tool's private keys at rest", () => {
  it('stores a new key sealed, with nothing of its private half in the clear', async () => {
    await signsAndChecks();
    const [row] = await rows();
    expect(row?.private_jwk).toBeNull();
    expect(row?.sealed_private_jwk).toMatch(/^v1\.[0-9a-f]{8}\./);
    const opened = openJwk(row?.sealed_private_jwk ?? '', row?.kid ?? '');
    expect(opened.d).toEqual(expect.any(String));
    expect(row?.sealed_private_jwk).not.toContain(opened.d);
    const dump = JSON.stringify(await rows());
    expect(dump).not.toMatch(/"d":|"p":|"q":/);
    // Bound to its row: the same value under another kid does not open.
    expect(() => openJwk(row?.sealed_private_jwk ?? '', 'another-kid')).toThrow();
  });

  it('seals, at start-up, a key an older version stored in the clear', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = 'stored-in-the-clear';
    const meta = { kid, alg: 'RS256', use: 'sig' };
    // The newest key signs: this one, as if made before sealing existed.
    await em()
      .getConnection()
      .execute(
        `insert into lti_keys (kid, private_jwk, public_jwk, created_at) values (?, ?, ?, now() + interval '1 minute')`,
        [
          kid,
          JSON.stringify({ ...(await exportJWK(privateKey)), ...meta }),
          JSON.stringify({ ...(await exportJWK(publicKey)), ...meta }),
        ],
      );
    // Another node starting on the same database seals it.
    const node = await startTestApp({ DATABASE_URL: app.databaseUrl });
    await node.close();
    const row = (await rows()).find((r) => r.kid === kid);
    expect(row?.private_jwk).toBeNull();
    expect(openJwk(row?.sealed_private_jwk ?? '', kid).d).toBe((await exportJWK(privateKey)).d);
    await signsAndChecks();
  });

  it('keeps rotating: the new key is sealed and the old one stays published', async () => {
    const before = (await rows()).map((r) => r.kid);
    const kid = await rotateSigningKey(em());
    const after = await rows();
    expect(after.find((r) => r.kid === kid)?.sealed_private_jwk).toMatch(/^v1\./);
    expect(after.every((r) => r.private_jwk === null)).toBe(true);
    const published = (await publicJwks(em())).keys.map((k) => k.kid);
    expect(published).toEqual(expect.arrayContaining([kid, ...before]));
    await signsAndChecks();
  });

  it('refuses to start with a secret that opens none of the keys, saying why', async () => {
    await expect(
      startTestApp({ DATABASE_URL: app.databaseUrl, LTI_KEY_SECRET: NEW_SECRET }),
    ).rejects.toThrow(/sealed with another LTI_KEY_SECRET/);
  });

  it('seals the keys again under a new secret when the previous one is given', async () => {
    const node = await startTestApp({
      DATABASE_URL: app.databaseUrl,
      LTI_KEY_SECRET: NEW_SECRET,
      LTI_KEY_SECRET_PREVIOUS: DEV_SECRET,
    });
    await node.close();
    // Now the new secret alone opens every key.
    const again = await startTestApp({ DATABASE_URL: app.databaseUrl, LTI_KEY_SECRET: NEW_SECRET });
    await signsAndChecks();
    await again.close();
    expect(new Set((await rows()).map((r) => r.sealed_private_jwk?.split('.')[1])).size).toBe(1);
  });
});
