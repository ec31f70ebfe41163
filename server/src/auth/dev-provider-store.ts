import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Where the local OpenID provider (development and tests only) keeps its sign-in flows:
 * in this process, which is all it needs; the app's own sessions are in PostgreSQL. Given
 * explicitly, the provider does not warn that its built-in store is for quick starts.
 */
export function devProviderStore(): (model: string) => Adapter {
  const entries = new Map<string, Entry>();
  const get = (key: string | undefined) => {
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry || entry.expiresAt <= Date.now()) return undefined;
    return entry.payload;
  };
  const find = (predicate: (key: string, payload: AdapterPayload) => boolean) => {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > Date.now() && predicate(key, entry.payload)) return entry.payload;
    }
    return undefined;
  };
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    return {
      upsert: async (id, payload, expiresIn) => {
        const now = Date.now();
        // Expired flows go now and then, so a long test run does not keep them all.
        if (entries.size > 1000)
          for (const [k, entry] of entries) if (entry.expiresAt <= now) entries.delete(k);
        const expiresAt = expiresIn === undefined ? Infinity : now + expiresIn * 1000;
        entries.set(key(id), { payload, expiresAt });
      },
      find: async (id) => get(key(id)),
      findByUid: async (uid) => find((k, p) => k.startsWith(`${model}:`) && p.uid === uid),
      findByUserCode: async (code) =>
        find((k, p) => k.startsWith(`${model}:`) && p.userCode === code),
      consume: async (id) => {
        const payload = get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => {
        entries.delete(key(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const [k, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(k);
      },
    };
  };
}
