import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CpuGroup } from './cpu-group.ts';
import type { ChildMessage, ChildRequest, Command, LoadSample, ServerStats } from './server-ipc.ts';

export interface ServerProcess {
  pid: number;
  /** Resources now; `gc` runs full collections first, so heap numbers compare across time. */
  stats(opts?: { gc?: boolean }): Promise<ServerStats>;
  /** CPU, event loop and database pool use since the previous call. */
  load(): Promise<LoadSample>;
  close(): Promise<void>;
}

/**
 * Starts the app (server-child.ts) in its own Node process with --expose-gc, configured by
 * `env` as main.ts would be by the environment. Its log goes to our stderr, so the tables on
 * stdout stay clean. `cpuGroup` holds it, from before it starts the app.
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { cpuGroup?: CpuGroup } = {},
): Promise<ServerProcess> {
  const child = fork(fileURLToPath(new URL('./server-child.ts', import.meta.url)), [], {
    // Without bytecode flushing, code that has not run for a while stays in the heap, so
    // heap figures between runs differ by what the app holds, not by what V8 evicted.
    execArgv: [
      '--expose-gc',
      '--no-flush-bytecode',
      // BENCH_CPU_PROF=dir: the app writes a CPU profile there when it exits.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      // BENCH_APP_NODE_OPTIONS: V8 or Node flags for the app alone (e.g. a GC setting to try).
      ...(process.env.BENCH_APP_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
    ],
    env: { ...process.env, BENCH_APP_ENV: JSON.stringify(env) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  if (opts.cpuGroup && child.pid) await opts.cpuGroup.add(child.pid);
  child.stdout?.pipe(process.stderr);
  child.stderr?.pipe(process.stderr);
  const pending = new Map<number, (result: unknown) => void>();
  let nextId = 1;
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the app's process exited (${code})`)));
    child.on('message', (message: ChildMessage) => {
      if ('id' in message) pending.get(message.id)?.(message.result);
      else if (message.kind === 'ready') resolve();
      else reject(new Error(`the app did not start:\n${message.message}`));
    });
  });
  const ask = <T>(command: Command): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (result) => {
        pending.delete(id);
        if (result && typeof result === 'object' && 'error' in result) {
          reject(new Error(String(result.error)));
        } else resolve(result as T);
      });
      child.send({ ...command, id } satisfies ChildRequest);
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid ?? 0,
    stats: (opts = {}) => ask<ServerStats>({ kind: 'stats', gc: opts.gc ?? false }),
    load: () => ask<LoadSample>({ kind: 'load' }),
    async close() {
      if (child.exitCode !== null) return;
      await ask({ kind: 'close' });
      await exited;
    },
  };
}
