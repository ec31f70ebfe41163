// Several nodes on one PostgreSQL (issue 15 item 6): the saturation of turn.ts (students
// each asking again as soon as the reply is saved, zero-latency provider, an activity of
// 1,029 chunks) with one node, then two, in the same run, on the same PostgreSQL and the
// same cores, every node with EVENT_BUS=postgres. With two nodes each student's websocket
// lives on one node and its sends go to the other, so every live event of its turn crosses
// LISTEN/NOTIFY (the worst case); then the sticky case, both on one node. One node runs
// again after, so the ratio is not the order's; then one node on the memory bus, as a
// deployment of one node runs. Per phase: turns/s, first delta, each node's CPU,
// PostgreSQL's and the machine's, NOTIFYs a turn, connections per node (peak), and the
// messages saved against those sent. Before the loads, each node count at rest: its
// connections, and the statements it runs on its own (pg-boss's polling).
//   node scripts/bench/nodes.ts [--students 100] [--seconds 20] [--warm 5] [--rest 30]
//     [--app-cores 1] [--skip memory]
import type { BenchNode } from './lib/bench-app.ts';
import { type ChatStudent, openChatStudent, type StudentRoute } from './lib/chat-student.ts';
import { cpuMeter } from './lib/cpu.ts';
import { describeMachine } from './lib/machine.ts';
import {
  CONNECTION_KINDS,
  type ConnectionCounts,
  readConnections,
  readStatementCalls,
  sampleConnections,
  tapBus,
} from './lib/pg-observe.ts';
import type { LoadSample } from './lib/server-ipc.ts';
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
import { resetStatements } from './lib/turn-stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 ? process.argv[i + 1] : undefined) ?? fallback;
};
const STUDENTS = Number(arg('students', '100'));
const SECONDS = Number(arg('seconds', '20'));
const WARM_S = Number(arg('warm', '5'));
const REST_S = Number(arg('rest', '30'));
// Cores' worth of CPU for all the nodes together (a CPU cgroup): the same for one as for two.
const APP_CORES = Number(arg('app-cores', '0')) || undefined;
const SKIP = new Set(arg('skip', '').split(','));
// A turn whose saved reply never reaches the student's socket counts as lost after this.
const LOST_MS = 60_000;

type Named = BenchNode & { name: string };
const sleep = (wait: number) => new Promise((r) => setTimeout(r, wait));
const pct = (cores: number) => `${(cores * 100).toFixed(0)}%`;
const pids = (nodes: Named[]) => nodes.map((n) => ({ name: n.name, pid: n.server.pid }));
const connectionCell = (counts: ConnectionCounts, node: string) => {
  const kinds = counts.byNode.get(node)?.kinds ?? new Map();
  const sum = [...kinds.values()].reduce((a: number, b: number) => a + b, 0);
  const parts = CONNECTION_KINDS.filter((k) => kinds.get(k)).map((k) => `${kinds.get(k)} ${k}`);
  return `${node}: ${sum} (${parts.join(', ')})`;
};

