import base from '../eslint.config.js';

// Queries go through typed Kysely (src/db/kysely.ts), where tsc checks every table and column
// against the entities; an SQL string passed to execute() or a pg client's query() fails on
// a renamed column only when it runs. The files listed still hold such statements
// (docs/architecture.md#database-queries says why each stays); a new one is an error.
const rawSql = [
  {
    selector: "CallExpression[callee.property.name='execute'][arguments.length>0]",
    message: 'Write the query with typed Kysely: kysely(em) from src/db/kysely.ts.',
  },
  {
    selector:
      "CallExpression[callee.property.name='query'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
    message: 'Write the query with typed Kysely: kysely(em) from src/db/kysely.ts.',
  },
];

export default [
  ...base,
  {
    files: ['src/**/*.ts'],
    ignores: [
      'src/**/*.test.ts',
      'src/db/migrations/**',
      // The database server itself: creating and dropping databases, before any entity.
      'src/db/embedded.ts',
      // The event bus's own pg pool, outside MikroORM's: LISTEN/NOTIFY, pg_stat_activity.
      'src/events/postgres-bus.ts',
      'src/events/heard.ts',
      // A turn's hot path: hand-written statements (see db/prepared.ts).
      'src/chat/save-question.ts',
      // A turn's word lookups, which the query builder made measurably slower.
      'src/rag/search/vocabulary-lookup.ts',
      // The ingestion lock's own connection, outside MikroORM's pool.
      'src/rag/jobs/ingestion-lock.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...rawSql] },
  },
];
