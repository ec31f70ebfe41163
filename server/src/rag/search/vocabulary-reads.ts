import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/kysely.ts';
import { MATERIAL_LANGUAGES } from './languages.ts';
import { arrayOf, jsonTexts } from './lists.ts';

// The statements that read the activity's vocabulary for vocabulary-lookup.ts.

/**
 * The search language of each of the activity's files that has one: its own where the search
 * knows it, else English. The codes are written into the statement, so a grouping by this
 * expression matches it.
 */
function materialCode({ eb }: ExpressionBuilder<DB, 'activity_files'>) {
  return eb
    .case()
    .when(
      'activity_files.language',
      'in',
      Object.keys(MATERIAL_LANGUAGES).map((code) => sql.lit(code)),
    )
    .then(eb.ref('activity_files.language'))
    .else(sql.lit('en'))
    .end();
}

/** The activity's files' languages with how many files each. */
function materialLanguages(db: Kysely<DB>, activityId: string) {
  return db
    .selectFrom('activity_files')
    .select((eb) => [materialCode(eb).as('code'), eb.fn.countAll<string>().as('files')])
    .where('activity_files.activity_id', '=', activityId)
    .where('activity_files.language', 'is not', null)
    .groupBy(materialCode);
}

/** The activity's chunks, their mean length in tokens, its embedder and its files' search
 * languages, the commonest first. */
export function statsStatement(db: Kysely<DB>, activityId: string) {
  return db
    .selectFrom('chunks')
    .select(({ cast, fn, lit, selectFrom }) => [
      cast<number>(fn.countAll(), 'integer').as('n'),
      cast<number>(fn.coalesce(fn.avg('token_count'), lit(1)), 'float8').as('avglen'),
      selectFrom('activities').select('embedding_model').where('id', '=', activityId).as('model'),
      selectFrom(materialLanguages(db, activityId).as('m'))
        .select(({ fn }) =>
          fn
            .agg<string[]>('array_agg', ['code'])
            .orderBy('files', 'desc')
            .orderBy('code')
            .as('languages'),
        )
        .as('languages'),
    ])
    .where('activity_id', '=', activityId);
}

/** Each of the stems' commonest spellings, as counted with the vocabulary. */
export function spellingsStatement(db: Kysely<DB>, activityId: string, lexemes: string[]) {
  return db
    .selectFrom('activity_terms')
    .select(['lexeme', 'spellings'])
    .where('activity_id', '=', activityId)
    .where(({ eb, fn }) => eb('lexeme', '=', fn.any(arrayOf(jsonTexts(db, lexemes)))));
}
