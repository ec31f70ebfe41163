// Several nodes on one PostgreSQL: the saturation of turn.ts (students
// each asking again as soon as the reply is saved, zero-latency provider, an activity of
// 1,029 chunks) with one node and with two, in the same run, on the same PostgreSQL and the
// same cores, every node with EVENT_BUS=postgres. With two nodes, first each student's
// websocket lives on one node and its sends go over HTTP to the other, so every live event
// of its turn crosses LISTEN/NOTIFY (the worst case); then the sticky case, the sends over
// the websocket as the web app sends them.
// The machine is shared, so phases alternate in rounds (one node, two crossed, two sticky,
// ..., one node) and each round's two-node figures are held against the one-node phases on
// either side of it. Last, one node on the memory bus, as a deployment of one node runs.
// Before the loads, one node and then two at rest: their connections, and the statements
// they run on their own (pg-boss's polling).
//   node scripts/bench/nodes.ts [--students 100] [--seconds 15] [--warm 3] [--rounds 4]
//     [--rest 30] [--app-cores 1] [--skip memory]
import { cpuMeter } from './lib/cpu.ts';
import { describeMachine } from './lib/machine.ts';
import { type NamedNode, type PhaseResult, runPhase } from './lib/node-phase.ts';
import { printNodeReport, type RestResult } from './lib/node-report.ts';
import {
  readConnections,
  readStatementCalls,
  sampleConnections,
  tapBus,
} from './lib/pg-observe.ts';
import { prepareTurnActivity, startTurnApp } from './lib/turn-activity.ts';
import { resetStatements } from './lib/turn-stats.ts';
import { arg } from './lib/args.ts';

const STUDENTS = Number(arg('students', '100'));
const SECONDS = Number(arg('seconds', '15'));
const WARM_S = Number(arg('warm', '3'));
const ROUNDS = Number(arg('rounds', '4'));
const REST_S = Number(arg('rest', '30'));
// Cores' worth of CPU for all the nodes together (a CPU cgroup): the same for one as for two.
const APP_CORES = Number(arg('app-cores', '0')) || undefined;
const SKIP = new Set(arg('skip', '').split(','));

const sleep = (wait: number) => new Promise((r) => setTimeout(r, wait));
const pids = (nodes: NamedNode[]) => nodes.map((n) => ({ name: n.name, pid: n.server.pid }));

const app = await startTurnApp({ EVENT_BUS: 'postgres' }, { appCores: APP_CORES });
try {
  const { activityId, chunks, users } = await prepareTurnActivity(app, STUDENTS);
  const tap = await tapBus(app.databaseUrl);
  const cpu = cpuMeter(app.postgresPid);
  const [settings] = await app.orm.em
    .getConnection()
    .execute<{ max_connections: string }[]>('show max_connections');
  const header = [
    describeMachine(),
    `Activity of ${chunks} chunks; zero-latency provider; ${STUDENTS} students; ${SECONDS} s ` +
      `a phase after ${WARM_S} s of warm-up; nodes ` +
      (APP_CORES ? `sharing ${APP_CORES} core(s) in one CPU group` : 'free on the machine') +
      `; PostgreSQL max_connections ${settings?.max_connections}.`,
  ];

  /** A quiet spell: what the nodes cost PostgreSQL when nobody uses them. */
  const rest = async (nodes: NamedNode[]): Promise<RestResult> => {
    await resetStatements(app.orm);
    await Promise.all(nodes.map((n) => n.server.load()));
    cpu();
    const peak = sampleConnections(app.orm, pids(nodes), 1000);
    await sleep(REST_S * 1000);
    const most = await peak.stop();
    const now = await readConnections(app.orm, pids(nodes));
    const loads = await Promise.all(nodes.map((n) => n.server.load()));
    const calls = await readStatementCalls(app.orm);
    return {
      nodes: nodes.map((n) => n.name),
      now,
      most,
      calls,
      seconds: REST_S,
      loads,
      cpu: cpu(),
    };
  };

  const setup = {
    app,
    activityId,
    users,
    students: STUDENTS,
    warmSeconds: WARM_S,
    seconds: SECONDS,
    cpu,
    tap,
  };
  const phases: { label: string; round: number; nodes: string[]; result: PhaseResult }[] = [];
  const phase = async (
    label: string,
    round: number,
    nodes: NamedNode[],
    route: (i: number) => { live: NamedNode; send?: NamedNode },
  ) => {
    const result = await runPhase(setup, nodes, (i) => {
      const r = route(i);
      return { live: r.live.url, send: r.send?.url, origin: app.url };
    });
    phases.push({ label, round, nodes: nodes.map((n) => n.name), result });
    process.stderr.write(
      `${label} (round ${round}): ${(result.turns / result.wall).toFixed(1)} turns/s\n`,
    );
  };

  const a: NamedNode = { name: 'A', url: app.url, server: app.server };
  const rests = [await rest([a])];
  for (let round = 1; round <= ROUNDS; round++) {
    await phase('one node', round, [a], () => ({ live: a }));
    const b: NamedNode = { name: 'B', ...(await app.addNode()) };
    if (round === 1) rests.push(await rest([a, b]));
    const two = [a, b];
    const at = (i: number) => two[i % 2] ?? a;
    await phase('two nodes, crossed', round, two, (i) => ({ live: at(i), send: at(i + 1) }));
    await phase('two nodes, sticky', round, two, (i) => ({ live: at(i) }));
    await b.server.close();
  }
  await phase('one node', ROUNDS + 1, [a], () => ({ live: a }));
  if (!SKIP.has('memory')) {
    await a.server.close();
    const m: NamedNode = { name: 'M', ...(await app.addNode({ EVENT_BUS: 'memory' })) };
    await phase('one node, memory bus', ROUNDS + 1, [m], () => ({ live: m }));
  }
  await tap.close();
  printNodeReport(header, rests, phases);
} finally {
  await app.close();
}
