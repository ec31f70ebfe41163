import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

it('leaves a process its own exit code (a failed test run fails)', async () => {
  const script = `await import(${JSON.stringify(new URL('./embedded.ts', import.meta.url).href)}); process.exitCode = 3;`;
  const exit = await run(process.execPath, ['--input-type=module', '-e', script]).then(
    () => 0,
    (error: { code?: number }) => error.code,
  );
  expect(exit).toBe(3);
});
