// The cheapest signed-in request: `me.get` with an API token (Authorization: Bearer),
// against the real app in its own process on a fresh PostgreSQL, next to plain Fastify and
// a minimal tRPC + superjson app answering the same shape in processes of their own. wrk
// drives each in turn, round after round, so the machine's noise falls on all three alike.
// Reports medians of requests per second, the app's share of the minimal tRPC app's
// throughput, and the app's and PostgreSQL's CPU per request.
//   node scripts/bench/request.ts [--rounds 5] [--seconds 5] [--connections 32] [--log-level info]
// --log-level: the app's LOG_LEVEL, `info` as .env.example ships it (a line a request).
import { execFile, fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../server/test/support/ports.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { cpuMeter } from './lib/cpu.ts';
import { describeMachine } from './lib/machine.ts';
import { addStudents } from './lib/population.ts';
import { percentile } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';
import { arg } from './lib/args.ts';

const ROUNDS = Number(arg('rounds', '5'));
const SECONDS = Number(arg('seconds', '5'));
const CONNECTIONS = Number(arg('connections', '32'));
const LOG_LEVEL = arg('log-level', 'info');

async function startReference(kind: 'fastify' | 'trpc') {
  const port = await freePort();
  const child = fork(fileURLToPath(new URL('./lib/reference-server.ts', import.meta.url)), [
    kind,
    String(port),
  ]);
  await once(child, 'message');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    close: async () => {
      child.send('close');
      await once(child, 'exit');
    },
  };
}

const TICKS_PER_SECOND = 100;
/** CPU seconds a process has used (user + system), from /proc/PID/stat. */
function cpuSeconds(pid: number): number {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text
    .slice(text.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return ((fields[11] ?? 0) + (fields[12] ?? 0)) / TICKS_PER_SECOND;
}

/** wrk's requests per second over SECONDS, every answer checked to be a 200. */
async function load(url: string, headers: Record<string, string> = {}): Promise<number> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await promisify(execFile)('wrk', [...args, `${url}/trpc/me.get`]);
  if (/Non-2xx/.test(stdout)) throw new Error(`some answers were not 200:\n${stdout}`);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN);
}

const app = await startBenchApp({ LOG_LEVEL });
const fastify = await startReference('fastify');
const trpc = await startReference('trpc');
try {
  const [student] = await addStudents(app.orm, { courseCode: 'CS101', count: 1, tokens: true });
  const auth = { authorization: `Bearer ${student?.token}` };
  console.error(describeMachine());
  // Warm-up: JIT, the pool's connections, caches.
  await load(app.url, auth);
  await load(trpc.url);
  await load(fastify.url);
  const meter = cpuMeter(app.postgresPid);
  const runs: Record<'app' | 'trpc' | 'fastify', number[]> = { app: [], trpc: [], fastify: [] };
  const cpuMs: Record<'app' | 'trpc' | 'fastify', number[]> = { app: [], trpc: [], fastify: [] };
  const pgCpuMs: number[] = [];
  // Requests per second, and the server's CPU per request (ms): the machine is shared, so
  // CPU per request is the steadier figure when others compete for the cores.
  const measure = async (pid: number, url: string, headers?: Record<string, string>) => {
    const before = cpuSeconds(pid);
    const rate = await load(url, headers);
    return { rate, cpuMs: ((cpuSeconds(pid) - before) / (rate * SECONDS)) * 1000 };
  };
  const pids = { app: app.server.pid, trpc: trpc.pid, fastify: fastify.pid };
  for (let round = 0; round < ROUNDS; round++) {
    meter();
    const ours = await measure(pids.app, app.url, auth);
    pgCpuMs.push(((meter().postgres * SECONDS) / (ours.rate * SECONDS)) * 1000);
    for (const [name, result] of [
      ['app', ours],
      ['trpc', await measure(pids.trpc, trpc.url)],
      ['fastify', await measure(pids.fastify, fastify.url)],
    ] as const) {
      runs[name].push(result.rate);
      cpuMs[name].push(result.cpuMs);
    }
    console.error(`round ${round + 1}: app ${ours.rate.toFixed(0)} req/s`);
  }
  const median = (values: number[]) => percentile(values, 0.5);
  const names = {
    app: 'TeachChat me.get (Bearer)',
    trpc: 'minimal tRPC + superjson',
    fastify: 'plain Fastify',
  };
  const rows = (['app', 'trpc', 'fastify'] as const).map((name) => [
    names[name],
    median(runs[name]).toFixed(0),
    median(cpuMs[name]).toFixed(3),
    `${((median(runs.app) / median(runs[name])) * 100).toFixed(0)}%`,
    `${((median(cpuMs[name]) / median(cpuMs.app)) * 100).toFixed(0)}%`,
  ]);
  console.log(describeMachine());
  console.log(`${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, wrk -t1; medians\n`);
  console.log(
    markdownTable(
      ['server', 'req/s', 'CPU per request (ms)', 'app req/s as share', 'app by CPU as share'],
      rows,
    ),
  );
  console.log(`\nPostgreSQL CPU per request of the app: ${median(pgCpuMs).toFixed(3)} ms`);
} finally {
  await fastify.close();
  await trpc.close();
  await app.close();
}
