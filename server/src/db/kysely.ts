import { sql } from 'kysely';
import type { EntitySchemaWithMeta } from '@mikro-orm/core';
import type { EntityManager, InferKyselyDB } from '@mikro-orm/postgresql';
import type * as entities from './entities/index.ts';

type Entity = Extract<(typeof entities)[keyof typeof entities], EntitySchemaWithMeta>;

type Inferred = InferKyselyDB<Entity>;

/**
 * The database as Kysely sees it: the tables and columns of the entities, typed by them.
 * MikroORM's inference leaves out a primary key that is a one-to-one relation, so the
 * tables keyed by their user name that column here.
 */
export type DB = Omit<Inferred, 'preferences' | 'avatars'> & {
  preferences: Inferred['preferences'] & { user_id: string };
  avatars: Inferred['avatars'] & { user_id: string };
};

/**
 * A typed Kysely on the EntityManager's connection (and its transaction, inside one): SQL
 * that the ORM's queries cannot say (aggregates, lateral joins, upserts), checked by
 * TypeScript against the entities.
 */
export const kysely = (em: EntityManager) => em.getKysely<DB>();

/**
 * An empty jsonb list, for a json column's value: the driver would write a JavaScript `[]`
 * as a PostgreSQL array.
 */
export const EMPTY_JSON_LIST = sql<never>`'[]'::jsonb`;
