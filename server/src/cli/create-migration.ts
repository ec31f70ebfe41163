// Writes a migration for the difference between the entities and a scratch database
// that has every existing migration applied. Run: npm run db:migration:create
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/orm.ts';

const config = loadConfig({ DEMO_DATA: 'false' });
const db = await openDatabase(config, { database: `scratch_${Date.now()}` });
try {
  await migrate(db.orm);
  const result = await db.orm.migrator.create(undefined, false, false);
  console.log(result.fileName ? `Wrote ${result.fileName}` : 'No schema changes.');
} finally {
  await db.close({ dropDatabase: true });
}
