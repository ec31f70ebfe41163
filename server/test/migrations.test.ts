import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../src/db/entities/activity.ts';
import { materialSettled } from './support/activities.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // Ingestion writes to activities: let the demo material finish before the schema changes.
  for (const a of await app.db.orm.em.fork().find(Activity, {})) await materialSettled(app, a.id);
});
afterAll(() => app.close());

const instructionsOf = (columns: string) =>
  app.db.orm.em
    .getConnection()
    .execute<Record<string, string | null>[]>(
      `select title, ${columns} from activities order by title`,
    );

describe('splitting the instructions in two (Migration20261124180000)', () => {
  it('keeps what teachers wrote for the assistant private, and reverses', async () => {
    const before = await instructionsOf('student_instructions, assistant_instructions');
    expect(before.length).toBeGreaterThan(0);

    // Back to the one `instructions` field: it holds the assistant's instructions.
    await app.db.orm.migrator.down({ to: 'Migration20261124170000' });
    expect(await instructionsOf('instructions')).toEqual(
      before.map((r) => ({ title: r.title, instructions: r.assistant_instructions })),
    );

    // Forward again: the old field's text is private, and students see none yet.
    await app.db.orm.migrator.up();
    expect(await instructionsOf('student_instructions, assistant_instructions')).toEqual(
      before.map((r) => ({
        title: r.title,
        student_instructions: null,
        assistant_instructions: r.assistant_instructions,
      })),
    );
  });
});

describe("counting each stem's spellings (Migration20261126130000)", () => {
  it('gives the words and spellings ingestion counts, and reverses', async () => {
    const conn = app.db.orm.em.getConnection();
    const spellings = () =>
      conn.execute<{ activity_id: string; lexeme: string; spellings: string[] }[]>(
        `select activity_id, lexeme, spellings from activity_terms
            order by activity_id, lexeme`,
      );
    const words = () =>
      conn.execute(`select * from activity_words order by activity_id, word, lexeme`);
    const counted = await spellings();
    const countedWords = await words();
    expect(counted.some((r) => r.spellings.length > 1)).toBe(true);

    await app.db.orm.migrator.down({ to: 'Migration20261126120000' });
    const columns = await conn.execute(
      `select 1 from information_schema.columns
        where (table_name = 'activity_terms' and column_name = 'spellings')
           or table_name = 'activity_words'`,
    );
    expect(columns).toEqual([]);

    await app.db.orm.migrator.up();
    expect(await spellings()).toEqual(counted);
    expect(await words()).toEqual(countedWords);
  });
});

describe('searching names written as calls (Migration20261129180000)', () => {
  it('indexes a call beside its name, keeps the words, and reverses', async () => {
    const conn = app.db.orm.em.getConnection();
    const calls = () =>
      conn.execute<{ n: number }[]>(
        `select count(*)::int as n from activity_terms where lexeme like 'zfn%'`,
      );
    const words = () =>
      conn.execute(
        `select activity_id, lexeme, df from activity_terms
          where lexeme not like 'zfn%' order by activity_id, lexeme`,
      );
    const [before] = await calls();
    const kept = await words();
    expect(before?.n).toBeGreaterThan(0);

    await app.db.orm.migrator.down({ to: 'Migration20261129150000' });
    expect(await calls()).toEqual([{ n: 0 }]);
    expect(await words()).toEqual(kept);

    await app.db.orm.migrator.up();
    expect(await calls()).toEqual([before]);
    expect(await words()).toEqual(kept);
  });
});
