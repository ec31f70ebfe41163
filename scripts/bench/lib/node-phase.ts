// One saturation phase of nodes.ts: students routed over app nodes, each asking again as
// soon as the reply is saved, and what that cost the nodes, PostgreSQL and the bus channel.
import type { BenchApp, BenchNode } from './bench-app.ts';
import { type ChatStudent, openChatStudent, type StudentRoute } from './chat-student.ts';
import type { CpuSample } from './cpu.ts';
import {
  type BusTraffic,
  type ConnectionCounts,
  readStatementCalls,
  sampleConnections,
} from './pg-observe.ts';
import type { BenchUser } from './population.ts';
import type { LoadSample } from './server-ipc.ts';
import { questionFor, saturate, savedMessages } from './turn-activity.ts';
import { resetStatements } from './turn-stats.ts';

// A turn whose saved reply never reaches the student's socket counts as lost after this.
const LOST_MS = 60_000;

export type NamedNode = BenchNode & { name: string };

export interface PhaseResult {
  turns: number;
  wall: number;
  first: number[];
  loads: LoadSample[];
  machine: CpuSample;
  /** Peak connections, per node. */
  connections: ConnectionCounts;
  bus: BusTraffic;
  /** NOTIFY statements the nodes ran (each a transaction). */
  notifyStatements: number;
  /** Questions sent (warm-up included), and the questions and replies saved meanwhile. */
  sent: number;
  savedQuestions: number;
  savedReplies: number;
  failures: Map<string, number>;
}

export interface PhaseSetup {
  app: BenchApp;
  activityId: string;
  users: BenchUser[];
  students: number;
  warmSeconds: number;
  seconds: number;
  cpu: () => CpuSample;
  tap: { take(): BusTraffic };
}

/** Saturation with student i's websocket and sends where `route(i)` says. */
export async function runPhase(
  setup: PhaseSetup,
  nodes: NamedNode[],
  route: (i: number) => StudentRoute,
): Promise<PhaseResult> {
  const { app, activityId, users, students } = setup;
  const open: ChatStudent[] = [];
  while (open.length < students) {
    const at = open.length;
    const batch = users.slice(at, Math.min(students, at + 50));
    open.push(
      ...(await Promise.all(batch.map((u, k) => openChatStudent(route(at + k), u, activityId)))),
    );
  }
  let sent = 0;
  const ask = async (student: number, turn: number) => {
    const s = open[student];
    if (!s) throw new Error(`student ${student} is not connected`);
    let timer: NodeJS.Timeout | undefined;
    const lost = new Promise<never>((_r, reject) => {
      timer = setTimeout(() => reject(new Error('no saved reply on the socket')), LOST_MS);
    });
    sent++;
    try {
      return await Promise.race([s.ask(questionFor(student, turn)), lost]);
    } finally {
      clearTimeout(timer);
    }
  };
  const before = await savedMessages(app, activityId);
  await saturate(students, setup.warmSeconds, ask); // compiled code, caches, pools
  await resetStatements(app.orm);
  setup.tap.take();
  await Promise.all(nodes.map((n) => n.server.load()));
  setup.cpu();
  const peak = sampleConnections(
    app.orm,
    nodes.map((n) => ({ name: n.name, pid: n.server.pid })),
  );
  const { turns, first, wall, failures } = await saturate(students, setup.seconds, ask);
  const loads = await Promise.all(nodes.map((n) => n.server.load()));
  const machine = setup.cpu();
  const connections = await peak.stop();
  const bus = setup.tap.take();
  const calls = await readStatementCalls(app.orm);
  await Promise.all(open.map((s) => s.close()));
  const after = await savedMessages(app, activityId);
  return {
    turns,
    wall,
    first,
    loads,
    machine,
    connections,
    bus,
    notifyStatements: calls.notify,
    sent,
    savedQuestions: after.questions - before.questions,
    savedReplies: after.replies - before.replies,
    failures,
  };
}
