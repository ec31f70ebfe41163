import type { EntityManager } from '@mikro-orm/postgresql';
import { type Expression, sql } from 'kysely';
import { kysely } from '../../db/kysely.ts';
import { MATERIAL_LANGUAGES } from '../../rag/search/languages.ts';

/** Which questions: given ones, or the activity's newest (at most `newest`). */
export type QuestionSource = { ids: readonly string[] } | { newest: number };

// The material languages by code with PostgreSQL's built-in configuration of each (its
// stop list), as rows for the statement.
const BUILTIN = sql<{
  key: string;
  value: string;
}>`jsonb_each_text(${JSON.stringify(MATERIAL_LANGUAGES)}::jsonb)`.as('b');

// The text search parser's token type of spaces and punctuation: not a word.
const BLANK_TOKEN = 12;

// An empty list, for an aggregate over no rows (which is null).
const NONE = sql<never[]>`'{}'`;

/**
 * Each question read (newest first), with the words it holds as termsOfQuestions describes
 * them, in lists by word: how often it wrote each, its stem (null when none), the passages
 * holding that stem, whether the word is kept and whether it is a stop word; and the
 * material's languages, the most passages' first, then English.
 */
export async function questionWords(
  em: EntityManager,
  activityId: string,
  source: QuestionSource,
  material: 'rare' | 'any',
) {
  const ids = 'ids' in source ? source.ids : null;
  const newest = 'newest' in source ? source.newest : null;
  return (
    kysely(em)
      .with(
        (cte) => cte('q').materialized(),
        (db) =>
          db
            .selectFrom('messages as m')
            .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
            .select(['m.id', 'm.content', 'm.created_at'])
            .where('cv.activity_id', '=', activityId)
            .$if(ids !== null, (qb) =>
              qb.where(({ eb, fn, val }) => eb('m.id', '=', fn.any(val([...(ids ?? [])])))),
            )
            .$if(newest !== null, (qb) =>
              qb
                .where('m.sender', '=', 'user')
                .orderBy('m.created_at', 'desc')
                .orderBy('m.id')
                .limit(newest ?? 0),
            ),
      )
      .with('material', (db) =>
        db
          .selectFrom('chunks as c')
          .select(({ eb, fn }) => [
            eb
              .case()
              .when('c.language', 'in', Object.keys(MATERIAL_LANGUAGES))
              .then(eb.ref('c.language'))
              .else('en')
              .end()
              .as('code'),
            fn.countAll<string>().as('n'),
          ])
          .where('c.activity_id', '=', activityId)
          // By the output column: the language codes are parameters, which PostgreSQL would
          // not match with a second copy of them in the grouping.
          .groupBy('code'),
      )
      .with(
        (cte) => cte('langs').materialized(),
        (db) =>
          db
            // The material's languages, the most passages' first, then English: unnest's
            // ordinal, which the query builder has no words for.
            .selectFrom(({ selectFrom }) =>
              sql<{ code: string; ord: number }>`unnest((${selectFrom('material').select(({ fn }) =>
                fn
                  .coalesce(
                    fn.agg<string[]>('array_agg', ['code']).orderBy('n', 'desc').orderBy('code'),
                    NONE,
                  )
                  .as('codes'),
              )}) || '{en}'::text[]) with ordinality`.as<'l'>(sql`l(code, ord)`),
            )
            .innerJoin(BUILTIN, 'b.key', 'l.code')
            .select(({ eb, fn }) => [
              'l.code',
              fn.min('l.ord').as('ord'),
              eb.cast<string>(fn.min('b.value'), sql`regconfig`).as('builtin'),
            ])
            .groupBy('l.code'),
      )
      .with(
        (cte) => cte('words').materialized(),
        (db) =>
          db
            .selectFrom('q')
            .crossJoinLateral(({ ref }) =>
              sql<{ tokid: number; token: string }>`ts_parse('default', ${ref('q.content')})`.as(
                't',
              ),
            )
            .select(({ eb, fn }) => [
              'q.id',
              fn<string>('lower', ['t.token']).as('word'),
              eb.cast<number>(fn.countAll(), 'integer').as('n'),
            ])
            .where('t.tokid', '<>', BLANK_TOKEN)
            .groupBy(({ fn }) => ['q.id', fn('lower', ['t.token'])]),
      )
      .with('candidates', (db) =>
        db
          .selectFrom([
            (inner) => inner.selectFrom('words').select('word').distinct().as('d'),
            'langs as l',
          ])
          .select(({ eb, fn, and, or, lit }) => {
            // A word the language's built-in stop list drops.
            const isStop = (word: Expression<string>) =>
              eb(fn('to_tsvector', [eb.ref('l.builtin'), word]), '=', sql`''::tsvector`);
            return [
              'd.word',
              'l.ord',
              // The word's stem as the material's words are stemmed: its first position's.
              eb
                .selectFrom(
                  sql<{
                    lexeme: string;
                    positions: number[];
                  }>`unnest(${fn('to_tsvector', [fn('teachchat_config', ['l.code']), 'd.word'])})`.as(
                    'x',
                  ),
                )
                .select('x.lexeme')
                .where(({ eb: inner, fn: f }) => inner(lit<number>(1), '=', f.any('x.positions')))
                .limit(1)
                .as('lexeme'),
              or([
                isStop(eb.ref('d.word')),
                and([eb('l.code', '<>', 'en'), isStop(fn<string>('unaccent', ['d.word']))]),
              ]).as('stop'),
            ];
          }),
      )
      .with(
        (cte) => cte('stems').materialized(),
        (db) =>
          db
            .selectFrom('candidates as c')
            .leftJoin('activity_terms as t', (join) =>
              join.on('t.activity_id', '=', activityId).onRef('t.lexeme', '=', 'c.lexeme'),
            )
            .distinctOn('c.word')
            .select(({ fn }) => [
              'c.word',
              'c.lexeme',
              't.df',
              fn
                .agg<boolean>('bool_or', ['c.stop'])
                .over((over) => over.partitionBy('c.word'))
                .as('stop'),
            ])
            .orderBy('c.word')
            .orderBy(({ eb }) => eb('t.df', 'is', null))
            .orderBy('c.ord'),
      )
      .with('hits', (db) =>
        db
          .selectFrom('words as w')
          .innerJoin('stems as s', 's.word', 'w.word')
          .select(({ eb, fn, and, not, lit, selectFrom }) => [
            'w.id',
            'w.word',
            'w.n',
            's.lexeme as term',
            fn.coalesce('s.df', lit(0)).as('df'),
            's.stop',
            and([
              not(eb.ref('s.stop')),
              eb('s.lexeme', 'is not', null),
              eb(fn('length', ['s.lexeme']), '>', 2),
              // A word in most passages says nothing of a topic.
              ...(material === 'rare'
                ? [
                    eb(
                      eb('s.df', '*', 2),
                      '<=',
                      fn<number>('greatest', [
                        selectFrom('chunks')
                          .select(({ fn: f }) => f.countAll().as('n'))
                          .where('activity_id', '=', activityId),
                        lit(2),
                      ]),
                    ),
                  ]
                : []),
            ]).as('kept'),
          ]),
      )
      // Only the words kept, and in other languages than English the stop words (fillers).
      .with('shown', (db) =>
        db
          .selectFrom('hits')
          .selectAll()
          .where(({ eb, or, and, exists, selectFrom, lit }) =>
            or([
              eb.ref('kept'),
              and([
                eb.ref('stop'),
                exists(selectFrom('langs').select(lit(1).as('one')).where('code', '<>', 'en')),
              ]),
            ]),
          ),
      )
      .selectFrom('q')
      .leftJoin('shown as h', 'h.id', 'q.id')
      .select(({ fn, selectFrom }) => {
        const list = <T>(column: 'h.word' | 'h.n' | 'h.term' | 'h.df' | 'h.kept' | 'h.stop') =>
          fn.coalesce(
            fn
              .agg<T[]>('array_agg', [column])
              .orderBy('h.word')
              .filterWhere('h.word', 'is not', null),
            NONE,
          );
        return [
          'q.id as item',
          list<string>('h.word').as('words'),
          list<number>('h.n').as('ns'),
          list<string | null>('h.term').as('terms'),
          list<number>('h.df').as('dfs'),
          list<boolean>('h.kept').as('kept'),
          list<boolean>('h.stop').as('stops'),
          selectFrom('langs')
            .select(({ fn: f }) =>
              f.agg<string[]>('array_agg', ['code']).orderBy('ord').as('codes'),
            )
            .as('languages'),
        ];
      })
      .groupBy(['q.id', 'q.created_at'])
      .orderBy('q.created_at', 'desc')
      .orderBy('q.id')
      .execute()
  );
}
