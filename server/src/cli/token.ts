// npm run token -- EMAIL [NAME]: creates a personal API token for a user, straight in the
// database (works while the app runs on the same DATA_DIR), and prints it once.
import type { EntityManager } from '@mikro-orm/postgresql';
import { createApiToken } from '../auth/api-tokens.ts';
import { findUserByEmail } from '../auth/users.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';

const [email, name = 'operator token'] = process.argv.slice(2);
if (!email) {
  console.error('Usage: npm run token -- EMAIL [NAME]');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase(config);
let code = 0;
try {
  const em = db.orm.em.fork() as EntityManager;
  const user = await findUserByEmail(em, email);
  if (!user) {
    console.error(`No user with the email ${email}.`);
    code = 1;
  } else {
    const { token } = await createApiToken(em, user, name);
    console.log(token);
  }
} catch (err) {
  console.error((err as Error).message);
  code = 1;
} finally {
  await db.close();
}
process.exit(code);
