// A chat turn's cost and a class chatting at once, against the real app
// in its own process, on an activity of 1,029 chunks (the retrieval benchmark's question
// corpus), answered by a zero-latency provider (the local test double of the OpenAI
// streaming API). Students are signed in with sessions, keep the activity page open on a
// websocket and send over it, as the web app does.
//   1. One student alone: turns one after another; per turn the statements, commits, rows
//      and tuples PostgreSQL counts, app and PostgreSQL CPU, and first-delta p50/p95.
//   2. Saturation: --saturation students each sending the next question as soon as the
//      reply is saved, for --seconds.
//   3. A class at human pace: N students each asking about every 30 s (Poisson), N rising
//      through --class until the first delta's p95 passes --limit ms; CPU at each step, and
//      the messages saved against those sent.
//   With --history N every student's conversation holds N questions and replies already.
//   node scripts/bench/turn.ts [--alone 100] [--saturation 100] [--seconds 20]
//     [--class 300,600,1000,1500,2000,3000,4000] [--step 60] [--limit 250] [--history 0]
//     [--skip alone,saturation,class]
import { type ChatStudent, openChatStudent, type TurnResult } from './lib/chat-student.ts';
import { cpuMeter } from './lib/cpu.ts';
import { describeMachine } from './lib/machine.ts';
import { ms, percentile } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';
import {
  failureList,
  prepareTurnActivity,
  questionFor,
  saturate,
  savedMessages,
  startTurnApp,
} from './lib/turn-activity.ts';
import { perTurn, readCounts, resetStatements } from './lib/turn-stats.ts';
import { arg } from './lib/args.ts';

const ALONE = Number(arg('alone', '100'));
const SATURATION = Number(arg('saturation', '100'));
const SECONDS = Number(arg('seconds', '20'));
const CLASS = arg('class', '300,600,1000,1500,2000,3000,4000').split(',').map(Number);
const STEP_S = Number(arg('step', '60'));
const LIMIT_MS = Number(arg('limit', '250'));
const SKIP = new Set(arg('skip', '').split(','));
const HISTORY = Number(arg('history', '0'));
// A student's mean time between two questions at human pace.
const PACE_MS = 30_000;

const sleep = (wait: number) => new Promise((r) => setTimeout(r, wait));

