import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The content_code shape (docs/product.md#content-code): the course code and a base-36
 * number, upper case. The
 * number comes from a database sequence, so concurrent creates never get the same code.
 */
export async function allocateContentCode(em: EntityManager, courseCode: string): Promise<string> {
  const [row] = await em
    .getConnection()
    .execute<{ n: string }[]>(`select nextval('activity_content_code_seq')::text as n`);
  return `${courseCode}${BigInt(row?.n ?? '0').toString(36)}`.toUpperCase();
}
