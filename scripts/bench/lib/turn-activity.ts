import { Course } from '@teachchat/server/bench-api';
import { type BenchApp, startBenchApp } from './bench-app.ts';
import type { TurnResult } from './chat-student.ts';
import {
  chunkDocuments,
  embedChunks,
  embedder,
  loadDocuments,
  QUESTION_SOURCES,
} from './corpus.ts';
import { startLlmDoubleThread } from './llm-double-thread.ts';
import { writeMaterial } from './material-rows.ts';
import { addStudents, type BenchUser, readyActivity } from './population.ts';
import { loadQuestions } from './questions.ts';
import { enableStatementStats } from './turn-stats.ts';

const REPLY = 'Binary search halves the list each time, so it needs about log2(n) steps [1].';

const questions = loadQuestions('questions.json').map((q) => q.question);
export const questionFor = (student: number, turn: number) =>
  questions[(student * 7 + turn) % questions.length] ?? 'What is binary search?';

/**
 * The app (as startBenchApp starts it, `env` and `opts` on top) with pg_stat_statements
 * loaded and enabled, its model served by the zero-latency provider (the local test double
 * of the OpenAI streaming API, on a thread of its own), which gives every turn the same reply.
 */
export async function startTurnApp(
  env: Record<string, string> = {},
  opts: { appCores?: number } = {},
): Promise<BenchApp & { providerRequests(): Promise<number> }> {
  const llm = await startLlmDoubleThread({ kind: 'reply', text: REPLY });
  const app = await startBenchApp(
    { CHAT_MESSAGES_PER_MINUTE: '1000', OPENAI_COMPATIBLE_BASE_URL: llm.baseURL, ...env },
    {
      postgres: {
        shared_preload_libraries: 'pg_stat_statements',
        'pg_stat_statements.track_planning': 'on',
      },
      appCores: opts.appCores,
    },
  ).catch(async (err: unknown) => {
    await llm.close();
    throw err;
  });
  try {
    await enableStatementStats(app.orm);
  } catch (err) {
    await app.close();
    await llm.close();
    throw err;
  }
  return {
    ...app,
    /** Requests the provider has answered: a turn's answer, and a follow-up's rewrite. */
    providerRequests: () => llm.requests(),
    async close() {
      await app.close();
      await llm.close();
    },
  };
}

/**
 * CS101's activity of 1,029 chunks (the retrieval benchmark's question corpus, written as
 * ingestion writes it, on the postgres store) and `students` new students signed in to it,
 * each with `earlierTurns` questions and replies in it already (a class well into a lesson).
 */
export async function prepareTurnActivity(
  app: BenchApp,
  students: number,
  earlierTurns = 0,
): Promise<{ activityId: string; chunks: number; users: BenchUser[] }> {
  // The demo material's ingestion must be over before anything is measured.
  await readyActivity(app.orm, 'CS101');
  const course = await app.orm.em.fork().findOneOrFail(Course, { courseCode: 'CS101' });
  const activityId = crypto.randomUUID();
  await app.orm.em.getConnection().execute(
    `insert into activities (id, course_id, title, status, model, vector_store, content_code,
       material_status, embedding_model, created_at, updated_at)
     values (?, ?, 'Turn benchmark', 'published', 'LLama_3.1', 'postgres', ?, 'ready', ?, now(), now())`,
    [activityId, course.id, `CS101-TURN${activityId.slice(0, 4)}`, embedder.name],
  );
  const { chunks } = await embedChunks(await chunkDocuments(loadDocuments(QUESTION_SOURCES)));
  await writeMaterial(app.orm, activityId, chunks);
  const users = await addStudents(app.orm, { courseCode: 'CS101', count: students });
  if (earlierTurns > 0) await addEarlierTurns(app, activityId, users, earlierTurns);
  // What autovacuum would do about the rows just written, done now rather than while measuring.
  await app.orm.em.getConnection().execute('vacuum analyze');
  return { activityId, chunks: chunks.length, users };
}

/** Each student's conversation with `turns` questions and replies, a second apart. */
async function addEarlierTurns(
  app: BenchApp,
  activityId: string,
  users: BenchUser[],
  turns: number,
) {
  const conn = app.orm.em.getConnection();
  for (let i = 0; i < users.length; i += 100) {
    await conn.execute(
      `with c as (
         insert into conversations (id, activity_id, student_id, status, last_message_at, created_at, updated_at)
         select gen_random_uuid(), ?, s, 'in_progress', now(), now(), now()
           from unnest(?::uuid[]) s
         returning id)
       insert into messages (id, conversation_id, sender, content, created_at)
       select gen_random_uuid(), c.id, case when n % 2 = 1 then 'user' else 'assistant' end,
              case when n % 2 = 1 then ? else ? end, now() - (2 * ? - n) * interval '1 second'
         from c, generate_series(1, 2 * ?) n`,
      [
        activityId,
        `{${users
          .slice(i, i + 100)
          .map((u) => u.id)
          .join(',')}}`,
        questionFor(i, 0),
        REPLY,
        turns,
        turns,
      ],
    );
  }
}

/** Messages saved in the activity, by sender: to hold against those sent. */
export async function savedMessages(
  app: BenchApp,
  activityId: string,
): Promise<{ questions: number; replies: number }> {
  const saved = await app.orm.em.getConnection().execute<{ sender: string; n: string }[]>(
    `select m.sender, count(*) as n from messages m join conversations c on c.id = m.conversation_id
      where c.activity_id = ? group by m.sender`,
    [activityId],
  );
  const count = (sender: string) => Number(saved.find((r) => r.sender === sender)?.n ?? 0);
  return { questions: count('user'), replies: count('assistant') };
}

/**
 * Saturation: students 0..students-1 each asking again as soon as the reply is saved, for
 * `seconds`; `ask(student, turn)` makes one turn. A student whose turn fails stops there
 * (its failure counted by message), as the state of its conversation is then unknown.
 */
export async function saturate(
  students: number,
  seconds: number,
  ask: (student: number, turn: number) => Promise<TurnResult>,
): Promise<{ turns: number; first: number[]; wall: number; failures: Map<string, number> }> {
  const started = performance.now();
  let turns = 0;
  const first: number[] = [];
  const failures = new Map<string, number>();
  await Promise.all(
    Array.from({ length: students }, async (_s, i) => {
      for (let t = 0; performance.now() - started < seconds * 1000; t++) {
        let r: TurnResult;
        try {
          r = await ask(i, 100 + t);
        } catch (err) {
          const m = err instanceof Error ? err.message : String(err);
          failures.set(m, (failures.get(m) ?? 0) + 1);
          return;
        }
        turns++;
        if (r.firstDeltaMs !== null) first.push(r.firstDeltaMs);
      }
    }),
  );
  return { turns, first, wall: (performance.now() - started) / 1000, failures };
}

/** Failures by message, for a table cell: "2× …; 1× …", or "0". */
export const failureList = (failures: Map<string, number>) =>
  [...failures].map(([m, c]) => `${c}× ${m}`).join('; ') || '0';
