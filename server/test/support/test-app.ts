import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { parseConfig } from '../../src/config.ts';
import { freePort } from './ports.ts';

export interface TestApp extends App {
  url: string;
  databaseName: string;
  databaseUrl: string;
}

/** A fresh database in the shared test cluster, every migration already applied. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name} template ${inject('pgTemplate')}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.href };
}

/**
 * The real app (buildApp) listening on a free port, on its own fresh database, with the
 * local OpenID provider. Pass `databaseUrl` to run a second node on the same database.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = env.DATABASE_URL
    ? { name: new URL(env.DATABASE_URL).pathname.slice(1), url: env.DATABASE_URL }
    : await createTestDatabase();
  // Another test file may take the chosen port first: try again with another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), database, env);
    } catch (err) {
      if ((err as { code?: string }).code !== 'EADDRINUSE' || attempt === 3) throw err;
    }
  }
}

async function startOn(
  port: number,
  database: { name: string; url: string },
  env: Record<string, string>,
): Promise<TestApp> {
  const config = parseConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DEMO_DATA: 'true',
    DEV_LOGIN: 'true',
    DEV_OIDC_PORT: '0',
    SERVE_WEB: 'false',
    OFFLINE_WORD_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp(config);
  try {
    await app.fastify.listen({ host: config.host, port });
  } catch (err) {
    await app.close();
    throw err;
  }
  return { ...app, url: config.publicUrl, databaseName: database.name, databaseUrl: database.url };
}
