import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@teachchat/shared';
import { ApiToken } from '../db/entities/api-token.ts';
import type { IUser } from '../db/entities/user.ts';
import { badInput } from '../errors.ts';
import { newSecret, sha256 } from './secrets.ts';

const PREFIX = 'tc_';
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function looksLikeApiToken(value: string): boolean {
  return value.startsWith(PREFIX) && value.length < 200;
}

/** Creates a token and returns it in plain text: the only time anyone sees it. */
export async function createApiToken(em: EntityManager, user: IUser, name: string) {
  const count = await em.count(ApiToken, { user });
  if (count >= LIMITS.maxTokensPerUser) {
    throw badInput(`You can have at most ${LIMITS.maxTokensPerUser} API tokens. Revoke one first.`);
  }
  const token = newSecret(PREFIX);
  const row = em.create(ApiToken, { user, name, tokenHash: sha256(token) });
  await em.flush();
  return { id: row.id, name: row.name, token };
}

export async function findUserByApiToken(
  em: EntityManager,
  token: string,
): Promise<{ user: IUser; tokenId: string } | null> {
  if (!looksLikeApiToken(token)) return null;
  const row = await em.findOne(ApiToken, { tokenHash: sha256(token) }, { populate: ['user'] });
  if (!row) return null;
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await em.nativeUpdate(ApiToken, { id: row.id }, { lastUsedAt: now });
  }
  return { user: row.user, tokenId: row.id };
}
