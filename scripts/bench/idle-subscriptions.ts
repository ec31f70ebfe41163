// Idle connections: N signed-in students, each with a websocket holding what a student's
// activity page holds (the notifications subscription and the conversation's live events),
// opened in steps against the real app in its own process. Reports the app's memory per
// connection (after full garbage collections), what idling costs (keep-alive pings every
// 30 s), and whether everything is released when they all close.
//   node scripts/bench/idle-subscriptions.ts [--connections 10000] [--steps 4] [--parallel 50] [--hold 35]
import { startBenchApp } from './lib/bench-app.ts';
import { cpuMeter } from './lib/cpu.ts';
import { liveClient, openActivityPage, type LiveClient } from './lib/live-client.ts';
import { describeMachine } from './lib/machine.ts';
import { addStudents, readyActivity } from './lib/population.ts';
import type { ServerStats } from './lib/server-ipc.ts';
import { markdownTable } from './lib/table.ts';
import { arg } from './lib/args.ts';

const CONNECTIONS = Number(arg('connections', '10000'));
const STEPS = Number(arg('steps', '4'));
const PARALLEL = Number(arg('parallel', '50'));
const HOLD_S = Number(arg('hold', '35'));

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const subscriptions = (s: ServerStats) => Object.values(s.listeners).reduce((a, b) => a + b, 0);

const app = await startBenchApp();
try {
  const { activityId } = await readyActivity(app.orm, 'CS101');
  const setupStarted = performance.now();
  const students = await addStudents(app.orm, { courseCode: 'CS101', count: CONNECTIONS });
  const setupS = (performance.now() - setupStarted) / 1000;
  console.log(describeMachine());
  console.log(`\n${CONNECTIONS} students created and signed in in ${setupS.toFixed(0)} s.\n`);

  const base = await app.server.stats({ gc: true });
  const lives: LiveClient[] = [];
  let drops = 0;
  const rows: string[][] = [
    [
      '0',
      '–',
      mb(base.heapUsed),
      '–',
      mb(base.external),
      mb(base.rss),
      '–',
      String(subscriptions(base)),
    ],
  ];
  for (let step = 1; step <= STEPS; step++) {
    const target = Math.round((CONNECTIONS * step) / STEPS);
    const started = performance.now();
    const from = lives.length;
    let next = from;
    const worker = async () => {
      for (let i = next++; i < target; i = next++) {
        const student = students[i];
        if (!student) break;
        const live = liveClient(app.url, { cookie: student.cookie }, () => drops++);
        lives.push(live);
        await openActivityPage(live, activityId).ready;
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const rate = (target - from) / ((performance.now() - started) / 1000);
    const s = await app.server.stats({ gc: true });
    const n = s.websockets;
    process.stderr.write(`${n} websockets open\n`);
    rows.push([
      String(n),
      `${rate.toFixed(0)}/s`,
      mb(s.heapUsed),
      kb((s.heapUsed - base.heapUsed) / n),
      mb(s.external),
      mb(s.rss),
      kb((s.rss - base.rss) / n),
      String(subscriptions(s)),
    ]);
  }
  console.log(
    markdownTable(
      [
        'open websockets',
        'opened at',
        'heap used',
        'heap / connection',
        'external',
        'RSS',
        'RSS / connection',
        'bus subscriptions',
      ],
      rows,
    ),
  );

  // Idle: the app pings each socket every 30 s and the client answers.
  const cpu = cpuMeter(app.postgresPid);
  await app.server.load();
  await new Promise((r) => setTimeout(r, HOLD_S * 1000));
  const idle = await app.server.load();
  const machine = cpu();
  console.log(
    `\nIdle for ${HOLD_S} s with ${lives.length} connections: app CPU ${(idle.cpu * 100).toFixed(1)}% ` +
      `of a core, event loop utilisation ${(idle.elu * 100).toFixed(1)}%, loop delay p99 ` +
      `${idle.loopDelayP99.toFixed(1)} ms; PostgreSQL ${(machine.postgres * 100).toFixed(1)}%; ` +
      `load generator ${(machine.client * 100).toFixed(1)}%.`,
  );

  const closing = performance.now();
  await Promise.all(lives.map((live) => live.close()));
  for (let i = 0; i < 100 && (await app.server.stats()).websockets > 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const closeS = (performance.now() - closing) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  const end = await app.server.stats({ gc: true });
  console.log(
    `\nAll closed in ${closeS.toFixed(1)} s: heap ${mb(end.heapUsed)} (baseline ${mb(base.heapUsed)}), ` +
      `RSS ${mb(end.rss)}, bus subscriptions ${subscriptions(end)} (baseline ${subscriptions(base)}), ` +
      `websockets open ${end.websockets}, closed websockets still reachable ${end.closedStillReachable}.`,
  );
  if (drops > 0) console.log(`${drops} websockets closed without the client asking.`);
} finally {
  await app.close();
}