const app = await startTurnApp();
try {
  const population = Math.max(SKIP.has('class') ? 0 : Math.max(...CLASS), SATURATION, 1);
  const { activityId, chunks, users } = await prepareTurnActivity(app, population, HISTORY);
  const cpu = cpuMeter(app.postgresPid);
  const open: ChatStudent[] = [];
  const connect = async (n: number) => {
    while (open.length < n) {
      const batch = users.slice(open.length, Math.min(n, open.length + 50));
      open.push(...(await Promise.all(batch.map((u) => openChatStudent(app.url, u, activityId)))));
    }
  };

  console.log(describeMachine());
  console.log(
    `\nActivity of ${chunks} chunks; zero-latency provider; ${HISTORY} earlier turns a student.\n`,
  );
  let sent = 0;
  let replied = 0;
  const ask = async (student: number, turn: number): Promise<TurnResult> => {
    const s = open[student];
    if (!s) throw new Error(`student ${student} is not connected`);
    const result = await s.ask(questionFor(student, turn));
    sent++;
    replied++;
    return result;
  };

  if (!SKIP.has('alone')) {
    await connect(1);
    for (let t = 0; t < 10; t++) await ask(0, t); // warm-up: caches, compiled code
    const before = await readCounts(app.orm);
    await resetStatements(app.orm);
    await app.server.load();
    cpu();
    const started = performance.now();
    const results: TurnResult[] = [];
    for (let t = 0; t < ALONE; t++) results.push(await ask(0, 10 + t));
    const wall = (performance.now() - started) / 1000;
    const load = await app.server.load();
    const machine = cpu();
    const after = await readCounts(app.orm);
    const counts = perTurn(before, after, ALONE);
    const first = results.map((r) => r.firstDeltaMs ?? Number.NaN);
    console.log(`One student alone, ${ALONE} turns one after another:\n`);
    console.log(
      markdownTable(
        [
          'statements',
          'commits',
          'rows to the app',
          'tuples returned',
          'tuples fetched',
          'row writes',
          'statement time ms',
          'planning ms',
          'app CPU ms',
          'PostgreSQL CPU ms',
          'first delta p50',
          'p95',
          'turn p50',
          'live events',
        ],
        [
          [
            counts.statements.toFixed(1),
            counts.commits.toFixed(1),
            counts.rowsToApp.toFixed(0),
            counts.tuplesReturned.toFixed(0),
            counts.tuplesFetched.toFixed(0),
            counts.rowWrites.toFixed(1),
            ms(counts.statementMs),
            ms(counts.planningMs),
            ms((load.cpu * load.seconds * 1000) / ALONE),
            ms((machine.postgres * wall * 1000) / ALONE),
            ms(percentile(first, 0.5)),
            ms(percentile(first, 0.95)),
            ms(
              percentile(
                results.map((r) => r.totalMs),
                0.5,
              ),
            ),
            (results.reduce((sum, r) => sum + r.events, 0) / ALONE).toFixed(1),
          ],
        ],
      ),
    );
    console.log('\nStatements per turn:\n');
    console.log(
      markdownTable(
        ['calls', 'rows', 'ms', 'planning ms', 'statement'],
        counts.byStatement.map((s) => [
          s.calls.toFixed(2),
          s.rows.toFixed(1),
          ms(s.ms),
          ms(s.planMs),
          s.query.length > 110 ? `${s.query.slice(0, 109)}…` : s.query,
        ]),
      ),
    );
  }

  if (!SKIP.has('saturation')) {
    await connect(SATURATION);
    await app.server.load();
    cpu();
    const { turns, first, wall, failures } = await saturate(SATURATION, SECONDS, ask);
    if (failures.size) console.log(`Failed turns: ${failureList(failures)}`);
    const load = await app.server.load();
    const machine = cpu();
    console.log(`\nSaturation: ${SATURATION} students, each asking again once answered:\n`);
    console.log(
      markdownTable(
        [
          'turns/s',
          'first delta p50',
          'p95',
          'app CPU',
          'app CPU ms / turn',
          'PostgreSQL CPU',
          'PostgreSQL CPU ms / turn',
          'machine CPU',
        ],
        [
          [
            (turns / wall).toFixed(1),
            ms(percentile(first, 0.5)),
            ms(percentile(first, 0.95)),
            `${(load.cpu * 100).toFixed(0)}%`,
            ms((load.cpu * load.seconds * 1000) / turns),
            `${(machine.postgres * 100).toFixed(0)}%`,
            ms((machine.postgres * wall * 1000) / turns),
            `${(machine.machine * 100).toFixed(0)}% of ${machine.cores * 100}%`,
          ],
        ],
      ),
    );
  }

  if (!SKIP.has('class')) {
    const rows: string[][] = [];
    for (const n of CLASS) {
      const connectStarted = performance.now();
      await connect(n);
      process.stderr.write(
        `${n} students connected in ${ms(performance.now() - connectStarted)} ms\n`,
      );
      await app.server.load();
      cpu();
      const started = performance.now();
      const results: TurnResult[] = [];
      const failures = new Map<string, number>();
      let skipped = 0;
      let stepSent = 0;
      await Promise.all(
        open.slice(0, n).map(async (s, i) => {
          for (let t = 0; ; t++) {
            const left = started + STEP_S * 1000 - performance.now();
            await sleep(Math.max(0, Math.min(left, -Math.log(1 - Math.random()) * PACE_MS)));
            if (performance.now() - started >= STEP_S * 1000) return;
            // A person waits for the answer before asking again.
            if (s.busy()) {
              skipped++;
              continue;
            }
            stepSent++;
            try {
              results.push(await ask(i, 1000 + t));
            } catch (err) {
              const m = err instanceof Error ? err.message : String(err);
              failures.set(m, (failures.get(m) ?? 0) + 1);
            }
          }
        }),
      );
      const wall = (performance.now() - started) / 1000;
      const load = await app.server.load();
      const machine = cpu();
      const first = results.map((r) => r.firstDeltaMs ?? Number.NaN);
      const p95 = percentile(first, 0.95);
      const errors = [...failures].map(([m, c]) => `${c}× ${m}`);
      if (skipped) errors.push(`${skipped} not sent (still waiting)`);
      const errorReplies = results.filter((r) => r.status === 'error').length;
      if (errorReplies) errors.push(`${errorReplies} replies with an error`);
      rows.push([
        String(n),
        (results.length / wall).toFixed(1),
        ms(percentile(first, 0.5)),
        ms(p95),
        ms(percentile(first, 0.99)),
        ms(
          percentile(
            results.map((r) => r.sendMs),
            0.95,
          ),
        ),
        `${(load.cpu * 100).toFixed(0)}%`,
        `${(load.elu * 100).toFixed(0)}%`,
        `${(machine.postgres * 100).toFixed(0)}%`,
        `${(machine.client * 100).toFixed(0)}%`,
        `${(machine.machine * 100).toFixed(0)}%`,
        `${stepSent} / ${results.length}`,
        errors.join('; ') || '0',
      ]);
      process.stderr.write(`${n} students: first delta p95 ${ms(p95)} ms\n`);
      if (!(p95 <= LIMIT_MS)) break;
    }
    console.log(
      `\nA class at human pace (a question every ~30 s each, Poisson), ${STEP_S} s a step:\n`,
    );
    console.log(
      markdownTable(
        [
          'students',
          'turns/s',
          'first delta p50',
          'p95',
          'p99',
          'send p95',
          'app CPU',
          'app loop busy',
          'PostgreSQL CPU',
          'load generator CPU',
          'machine CPU',
          'sent / answered',
          'errors',
        ],
        rows,
      ),
    );
  }

  // Nothing lost or doubled: every message sent is saved once, with one reply.
  await Promise.all(open.map((s) => s.close()));
  const saved = await savedMessages(app, activityId);
  console.log(
    `\nMessages: ${sent} sent and answered; saved ${saved.questions} questions and ${saved.replies} replies; the provider was called ${((await app.providerRequests()) / Math.max(1, sent)).toFixed(2)} times a turn (a rewrite of a follow-up is the second call).`,
  );
  if (saved.questions !== sent || saved.replies !== replied) {
    console.log('**Saved messages do not match those sent.**');
  }
} finally {
  await app.close();
}
