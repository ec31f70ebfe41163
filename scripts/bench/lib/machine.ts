import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';

/** One line naming the machine and the day, for the results in docs/benchmarks.md. */
export function describeMachine(): string {
  const cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
  const memory = `${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM`;
  const date = new Date().toISOString().slice(0, 10);
  return `${date} · ${cpu} · ${availableParallelism()} cores · ${memory} · Node ${process.version}`;
}
