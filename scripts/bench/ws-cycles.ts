// Websocket churn: connect → subscribe → disconnect, 1,000 times for each way a tab goes
// away, against the real app in its own process. After each run the app's heap (after full
// garbage collections), its live bus subscriptions by topic, its open sockets and its
// timers should be back where they started.
//   node scripts/bench/ws-cycles.ts [--cycles 1000] [--parallel 10]
import { once } from 'node:events';
import superjson from 'superjson';
import WebSocket from 'ws';
import { startBenchApp, type BenchApp } from './lib/bench-app.ts';
import { liveClient, openActivityPage } from './lib/live-client.ts';
import { describeMachine } from './lib/machine.ts';
import { addStudents, readyActivity, type BenchUser } from './lib/population.ts';
import type { ServerStats } from './lib/server-ipc.ts';
import { markdownTable } from './lib/table.ts';
import { arg } from './lib/args.ts';

const CYCLES = Number(arg('cycles', '1000'));
const PARALLEL = Number(arg('parallel', '10'));
const CHECKPOINTS = 4;
const WARM_UP = 100;

type Cycle = (student: BenchUser, useToken: boolean) => Promise<void>;

/**
 * The three ways a connection ends: the page unsubscribes, then the tab closes; the tab
 * closes with its subscriptions open; or the connection drops at once, while the server is
 * still resolving who it is and starting the subscription it was just asked for.
 */
function cycles(app: BenchApp, activityId: string, onDrop: () => void): Record<string, Cycle> {
  const open = async (student: BenchUser, useToken: boolean) => {
    const live = liveClient(
      app.url,
      useToken ? { token: student.token } : { cookie: student.cookie },
      onDrop,
    );
    const page = openActivityPage(live, activityId);
    await page.ready;
    return { live, page };
  };
  return {
    'unsubscribe, then close': async (student, useToken) => {
      const { live, page } = await open(student, useToken);
      page.stop();
      await live.close();
    },
    'close with subscriptions open': async (student, useToken) => {
      const { live } = await open(student, useToken);
      await live.close();
    },
    'drop before any answer': async (student, useToken) => {
      const url = `${app.url.replace(/^http/, 'ws')}/trpc${useToken ? '?connectionParams=1' : ''}`;
      const ws = new WebSocket(url, {
        headers: { origin: app.url, ...(useToken ? {} : { cookie: student.cookie }) },
      });
      await once(ws, 'open');
      if (useToken)
        ws.send(JSON.stringify({ method: 'connectionParams', data: { token: student.token } }));
      ws.send(
        JSON.stringify({
          id: 1,
          method: 'subscription',
          params: { path: 'student.chat.onEvents', input: superjson.serialize({ activityId }) },
        }),
      );
      ws.terminate();
      await once(ws, 'close');
    },
  };
}

/** `count` cycles, PARALLEL at a time, alternating cookie and API-token sign-in. */
async function runCycles(cycle: Cycle, students: BenchUser[], count: number, offset: number) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const n = offset + i;
      await cycle(students[n % students.length] as BenchUser, n % 2 === 1);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const signedKb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${kb(bytes)}`;

/** What differs between two counts (listeners by topic, handles by type): "name +n". */
function countsDiff(before: Record<string, number>, after: Record<string, number>): string {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...names].flatMap((name) => {
    const d = (after[name] ?? 0) - (before[name] ?? 0);
    return d === 0 ? [] : [`${name} ${d > 0 ? '+' : ''}${d}`];
  });
  return changed.length ? changed.join(', ') : 'none';
}

const listenerList = (s: ServerStats) =>
  Object.entries(s.listeners)
    .map(([topic, n]) => `${topic} ${n}`)
    .join(', ') || 'none';

/** Lets the server finish closing what the clients closed. */
async function settled(app: BenchApp): Promise<ServerStats> {
  for (let i = 0; i < 50; i++) {
    const s = await app.server.stats();
    if (s.websockets === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 500));
  return app.server.stats({ gc: true });
}

const app = await startBenchApp();
try {
  const { activityId } = await readyActivity(app.orm, 'CS101');
  const students = await addStudents(app.orm, { courseCode: 'CS101', count: 50, tokens: true });
  let drops = 0;
  const kinds = Object.entries(cycles(app, activityId, () => drops++));
  // Warm-up: the app's first connections fill caches and compile code, which is no leak.
  for (const [, cycle] of kinds) await runCycles(cycle, students, WARM_UP, 0);
  const initial = await settled(app);
  console.log(describeMachine());
  console.log(
    `\nBaseline after ${WARM_UP} warm-up cycles of each kind: heap ${kb(initial.heapUsed)}, ` +
      `RSS ${kb(initial.rss)}, bus subscriptions: ${listenerList(initial)}, ` +
      `websockets open ${initial.websockets}, closed websockets still reachable ` +
      `${initial.closedStillReachable}, handles ${JSON.stringify(initial.resources)}\n`,
  );
  const summary: string[][] = [];
  const series: string[][] = [];
  let offset = WARM_UP;
  for (const [name, cycle] of kinds) {
    const before = await settled(app);
    const heaps = [before.heapUsed];
    let seconds = 0;
    for (let c = 0; c < CHECKPOINTS; c++) {
      const count = Math.round(CYCLES / CHECKPOINTS);
      const started = performance.now();
      await runCycles(cycle, students, count, offset);
      seconds += (performance.now() - started) / 1000;
      offset += count;
      heaps.push((await settled(app)).heapUsed);
    }
    const after = await settled(app);
    const delta = after.heapUsed - before.heapUsed;
    summary.push([
      name,
      String(CYCLES),
      `${(CYCLES / seconds).toFixed(0)}/s`,
      kb(before.heapUsed),
      kb(after.heapUsed),
      signedKb(delta),
      `${(delta / CYCLES).toFixed(0)} B`,
      countsDiff(before.listeners, after.listeners),
      String(after.closedStillReachable - before.closedStillReachable),
      String(after.websockets),
      String(after.connections),
      countsDiff(before.resources, after.resources),
    ]);
    series.push([name, ...heaps.map(kb)]);
  }
  console.log(
    markdownTable(
      [
        'ending',
        'cycles',
        'rate',
        'heap before',
        'heap after',
        'Δ heap',
        'Δ per cycle',
        'Δ bus subscriptions',
        'Δ closed sockets still reachable',
        'websockets open after',
        'TCP connections after',
        'Δ handles',
      ],
      summary,
    ),
  );
  const checkpoints = Array.from(
    { length: CHECKPOINTS + 1 },
    (_, i) => `after ${Math.round((i * CYCLES) / CHECKPOINTS)}`,
  );
  console.log(`\nHeap used after full collections, during each run:\n`);
  console.log(markdownTable(['ending', ...checkpoints], series));
  if (drops > 0) console.log(`\n${drops} websockets closed without the client asking.`);
  const final = await settled(app);
  console.log(
    `\nAt the end: heap ${kb(final.heapUsed)} (${signedKb(final.heapUsed - initial.heapUsed)} ` +
      `since the baseline), bus subscriptions: ${listenerList(final)}, closed websockets ` +
      `still reachable: ${final.closedStillReachable}`,
  );
} finally {
  await app.close();
}
