// npm run db:migrate: applies pending migrations (the app also does this at start-up).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';

const config = loadConfig();
const db = await openDatabase(config);
const executed = await db.orm.migrator.getExecuted();
console.log(`Database is up to date (${executed.length} migrations applied).`);
await db.close();
