// The cheapest signed-in request: `me.get` with an API token (Authorization: Bearer),
// against the real app in its own process on a fresh PostgreSQL, next to plain Fastify and
// a minimal tRPC + superjson app answering the same shape in processes of their own. wrk
// drives each in turn, round after round, so the machine's noise falls on all three alike.
// Reports medians of requests per second, the app's share of the minimal tRPC app's
// throughput, and the app's and PostgreSQL's CPU per request.
//   node scripts/bench/request.ts [--rounds 5] [--seconds 5] [--connections 32]
import { execFile, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../server/test/support/ports.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { cpuMeter } from './lib/cpu.ts';
import { describeMachine } from './lib/machine.ts';
import { addStudents } from './lib/population.ts';
import { percentile } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 ? process.argv[i + 1] : undefined) ?? fallback;
};
const ROUNDS = Number(arg('rounds', '5'));
const SECONDS = Number(arg('seconds', '5'));
const CONNECTIONS = Number(arg('connections', '32'));

async function startReference(kind: 'fastify' | 'trpc') {
  const port = await freePort();
  const child = fork(fileURLToPath(new URL('./lib/reference-server.ts', import.meta.url)), [
    kind,
    String(port),
  ]);
  await once(child, 'message');
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.send('close');
      await once(child, 'exit');
    },
  };
}

/** wrk's requests per second over SECONDS, every answer checked to be a 200. */
async function load(url: string, headers: Record<string, string> = {}): Promise<number> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await promisify(execFile)('wrk', [...args, `${url}/trpc/me.get`]);
  if (/Non-2xx/.test(stdout)) throw new Error(`some answers were not 200:\n${stdout}`);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN);
}

const app = await startBenchApp({ LOG_LEVEL: 'warn' });
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
  const appCpuMs: number[] = [];
  const pgCpuMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await app.server.load();
    meter();
    const rate = await load(app.url, auth);
    const { cpu, seconds } = await app.server.load();
    const postgres = meter().postgres;
    runs.app.push(rate);
    appCpuMs.push(((cpu * seconds) / (rate * seconds)) * 1000);
    pgCpuMs.push(((postgres * seconds) / (rate * seconds)) * 1000);
    runs.trpc.push(await load(trpc.url));
    runs.fastify.push(await load(fastify.url));
    console.error(`round ${round + 1}: app ${rate.toFixed(0)} req/s`);
  }
  const median = (values: number[]) => percentile(values, 0.5);
  const rows = (['app', 'trpc', 'fastify'] as const).map((name) => [
    {
      app: 'TeachChat me.get (Bearer)',
      trpc: 'minimal tRPC + superjson',
      fastify: 'plain Fastify',
    }[name],
    median(runs[name]).toFixed(0),
    `${((median(runs.app) / median(runs[name])) * 100).toFixed(0)}%`,
  ]);
  console.log(describeMachine());
  console.log(`${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, wrk -t1; medians\n`);
  console.log(markdownTable(['server', 'req/s', 'app as share of it'], rows));
  console.log(
    `\napp CPU per request ${median(appCpuMs).toFixed(2)} ms, PostgreSQL CPU per request ${median(pgCpuMs).toFixed(2)} ms`,
  );
} finally {
  await fastify.close();
  await trpc.close();
  await app.close();
}
