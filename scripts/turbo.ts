// npm run build, lint, typecheck, test and start: turbo with its telemetry off. The variable is
// set here, not in package.json, where `VAR=1 cmd` is POSIX shell syntax that Windows' cmd
// does not run.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const turbo = createRequire(import.meta.url).resolve('turbo/bin/turbo');
const run = spawnSync(process.execPath, [turbo, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
if (run.error) throw run.error;
process.exitCode = run.status ?? 1;
