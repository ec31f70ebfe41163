import { existsSync } from 'node:fs';
import { mkdir, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// The cgroup v1 CPU controller; creating a group there needs root.
const CPU_CONTROLLER = '/sys/fs/cgroup/cpu';
const PERIOD_US = 100_000;

export interface CpuGroup {
  /** Moves a process, with every thread it has and will start, into the group. */
  add(pid: number): Promise<void>;
  /** Removes the group, once the processes in it have ended. */
  remove(): Promise<void>;
}

/**
 * A CPU cgroup that holds at most `cores` cores' worth of CPU for all its processes
 * together, and whose processes compete with the rest of the machine as one process would
 * (cpu.shares 1024). One app node or several in it have the same CPU: pinning with taskset
 * does not give that on a shared machine, where the scheduler gives each busy process its
 * share, so two nodes would take two shares of the other work's cores.
 */
export async function createCpuGroup(cores: number): Promise<CpuGroup> {
  if (!existsSync(join(CPU_CONTROLLER, 'cpu.cfs_quota_us'))) {
    throw new Error(`--app-cores needs the cgroup v1 CPU controller at ${CPU_CONTROLLER}`);
  }
  const dir = join(CPU_CONTROLLER, `teachchat-bench-${process.pid}`);
  await mkdir(dir);
  await writeFile(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
  await writeFile(join(dir, 'cpu.cfs_quota_us'), String(Math.round(cores * PERIOD_US)));
  return {
    add: (pid) => writeFile(join(dir, 'cgroup.procs'), String(pid)),
    remove: () => rmdir(dir),
  };
}
