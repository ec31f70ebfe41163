import { createRemoteJWKSet } from 'jose';

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * Platforms' JWKS, fetched on first use and cached; a kid not in the cached set makes jose
 * fetch again (at most every 30 s), which is how a platform's key rotation is picked up.
 */
const sets = new Map<string, KeySet>();
const MAX_SETS = 500;

export function platformKeySet(jwksUrl: string): KeySet {
  let set = sets.get(jwksUrl);
  if (!set) {
    if (sets.size >= MAX_SETS) sets.clear();
    set = createRemoteJWKSet(new URL(jwksUrl), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
    sets.set(jwksUrl, set);
  }
  return set;
}