const app = await startTurnApp({ EVENT_BUS: 'postgres' }, { appCores: APP_CORES });
try {
  const { activityId, chunks, users } = await prepareTurnActivity(app, STUDENTS);
  const tap = await tapBus(app.databaseUrl);
  const cpu = cpuMeter(app.postgresPid);
  const [maxConnections] = await app.orm.em
    .getConnection()
    .execute<{ max_connections: string }[]>('show max_connections');
  console.log(describeMachine());
  console.log(
    `\nActivity of ${chunks} chunks; zero-latency provider; ${STUDENTS} students; ` +
      `nodes ${APP_CORES ? `sharing ${APP_CORES} core(s) in one CPU group` : 'free on the machine'}; ` +
      `PostgreSQL max_connections ` +
      `${maxConnections?.max_connections}.\n`,
  );

  const restRows: string[][] = [];
  /** A quiet spell: what the nodes cost PostgreSQL when nobody uses them. */
  const rest = async (label: string, nodes: Named[]) => {
    await resetStatements(app.orm);
    await Promise.all(nodes.map((n) => n.server.load()));
    cpu();
    const peak = sampleConnections(app.orm, pids(nodes), 1000);
    await sleep(REST_S * 1000);
    const most = await peak.stop();
    const now = await readConnections(app.orm, pids(nodes));
    const loads = await Promise.all(nodes.map((n) => n.server.load()));
    const machine = cpu();
    const calls = await readStatementCalls(app.orm);
    restRows.push([
      label,
      nodes.map((n) => connectionCell(now, n.name)).join('; '),
      nodes.map((n) => connectionCell(most, n.name)).join('; '),
      (calls.all / REST_S / nodes.length).toFixed(2),
      (calls.pgBoss / REST_S / nodes.length).toFixed(2),
      loads.map((l) => pct(l.cpu)).join(' + '),
      pct(machine.postgres),
    ]);
  };

  let sent = 0;
  const loadRows: string[][] = [];
  const connectionRows: string[][] = [];
  const busRows = new Map<string, string[]>();
  const rates = new Map<string, number>();
  /** Saturation with the students routed over the nodes by `route`. */
  const load = async (label: string, nodes: Named[], route: (i: number) => StudentRoute) => {
    const open: ChatStudent[] = [];
    while (open.length < STUDENTS) {
      const batch = users.slice(open.length, Math.min(STUDENTS, open.length + 50));
      const at = open.length;
      open.push(
        ...(await Promise.all(batch.map((u, k) => openChatStudent(route(at + k), u, activityId)))),
      );
    }
    let phaseSent = 0;
    const ask = async (student: number, turn: number) => {
      const s = open[student];
      if (!s) throw new Error(`student ${student} is not connected`);
      let timer: NodeJS.Timeout | undefined;
      const lost = new Promise<never>((_r, reject) => {
        timer = setTimeout(() => reject(new Error('no saved reply on the socket')), LOST_MS);
      });
      phaseSent++;
      try {
        return await Promise.race([s.ask(questionFor(student, turn)), lost]);
      } finally {
        clearTimeout(timer);
      }
    };
    const savedBefore = await savedMessages(app, activityId);
    await saturate(STUDENTS, WARM_S, ask); // warm-up: compiled code, caches, pools
    await resetStatements(app.orm);
    tap.take();
    await Promise.all(nodes.map((n) => n.server.load()));
    cpu();
    const peak = sampleConnections(app.orm, pids(nodes));
    const { turns, first, wall, failures } = await saturate(STUDENTS, SECONDS, ask);
    const loads: LoadSample[] = await Promise.all(nodes.map((n) => n.server.load()));
    const machine = cpu();
    const most = await peak.stop();
    const bus = tap.take();
    const calls = await readStatementCalls(app.orm);
    await Promise.all(open.map((s) => s.close()));
    const saved = await savedMessages(app, activityId);
    sent += phaseSent;
    const appCpu = loads.reduce((sum, l) => sum + l.cpu * l.seconds, 0);
    rates.set(label, turns / wall);
    loadRows.push([
      label,
      (turns / wall).toFixed(1),
      ms(percentile(first, 0.5)),
      ms(percentile(first, 0.95)),
      loads.map((l) => pct(l.cpu)).join(' + '),
      ms((appCpu * 1000) / turns),
      pct(machine.postgres),
      ms((machine.postgres * wall * 1000) / turns),
      `${pct(machine.machine)} of ${machine.cores * 100}%`,
      loads.map((l) => `${l.poolBusy.toFixed(1)} / ${l.poolMax}`).join(' + '),
      (calls.notify / turns).toFixed(1),
      `${phaseSent} / ${saved.questions - savedBefore.questions} / ${saved.replies - savedBefore.replies}`,
      failureList(failures),
    ]);
    connectionRows.push([
      label,
      nodes.map((n) => connectionCell(most, n.name)).join('; '),
      String(most.total),
      `${(most.notifyQueue * 100).toFixed(3)}%`,
    ]);
    busRows.set(label, [
      (bus.notifies / turns).toFixed(2),
      (bus.bytes / Math.max(1, bus.notifies)).toFixed(0),
      ((bus.notifies / wall) * nodes.length).toFixed(0),
      [...bus.byKind]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, n]) => `${(n / turns).toFixed(2)} ${kind}`)
        .join(', '),
    ]);
  };

  const a: Named = { name: 'A', url: app.url, server: app.server };
  const alone = () => ({ live: a.url, send: a.url, origin: app.url });
  await rest('one node', [a]);
  await load('one node', [a], alone);
  const b: Named = { name: 'B', ...(await app.addNode()) };
  const two = [a, b];
  await rest('two nodes', two);
  await load('two nodes, crossed', two, (i) => ({
    live: (two[i % 2] ?? a).url,
    send: (two[(i + 1) % 2] ?? a).url,
    origin: app.url,
  }));
  await load('two nodes, sticky', two, (i) => {
    const node = (two[i % 2] ?? a).url;
    return { live: node, send: node, origin: app.url };
  });
  await b.server.close();
  await load('one node again', [a], alone);
  if (!SKIP.has('memory')) {
    await a.server.close();
    const m: Named = { name: 'M', ...(await app.addNode({ EVENT_BUS: 'memory' })) };
    await load('one node, memory bus', [m], () => ({ live: m.url, send: m.url, origin: app.url }));
  }

  console.log('At rest, per node count:\n');
  console.log(
    markdownTable(
      [
        'nodes',
        'connections after the rest',
        'peak in the rest',
        'statements/s a node',
        'pg-boss statements/s a node',
        'app CPU',
        'PostgreSQL CPU',
      ],
      restRows,
    ),
  );
  console.log(`\nSaturation, ${STUDENTS} students for ${SECONDS} s a phase:\n`);
  console.log(
    markdownTable(
      [
        'phase',
        'turns/s',
        'first delta p50',
        'p95',
        'app CPU per node',
        'app CPU ms / turn',
        'PostgreSQL CPU',
        'PostgreSQL CPU ms / turn',
        'machine CPU',
        'ORM pool busy',
        'NOTIFY statements / turn',
        'sent / questions saved / replies saved',
        'failed turns',
      ],
      loadRows,
    ),
  );
  console.log('\nPeak connections under load (sampled every 0.5 s):\n');
  console.log(
    markdownTable(
      ['phase', 'per node (by what the connection last ran)', 'database total', 'NOTIFY queue'],
      connectionRows,
    ),
  );
  console.log('\nThe bus channel under load, as one listener hears it:\n');
  console.log(
    markdownTable(
      ['phase', 'NOTIFYs / turn', 'bytes / NOTIFY', 'deliveries/s (every node)', 'by topic'],
      [...busRows].map(([label, row]) => [label, ...row]),
    ),
  );
  const one = ((rates.get('one node') ?? 0) + (rates.get('one node again') ?? 0)) / 2;
  const ratio = (label: string) => ((rates.get(label) ?? 0) / one).toFixed(2);
  console.log(
    `\nTurns/s, two nodes against one (the mean of both one-node phases): crossed ` +
      `${ratio('two nodes, crossed')}, sticky ${ratio('two nodes, sticky')}` +
      (rates.has('one node, memory bus')
        ? `; one node on the memory bus ${ratio('one node, memory bus')}.`
        : '.'),
  );
  const saved = await savedMessages(app, activityId);
  console.log(
    `Messages: ${sent} sent; saved ${saved.questions} questions and ${saved.replies} replies.`,
  );
  if (saved.questions !== sent || saved.replies !== sent) {
    console.log('**Saved messages do not match those sent.**');
  }
  await tap.close();
} finally {
  await app.close();
}
