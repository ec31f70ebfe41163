// npm run db:migration:create: writes a migration for the difference between the entities
// and a scratch database with every existing migration applied, and lists it in
// src/db/migrations/index.ts.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/orm.ts';

const INDEX = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../db/migrations/index.ts',
);

async function listInIndex(className: string): Promise<void> {
  const source = await readFile(INDEX, 'utf8');
  const withImport = source.replace(
    /(import \{ Migration\w+ \} from '\.\/Migration\w+\.ts';\n)(?!import \{ Migration)/,
    `$1import { ${className} } from './${className}.ts';\n`,
  );
  const withEntry = withImport.replace(
    /\n\];\s*$/,
    `\n  { name: '${className}', class: ${className} },\n];\n`,
  );
  await writeFile(INDEX, withEntry);
}

const config = loadConfig({ DEMO_DATA: 'false' });
const db = await openDatabase(config, { database: `scratch_${Date.now()}` });
try {
  await migrate(db.orm);
  const result = await db.orm.migrator.create(undefined, false, false);
  if (!result.fileName) {
    console.log('No schema changes.');
  } else {
    await listInIndex(path.basename(result.fileName, '.ts'));
    console.log(`Wrote ${result.fileName} and listed it in src/db/migrations/index.ts.`);
  }
} finally {
  await db.close({ dropDatabase: true });
}
