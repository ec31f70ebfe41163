import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import { tooMany } from '../errors.ts';
import { takeToken } from '../services/rate-limit.ts';
import { text } from '../texts/index.ts';

export const UPLOADS_AT_ONCE_MESSAGE = text('error.uploadsAtOnce');

/** Uploads are heavy (parsing, embedding): a per-user hourly allowance on every node. */
export async function limitUploads(
  em: EntityManager,
  userId: string,
  config: Config,
): Promise<void> {
  if (!(await takeToken(em, `upload:${userId}`, config.limits.uploadsPerHour, 60 * 60 * 1000))) {
    throw tooMany(text('error.uploadsPerHour'));
  }
}

/**
 * Uploads one user may have under way on this node. Each holds up to 20 files of 10 MB on
 * disk, and in memory while they are stored, so a caller cannot multiply that at will.
 */
export class UploadSlots {
  readonly #perUser: number;
  readonly #inUse = new Map<string, number>();

  constructor(perUser: number) {
    this.#perUser = perUser;
  }

  /** Runs `upload` in one of the user's slots; 429 when they are all taken. */
  async hold<T>(userId: string, upload: () => Promise<T>): Promise<T> {
    const taken = this.#inUse.get(userId) ?? 0;
    if (taken >= this.#perUser) throw tooMany(UPLOADS_AT_ONCE_MESSAGE);
    this.#inUse.set(userId, taken + 1);
    try {
      return await upload();
    } finally {
      const left = (this.#inUse.get(userId) ?? 1) - 1;
      if (left > 0) this.#inUse.set(userId, left);
      else this.#inUse.delete(userId);
    }
  }
}
