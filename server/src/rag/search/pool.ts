import type { EntityManager } from '@mikro-orm/postgresql';
import type { DB } from '../../db/kysely.ts';

/** MikroORM's connection, as retrieve() hands it to the search. */
export type Conn = ReturnType<EntityManager['getConnection']>;

/**
 * The typed Kysely of `db/kysely.ts` on the connection's pool: the search and the stores
 * are handed the connection, not an EntityManager, and read outside any transaction the
 * caller may be in, as their statements did when written by hand.
 */
export const onPool = (conn: Conn) => conn.getClient<DB>();
