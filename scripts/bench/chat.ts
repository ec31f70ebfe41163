// Chat benchmark: N simulated students chatting over websockets at once, answered by a
// zero-latency provider (a local test double of the OpenAI streaming API) or the offline
// responder. Reports the time from send to the first streamed text (p50/p95/p99), turns
// per second, and database row writes per turn.
//   node scripts/bench/chat.ts [--students 50,200] [--turns 5] [--mode double,offline]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTRPCClient, createWSClient, httpLink, wsLink } from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import { buildApp } from '@teachchat/server/bench-api';
import { createApiToken } from '@teachchat/server/bench-api';
import { parseConfig } from '@teachchat/server/bench-api';
import { Activity } from '@teachchat/server/bench-api';
import { Enrollment } from '@teachchat/server/bench-api';
import { User } from '@teachchat/server/bench-api';
import { startEmbeddedCluster } from '@teachchat/server/bench-api';
import type { AppRouter } from '@teachchat/server/bench-api';
import { startLlmDouble } from '../../server/test/support/llm-double.ts';
import { freePort } from '../../server/test/support/ports.ts';
import { describeMachine } from './lib/machine.ts';
import { arg } from './lib/args.ts';

const STUDENTS = arg('students', '50,200').split(',').map(Number);
const TURNS = Number(arg('turns', '5'));
const MODES = arg('mode', 'double,offline').split(',') as ('double' | 'offline')[];

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function rowWrites(em: EntityManager): Promise<number> {
  // Statistics reach the view at transaction end, at most a second late.
  await new Promise((r) => setTimeout(r, 1200));
  const [row] = await em
    .getConnection()
    .execute<{ n: string }[]>(
      'select sum(n_tup_ins + n_tup_upd + n_tup_del) as n from pg_stat_user_tables',
    );
  return Number(row?.n ?? 0);
}

async function run(mode: 'double' | 'offline', students: number, databaseUrl: string) {
  const llm = mode === 'double' ? await startLlmDouble() : undefined;
  llm?.behave({
    kind: 'reply',
    text: 'Binary search halves the list each time, so it needs about log2(n) steps [1].',
  });
  const port = await freePort();
  const app = await buildApp(
    parseConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'true',
      // Students use API tokens; no sign-in provider is needed.
      DEV_LOGIN: 'false',
      OIDC_CLIENT_ID: 'bench',
      OIDC_CLIENT_SECRET: 'bench',
      SERVE_WEB: 'false',
      OFFLINE_WORD_DELAY_MS: '0',
      CHAT_MESSAGES_PER_MINUTE: '1000',
      ...(llm ? { OPENAI_COMPATIBLE_BASE_URL: llm.baseURL } : {}),
    }),
  );
  await app.fastify.listen({ host: '127.0.0.1', port });
  const url = `http://127.0.0.1:${port}`;
  const em = app.db.orm.em.fork() as EntityManager;
  const activity = await em.findOneOrFail(
    Activity,
    { course: { courseCode: 'CS101' } },
    { populate: ['course'] },
  );
  for (
    let i = 0;
    i < 600 &&
    (await em.fork().findOneOrFail(Activity, { id: activity.id })).materialStatus !== 'ready';
    i++
  ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  activity.course.maxStudents = students + 10;
  const tokens: string[] = [];
  for (let i = 0; i < students; i++) {
    const user = em.create(User, {
      role: 'student',
      firstName: 'Bench',
      lastName: `Student ${i}`,
      email: `bench${i}@example.edu`,
    });
    em.create(Enrollment, { course: activity.course, student: user });
    await em.flush();
    tokens.push((await createApiToken(em, user, 'bench')).token);
  }

  const firstDelta: number[] = [];
  const writesBefore = await rowWrites(em);
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      const ws = createWSClient({
        url: url.replace('http', 'ws') + '/trpc',
        connectionParams: { token },
        WebSocket: class extends WebSocket {
          constructor(u: string | URL) {
            super(u, { headers: { origin: app.config.publicUrl } });
          }
        } as unknown as typeof globalThis.WebSocket,
      });
      const live = createTRPCClient<AppRouter>({
        links: [wsLink({ client: ws, transformer: superjson })],
      });
      const http = createTRPCClient<AppRouter>({
        links: [
          httpLink({
            url: `${url}/trpc`,
            transformer: superjson,
            headers: { authorization: `Bearer ${token}` },
          }),
        ],
      });
      let waiting:
        { replyId?: string; sentAt: number; sawDelta: boolean; done: () => void } | undefined;
      const sub = live.student.chat.onEvents.subscribe(
        { activityId: activity.id, since: new Date() },
        {
          onData: ({ data }) => {
            if (!waiting) return;
            if (data.type === 'delta' && !waiting.sawDelta) {
              waiting.sawDelta = true;
              firstDelta.push(performance.now() - waiting.sentAt);
            }
            if (
              data.type === 'message' &&
              data.message.sender === 'assistant' &&
              data.message.id === waiting.replyId
            )
              waiting.done();
          },
        },
      );
      await new Promise((r) => setTimeout(r, 300));
      for (let turn = 0; turn < TURNS; turn++) {
        await new Promise<void>((resolve) => {
          waiting = { sentAt: performance.now(), sawDelta: false, done: resolve };
          const current = waiting;
          void http.student.chat.send
            .mutate({
              activityId: activity.id,
              content: `How many steps does binary search take? (${turn})`,
            })
            .then((r) => (current.replyId = r.replyId));
        });
      }
      sub.unsubscribe();
      ws.close();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const writes = (await rowWrites(em)) - writesBefore;
  const turns = students * TURNS;
  await app.close();
  await llm?.close();
  return {
    mode,
    students,
    turns,
    seconds,
    p50: pct(firstDelta, 50),
    p95: pct(firstDelta, 95),
    p99: pct(firstDelta, 99),
    writesPerTurn: writes / turns,
  };
}

const dir = await mkdtemp(path.join(tmpdir(), 'teachchat-chat-bench-'));
const cluster = await startEmbeddedCluster({ dir, port: await freePort() });
console.log(describeMachine());
console.log(
  '| responder | students | turns | turns/s | first delta p50 | p95 | p99 | row writes / turn |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
try {
  for (const mode of MODES) {
    for (const students of STUDENTS) {
      const name = `bench_${mode}_${students}`;
      await cluster.createDatabase(name);
      const r = await run(mode, students, cluster.url(name));
      const label = mode === 'double' ? 'zero-latency provider (test double)' : 'offline responder';
      console.log(
        `| ${label} | ${r.students} | ${r.turns} | ${(r.turns / r.seconds).toFixed(1)} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.writesPerTurn.toFixed(1)} |`,
      );
    }
  }
} finally {
  await cluster.stop();
  await rm(dir, { recursive: true, force: true });
}
