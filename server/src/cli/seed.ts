// npm run db:seed: adds the demo school to a database that has no users yet.
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { seedIfEmpty } from '../services/demo-data.ts';

const config = loadConfig();
const db = await openDatabase(config);
try {
  const seeded = await seedIfEmpty(db.orm.em.fork() as EntityManager);
  console.log(
    seeded
      ? 'Demo data added: 1 admin, 2 teachers, 6 students, 3 courses (emails at example.edu).'
      : 'The database already has users; demo data was not added.',
  );
} finally {
  await db.close();
}
