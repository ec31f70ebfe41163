import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedCluster } from '../../src/db/embedded.ts';
import { freePort } from './ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/** One real PostgreSQL for the whole run; each test file creates its own database in it. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'teachchat-test-'));
  const cluster = await startEmbeddedCluster({ dir, port: await freePort() });
  project.provide('pgAdminUrl', cluster.url('postgres'));
  return async () => {
    await cluster.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
