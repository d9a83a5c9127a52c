// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database).

import { connectDatabase } from '../db/connect.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';

try {
  const config = loadConfig();
  const database = connectDatabase(config);
  await database.migrate();
  await database.close();
  console.log(`Migrations applied (${config.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${config.DATA_DIR}`}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
