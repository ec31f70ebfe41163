import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../db/kysely.ts';

/**
 * The content_code shape (docs/product.md#content-code): the course code and a base-36
 * number, upper case. The
 * number comes from a database sequence, so concurrent creates never get the same code.
 */
export async function allocateContentCode(em: EntityManager, courseCode: string): Promise<string> {
  const row = await kysely(em)
    .selectNoFrom((eb) => eb.fn<string>('nextval', [eb.val('activity_content_code_seq')]).as('n'))
    .executeTakeFirstOrThrow();
  return `${courseCode}${BigInt(row.n).toString(36)}`.toUpperCase();
}
