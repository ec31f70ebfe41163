import { createRemoteJWKSet } from 'jose';

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * Platforms' JWKS, fetched on first use and cached; a kid not in the cached set makes jose
 * fetch again (at most every 5 s per platform, so a flood of made-up kids costs
 * little), which is how a platform's key rotation is picked up.
 */
const sets = new Map<string, KeySet>();
const MAX_SETS = 500;
export const JWKS_COOLDOWN_MS = 5000;

export function platformKeySet(jwksUrl: string): KeySet {
  let set = sets.get(jwksUrl);
  if (!set) {
    if (sets.size >= MAX_SETS) sets.clear();
    set = createRemoteJWKSet(new URL(jwksUrl), {
      timeoutDuration: 5000,
      cooldownDuration: JWKS_COOLDOWN_MS,
      cacheMaxAge: 10 * 60_000,
    });
    sets.set(jwksUrl, set);
  }
  return set;
}
