// Shared start of the operator commands: parse the configuration (one clear line when it is invalid),
// open and migrate the configured database, run the command, always close the database.

import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { type Config, ConfigError, loadConfig } from '../platform/config.ts';

/** Resolves to the process exit code: the command's own, or 2 for invalid configuration. */
export async function withConfiguredDatabase(command: (database: DatabaseHandle, config: Config) => Promise<number>): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 2;
  }
  const database = connectDatabase(config);
  try {
    await database.migrate();
    return await command(database, config);
  } finally {
    await database.close();
  }
}
