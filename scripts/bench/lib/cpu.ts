import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** utime, stime, cutime, cstime and the parent of a process, from /proc/PID/stat. */
function procStat(pid: string): { ppid: number; own: number; children: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const f = text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const at = (i: number) => f[i] ?? 0;
    return { ppid: at(1), own: at(11) + at(12), children: at(13) + at(14) };
  } catch {
    return undefined; // the process ended meanwhile
  }
}

/** CPU seconds used by PostgreSQL: the postmaster, its live backends, and ended ones. */
function postgresSeconds(postmaster: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = procStat(pid);
    if (Number(pid) === postmaster) ticks += (stat?.own ?? 0) + (stat?.children ?? 0);
    else if (stat?.ppid === postmaster) ticks += stat.own;
  }
  return ticks / TICKS_PER_SECOND;
}

/** Busy and total CPU seconds of the whole machine (all cores), from /proc/stat. */
function machineSeconds(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const f = line.trim().split(/\s+/).slice(1).map(Number);
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (f[3] ?? 0) + (f[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

export interface CpuSample {
  /** Cores' worth of CPU (1 = one core busy the whole time). */
  postgres: number;
  /** This process: the load generator. */
  client: number;
  /** Every process on the machine, including anything else running. */
  machine: number;
  cores: number;
}

/** A meter: each call returns the CPU used since the previous call. */
export function cpuMeter(postmasterPid: number): () => CpuSample {
  let last = {
    at: performance.now(),
    postgres: postgresSeconds(postmasterPid),
    client: process.cpuUsage(),
    machine: machineSeconds(),
  };
  return () => {
    const now = {
      at: performance.now(),
      postgres: postgresSeconds(postmasterPid),
      client: process.cpuUsage(),
      machine: machineSeconds(),
    };
    const wall = (now.at - last.at) / 1000;
    const client = process.cpuUsage(last.client);
    const cores = availableParallelism();
    const machineTotal = now.machine.total - last.machine.total;
    const sample = {
      postgres: (now.postgres - last.postgres) / wall,
      client: (client.user + client.system) / 1e6 / wall,
      machine:
        machineTotal > 0 ? ((now.machine.busy - last.machine.busy) / machineTotal) * cores : 0,
      cores,
    };
    last = now;
    return sample;
  };
}
