import { type Expression, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/kysely.ts';

// Lists in the search's statements, which the query builder has no words for.

/** `array(subquery)`: the subquery's rows as one array, computed once before the scan. */
export const arrayOf = <T>(rows: Expression<Record<string, T>>) => sql<T[]>`array${rows}`;

/** The elements of a JSON list of texts, as rows of `e`: a list travels as one parameter. */
export const jsonTexts = (db: Kysely<DB>, values: string[]) =>
  db.selectNoFrom(({ cast, fn, val }) =>
    fn<string>('jsonb_array_elements_text', [cast(val(JSON.stringify(values)), 'jsonb')]).as('e'),
  );
