import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it('npm run token makes a token that scripts/cli.ts uses to print who it belongs to', async () => {
  const env = { ...process.env, DATABASE_URL: app.databaseUrl, LOG_LEVEL: 'silent' };
  const made = await run(process.execPath, ['server/src/cli/token.ts', 'James.Chen@example.edu'], {
    cwd: root,
    env,
  });
  const token = made.stdout.trim();
  expect(token).toMatch(/^tc_/);
  const me = await run(process.execPath, ['scripts/cli.ts', 'me'], {
    cwd: root,
    env: { ...env, TEACHCHAT_URL: app.url, TEACHCHAT_TOKEN: token },
  });
  expect(JSON.parse(me.stdout).user).toMatchObject({
    email: 'james.chen@example.edu',
    role: 'teacher',
  });
});

it('npm run token explains an unknown email', async () => {
  const env = { ...process.env, DATABASE_URL: app.databaseUrl };
  const error = await run(process.execPath, ['server/src/cli/token.ts', 'ghost@example.edu'], {
    cwd: root,
    env,
  }).catch((e: { stderr: string; code: number }) => e);
  expect(error).toMatchObject({ code: 1 });
  expect((error as { stderr: string }).stderr).toContain(
    'No user with the email ghost@example.edu',
  );
});
