// The import job queue (docs/decisions/0240-job-queue.md): pg-boss on the app's own database, PostgreSQL
// or the embedded PGlite, so both run the same jobs through the same code. One queue per sync, each
// 'exclusive' (at most one job queued or running, across every instance), with retries backing off, a
// dead-letter queue for jobs whose retries are spent, and heartbeats so a job whose worker died is handed
// to another. Schedules live in the database too: a cron tick creates one job whichever instances see it.

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, fromPglite, type Job, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { SyncName } from '../../shared/schemas/imports.ts';
import { notifyInvalidation } from '../cache/invalidation-bus.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { isImportRunning } from '../db/import-lock.ts';
import { importRuns } from '../db/schema.ts';
import { redactSecrets } from '../imports/http/redact-url.ts';
import { alreadyRunning, type ImportOptions, SetupRequiredError, setupProblem } from '../imports/service.ts';
import type { Config } from '../platform/config.ts';
import { closeAbandonedRuns, closeDeadLetteredRun, recordQueuedRun } from '../repositories/import-runs.ts';
import { configuredSchedule, DEAD_LETTER_QUEUE, queueOf, SYNC_NAMES, SYNCS, syncOfQueue } from './syncs.ts';

export type QueueTuning = {
  /** Tests pass pg-boss's TestClock; the app runs on the system clock. */
  clock?: Clock;
  /** Passed to every import the queue runs (tests: the replay server's transport and tiny timeouts). */
  importOptions?: ImportOptions;
  /** How often an idle worker looks for a job; the schedules' own timers are pg-boss's. */
  pollingIntervalSeconds?: number;
  /** How long a graceful stop waits for a running import before handing its job back. */
  stopTimeoutMs?: number;
  /** Told when a job's attempt starts and ends here (tests wait for these instead of sleeping). */
  onJob?: (event: JobEvent) => void;
};

export type JobEvent = { phase: 'started' | 'settled' | 'dead-lettered'; sync: SyncName | null; jobId: string; error?: unknown };

export type ImportQueue = {
  /** Queues a run of the sync now; ImportInProgressError while one is queued or running. */
  runNow: (sync: SyncName, requestedBy: string | null) => Promise<string>;
  /** Each sync's schedule and its next run. */
  schedules: () => { sync: SyncName; cron: string | null; off: 'setting' | 'missing-key' | null; nextRunAt: Date | null }[];
  /** Waits for a running import to finish (up to the stop timeout), then hands its job back and stops. */
  stop: () => Promise<void>;
  boss: PgBoss;
};

/** Three tries after the first, 1, 2 then 4 minutes apart: an outage of a few minutes costs no run. */
const RETRY = { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 30 * 60 };
/** A worker that stops beating for a minute is taken for dead and its job is handed to another. */
const HEARTBEAT_SECONDS = 60;
/**
 * How long a shutdown lets a running import go on before its job is handed back: inside the server's 10 s
 * shutdown budget, with time left for the import to stop at its item and the pools to close.
 */
const STOP_TIMEOUT_MS = 6_000;
/** The longest any import may take: the whole 50-state legislation refresh is far inside it. */
const EXPIRE_SECONDS = 3 * 60 * 60;

