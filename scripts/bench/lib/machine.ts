import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';

/**
 * One line naming the machine and the day, for the results in docs/benchmarks.md. The load
 * average says whether something else was competing for the cores during the run.
 */
export function describeMachine(): string {
  const cpu =
    /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
  const memory = `${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM`;
  const date = new Date().toISOString().slice(0, 10);
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return `${date} · ${cpu} · ${availableParallelism()} cores · ${memory} · Node ${process.version} · load average at start ${load}`;
}
