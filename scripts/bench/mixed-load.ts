// Mixed load at rising rates against the real app in its own process: students opening
// their pages (batched queries over HTTP, as the web app sends them), students chatting
// (the reply streams to their tab and the teacher's), two teachers browsing, and one
// teacher watching the live responses list and five transcripts. Requests arrive at random
// (Poisson) at a fixed rate, whether or not earlier ones were answered; each rate runs for
// a fixed time, and the run stops after the first rate whose p95 exceeds the limit.
//   node scripts/bench/mixed-load.ts [--students 400] [--seconds 15] [--start 10] [--factor 1.5] [--limit 100]
import { startBenchApp } from './lib/bench-app.ts';
import { cpuMeter, type CpuSample } from './lib/cpu.ts';
import { describeMachine } from './lib/machine.ts';
import { MIX, startWorkload, type OpKind, type Recorder } from './lib/mixed-workload.ts';
import type { LoadSample } from './lib/server-ipc.ts';
import { ms, percentile } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';
import { arg } from './lib/args.ts';

const STUDENTS = Number(arg('students', '400'));
const STEP_S = Number(arg('seconds', '15'));
const START = Number(arg('start', '10'));
const FACTOR = Number(arg('factor', '1.5'));
const LIMIT_MS = Number(arg('limit', '100'));
const MAX_STEPS = 12;
// A step's unanswered requests get this long before the next step starts.
const DRAIN_MS = 15_000;

/** A seeded generator (mulberry32), so every run offers the same sequence. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function stepRecorder() {
  const latency = new Map<OpKind | 'all', number[]>([['all', []]]);
  const errors = new Map<string, number>();
  const firstDelta: number[] = [];
  const teacherSaw: number[] = [];
  let noFree = 0;
  const recorder: Recorder = {
    request(kind, took, error) {
      if (error) errors.set(error, (errors.get(error) ?? 0) + 1);
      else {
        latency.get('all')?.push(took);
        const samples = latency.get(kind) ?? [];
        samples.push(took);
        latency.set(kind, samples);
      }
    },
    firstDelta: (took) => firstDelta.push(took),
    teacherSaw: (took) => teacherSaw.push(took),
    noFreeStudent: () => noFree++,
  };
  return { recorder, latency, errors, firstDelta, teacherSaw, noFree: () => noFree };
}

const random = seeded(7);
const pickKind = (): OpKind => {
  let r = random();
  for (const [kind, share] of MIX) if ((r -= share) < 0) return kind;
  return 'student page';
};
const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));

const app = await startBenchApp({ CHAT_MESSAGES_PER_MINUTE: '1000' });
try {
  const workload = await startWorkload(app, { students: STUDENTS, random });
  const cpu = cpuMeter(app.postgresPid);

  /** Offers `rate` operations a second for `seconds`; measures only what it offered. */
  async function step(rate: number, seconds: number) {
    const rec = stepRecorder();
    workload.record(rec.recorder);
    await app.server.load();
    cpu();
    const inflight = new Set<Promise<void>>();
    const started = performance.now();
    for (let at = 0; ;) {
      at += (-Math.log(1 - random()) / rate) * 1000;
      if (at > seconds * 1000) break;
      const wait = started + at - performance.now();
      if (wait >= 1) await sleep(wait);
      const op: Promise<void> = workload.run(pickKind()).finally(() => inflight.delete(op));
      inflight.add(op);
    }
    const server: LoadSample = await app.server.load();
    const machine: CpuSample = cpu();
    const offered = performance.now() - started;
    await Promise.race([Promise.all(inflight), sleep(DRAIN_MS)]);
    workload.record(undefined);
    return { rate, rec, server, machine, offered, unanswered: inflight.size };
  }

  console.log(describeMachine());
  console.log(
    `\n${STUDENTS} students on an activity page (2 subscriptions each), 2 teachers browsing, ` +
      `1 teacher watching. Mix: ${MIX.map(([k, s]) => `${k} ${(s * 100).toFixed(0)}%`).join(', ')}; ` +
      `${STEP_S} s per rate.\n`,
  );
  await step(START, 5); // warm-up, not reported
  const results: Awaited<ReturnType<typeof step>>[] = [];
  for (let i = 0, rate = START; i < MAX_STEPS; i++, rate = Math.round(rate * FACTOR)) {
    const r = await step(rate, STEP_S);
    results.push(r);
    const p95 = percentile(r.rec.latency.get('all') ?? [], 0.95);
    process.stderr.write(`rate ${rate}/s: p95 ${ms(p95)} ms\n`);
    if (!(p95 <= LIMIT_MS)) break;
  }

  const p = (values: number[] | undefined, q: number) => ms(percentile(values ?? [], q));
  console.log(
    markdownTable(
      [
        'offered /s',
        'answered /s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'student page p95',
        'teacher page p95',
        'send p95',
        'first text p95',
        'teacher sees it p95',
        'errors',
      ],
      results.map(({ rate, rec, offered, unanswered }) => {
        const all = rec.latency.get('all') ?? [];
        const errors = [...rec.errors].map(([m, n]) => `${n}× ${m}`);
        if (rec.noFree()) errors.push(`${rec.noFree()} messages not sent (no student free)`);
        if (unanswered) errors.push(`${unanswered} unanswered after ${DRAIN_MS / 1000} s`);
        return [
          String(rate),
          (all.length / (offered / 1000)).toFixed(1),
          p(all, 0.5),
          p(all, 0.95),
          p(all, 0.99),
          p(rec.latency.get('student page'), 0.95),
          p(rec.latency.get('teacher page'), 0.95),
          p(rec.latency.get('chat message'), 0.95),
          p(rec.firstDelta, 0.95),
          p(rec.teacherSaw, 0.95),
          errors.join('; ') || '0',
        ];
      }),
    ),
  );
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  console.log('\nResources during each rate (CPU: 100% = one core):\n');
  console.log(
    markdownTable(
      [
        'offered /s',
        'app CPU',
        'app event loop busy',
        'loop delay p99',
        'DB pool in use',
        'DB pool waits',
        'PostgreSQL CPU',
        'load generator CPU',
        'other processes CPU',
        'machine CPU',
      ],
      results.map(({ rate, server, machine }) => [
        String(rate),
        pct(server.cpu),
        pct(server.elu),
        `${server.loopDelayP99.toFixed(0)} ms`,
        `${server.poolBusy.toFixed(1)} of ${server.poolMax}`,
        pct(server.poolWaitingShare),
        pct(machine.postgres),
        pct(machine.client),
        pct(Math.max(0, machine.machine - server.cpu - machine.postgres - machine.client)),
        `${pct(machine.machine)} of ${machine.cores * 100}%`,
      ]),
    ),
  );
  const held = results.filter((r) => percentile(r.rec.latency.get('all') ?? [], 0.95) <= LIMIT_MS);
  const last = held.at(-1);
  console.log(
    `\nHeld: ${last ? `${last.rate} operations/s` : 'none'} with p95 ≤ ${LIMIT_MS} ms.` +
      (workload.drops() ? ` ${workload.drops()} websockets dropped.` : ''),
  );
  await workload.close();
} finally {
  await app.close();
}