export async function startImportQueue(
  database: DatabaseHandle,
  config: Config,
  log: FastifyBaseLogger,
  tuning: QueueTuning = {},
): Promise<ImportQueue> {
  const clock = tuning.clock;
  const now = () => new Date(clock ? clock.now() : Date.now());
  const boss = createBoss(database, clock);
  boss.on('error', (error) => log.error({ err: error }, 'import queue error'));
  await boss.start();

  await boss.createQueue(DEAD_LETTER_QUEUE).catch(() => undefined);
  for (const sync of SYNC_NAMES) {
    const options = {
      policy: 'exclusive' as const,
      ...RETRY,
      expireInSeconds: EXPIRE_SECONDS,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      deadLetter: DEAD_LETTER_QUEUE,
    };
    if (await boss.getQueue(queueOf(sync))) await boss.updateQueue(queueOf(sync), { ...RETRY, expireInSeconds: EXPIRE_SECONDS });
    else await boss.createQueue(queueOf(sync), options);
    const { cron } = configuredSchedule(config, sync);
    if (cron) await boss.schedule(queueOf(sync), cron, { trigger: 'schedule' }, { tz: config.SYNC_TIMEZONE });
    else await boss.unschedule(queueOf(sync));
  }

  // A button's or the CLI's run that was running when its process died is over: nothing will finish it.
  await closeAbandonedRuns(database.db, (sync) => isImportRunning(database.db, sync), now());

  const runJob = importJobRunner(database, config, log, tuning);
  // Handlers still running: a stop waits for them to end (they stop at once when their job's signal aborts),
  // so the database is never closed under an import still writing its run's record.
  const running = new Set<Promise<void>>();
  for (const sync of SYNC_NAMES) {
    await boss.work<ImportJob['data']>(queueOf(sync), { pollingIntervalSeconds: tuning.pollingIntervalSeconds ?? 5 }, async ([job]) => {
      tuning.onJob?.({ phase: 'started', sync, jobId: job!.id });
      const attempt = runJob(sync, job!);
      const settled = attempt.then(
        () => undefined,
        () => undefined,
      );
      running.add(settled);
      try {
        await attempt;
        tuning.onJob?.({ phase: 'settled', sync, jobId: job!.id });
      } catch (error) {
        if (job!.signal.aborted) log.info({ sync, job: job!.id }, 'import job handed back to the queue');
        else log.warn({ err: error, sync, job: job!.id }, 'import job failed; the queue retries it');
        tuning.onJob?.({ phase: 'settled', sync, jobId: job!.id, error });
        throw error;
      } finally {
        running.delete(settled);
      }
    });
  }

  // A job whose retries are spent lands in the dead-letter queue: its run is marked failed there, so none
  // reads 'running' for ever (one whose worker died on its last attempt would). The job stays for the operator.
  await boss.work(
    DEAD_LETTER_QUEUE,
    { pollingIntervalSeconds: tuning.pollingIntervalSeconds ?? 5, includeMetadata: true },
    async (jobs: JobWithMetadata[]) => {
      for (const job of jobs) {
        if (!job.sourceId) continue;
        const error = failureOf(job.sourceOutput);
        await closeDeadLetteredRun(database.db, { jobId: job.sourceId, attempts: (job.sourceRetryCount ?? 0) + 1, error, now: now() });
        tuning.onJob?.({ phase: 'dead-lettered', sync: syncOfQueue(job.sourceName), jobId: job.sourceId });
      }
    },
  );

  return {
    boss,
    runNow: async (sync, requestedBy) => {
      const problem = setupProblem(sync, config);
      if (problem) throw new SetupRequiredError(problem);
      const busy = alreadyRunning(sync);
      if (await isImportRunning(database.db, sync)) throw busy;
      const id = await boss.send(queueOf(sync), { trigger: 'run-now' });
      // The queue's exclusive policy refused a second job: one is queued or running.
      if (!id) throw busy;
      await recordQueuedRun(database.db, { sync, trigger: 'run-now', jobId: id, requestedBy, now: now() });
      return id;
    },
    schedules: () =>
      SYNC_NAMES.map((sync) => {
        const schedule = configuredSchedule(config, sync);
        const nextRunAt = schedule.cron
          ? (boss.previewSchedule(schedule.cron, { tz: config.SYNC_TIMEZONE, from: now(), count: 1 })[0] ?? null)
          : null;
        return { sync, ...schedule, nextRunAt };
      }),
    stop: async () => {
      await boss.stop({ graceful: true, timeout: tuning.stopTimeoutMs ?? STOP_TIMEOUT_MS });
      await Promise.all(running);
    },
  };
}

/** pg-boss on the app's database: its own small pool on PostgreSQL, the same in-process database on PGlite. */
export function createBoss(database: DatabaseHandle, clock?: Clock): PgBoss {
  return new PgBoss({
    ...(database.pglite
      ? { db: fromPglite(database.pglite), backend: 'pglite' as const }
      : { connectionString: database.connectionString!, max: 3 }),
    schema: 'pgboss',
    clock,
    application_name: 'civic-ledger-jobs',
  });
}

export type ImportJob = Job<{ trigger?: 'schedule' | 'run-now' }>;

/** One attempt at a sync's job: the import, on record as the job's run; then every instance's cache follows what changed. */
export function importJobRunner(database: DatabaseHandle, config: Config, log: FastifyBaseLogger, tuning: QueueTuning = {}) {
  const now = () => new Date(tuning.clock ? tuning.clock.now() : Date.now());
  return async (sync: SyncName, job: ImportJob) => {
    await SYNCS[sync].run({
      db: database.db,
      config,
      clock: now,
      signal: job.signal,
      origin: { trigger: job.data?.trigger ?? 'schedule', jobId: job.id, willRetry: job.retryCount < RETRY.retryLimit },
      options: { ...tuning.importOptions, incremental: true },
      progress: (line) => log.debug({ import: line, sync }, 'import progress'),
    });
    // Scores were recomputed inside the run when it changed anything; every instance's cache follows.
    const [run] = await database.db
      .select({ added: importRuns.added, updated: importRuns.updated })
      .from(importRuns)
      .where(eq(importRuns.jobId, job.id));
    if (run && run.added + run.updated > 0) await notifyInvalidation(database.db, SYNCS[sync].topics);
  };
}

/**
 * The error a dead-lettered job failed with: what its handler threw, or what the queue decided (pg-boss
 * writes `{ value: { message } }` when a job's heartbeat or time ran out).
 */
function failureOf(output: object | null): string | undefined {
  const shaped = output as { message?: unknown; value?: { message?: unknown } } | null;
  const message = shaped?.message ?? shaped?.value?.message;
  return typeof message === 'string' ? redactSecrets(message) : undefined;
}
