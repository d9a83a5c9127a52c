// Entry point of `npm start`: configuration, database, migrations, first-start seed, listen, and a
// graceful shutdown (stop accepting, let in-flight requests finish, close the database).
import { buildApp } from './app.ts';
import { connectDatabase } from './db/connect.ts';
import { seedDemoCandidates, seedDemoContent, seedDemoRollCalls } from './demo/seed.ts';
import { chooseDemoStatehouses, startDemoStatehouses } from './jobs/demo-statehouses.ts';
import { startDigestJobs } from './jobs/digest-jobs.ts';
import { startImportQueue } from './jobs/import-queue.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { loggerOptions } from './platform/logging.ts';
import { rematchCandidates } from './repositories/candidate-scores.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line naming the variable, no stack trace.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const database = connectDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, logger: loggerOptions(config) });
  // Fills the stored candidate matches after the migration that adds them (matching runs in TypeScript,
  // not SQL), and mends any a crash left behind; a pass over names, writing only what changed.
  await rematchCandidates(app.db);
  app.addHook('onClose', async () => database.close());

  // The demo seed belongs to the zero-setup embedded database only; a real deployment starts empty.
  const demo = database.kind === 'pglite' && !config.isProduction;
  if (demo) {
    await seedDemoContent(app.db, app.log);
    await seedDemoRollCalls(app.db, app.log);
    await seedDemoCandidates(app.db, app.log);
    // Which state legislatures the first start loads once it answers: on record now, so the first answers
    // already say they are being loaded (docs/decisions/0327-legiscan-sync-and-statehouses-on-the-queue.md).
    await chooseDemoStatehouses({ db: app.db, config, log: app.log }, new Date());
  }
  // Migrations, rematching and the seed wrote outside any route: other instances (on PostgreSQL) drop
  // every answer they keep, and this one starts from what is in the database now.
  await app.responseCache.invalidate(['*']);

  // Scheduled syncs (docs/decisions/0240-job-queue.md). On shutdown a running import gets a few seconds to
  // finish; past that its job is handed back and the next start (or another instance) resumes it.
  const queue = await startImportQueue(database, config, app.log);
  app.importQueue = queue;
  // Email digests share the queue's database and its stop (docs/decisions/0261-email-digests.md).
  await startDigestJobs(queue.boss, { db: app.db, mailer: app.mailer, config, log: app.log });
  app.addHook('preClose', async () => queue.stop());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The state legislatures load on the queue after the first answer: they never delay it.
  if (demo) await startDemoStatehouses(queue.boss, { db: app.db, config, log: app.log });
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
