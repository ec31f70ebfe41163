import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@teachchat/shared';
import { ApiToken } from '../db/entities/api-token.ts';
import type { IUser } from '../db/entities/user.ts';
import { badInput } from '../errors.ts';
import { type Prepared, runPrepared } from '../db/prepared.ts';
import { type AuthUser, CALLER_COLUMNS, type CallerRow, callerOf } from './caller-row.ts';
import { newSecret, sha256 } from './secrets.ts';
import { text } from '../texts/index.ts';

const PREFIX = 'tc_';
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function looksLikeApiToken(value: string): boolean {
  return value.startsWith(PREFIX) && value.length < 200;
}

/** Creates a token and returns it in plain text: the only time anyone sees it. */
export async function createApiToken(em: EntityManager, user: IUser, name: string) {
  const count = await em.count(ApiToken, { user });
  if (count >= LIMITS.maxTokensPerUser) {
    throw badInput(text('error.tokenLimit', { max: LIMITS.maxTokensPerUser }));
  }
  const token = newSecret(PREFIX);
  const row = em.create(ApiToken, { user, name, tokenHash: sha256(token) });
  await em.flush();
  return { id: row.id, name: row.name, token };
}

// Prepared (db/prepared.ts), as sessions.ts's lookup.
const FIND_API_TOKEN: Prepared = {
  name: 'find_api_token',
  text: `select t.id as token_id, extract(epoch from t.last_used_at) * 1000 as last_used_at,
                ${CALLER_COLUMNS}
           from api_tokens t join users u on u.id = t.user_id
          where t.token_hash = $1::text`,
};

export async function findUserByApiToken(
  em: EntityManager,
  token: string,
): Promise<{ user: AuthUser; tokenId: string } | null> {
  if (!looksLikeApiToken(token)) return null;
  const [row] = await runPrepared<CallerRow & { token_id: string; last_used_at: string | null }>(
    em.getConnection(),
    FIND_API_TOKEN,
    [sha256(token)],
  );
  if (!row) return null;
  const now = new Date();
  if (row.last_used_at === null || now.getTime() - Number(row.last_used_at) > TOUCH_EVERY_MS) {
    await em.nativeUpdate(ApiToken, { id: row.token_id }, { lastUsedAt: now });
  }
  return { user: callerOf(row), tokenId: row.token_id };
}
