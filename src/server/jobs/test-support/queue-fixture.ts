// A job queue for tests: pg-boss on the test database, driven by pg-boss's TestClock (time moves only
// when a test moves it), importing from the loopback replay server. `next('started')` and
// `next('settled')` resolve when a job attempt starts or ends here, so a test waits for the event
// itself, never for a length of time.
import type { TestClock } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import type { ReplayServer } from '../../imports/test-support/replay-server.ts';
import { TEST_KEY } from '../../imports/test-support/import-context.ts';
import { startImportQueue, type ImportQueue, type JobEvent } from '../import-queue.ts';

export const silentLog = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

export function queueConfig(server: ReplayServer, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/civic-ledger-import-tests',
    SESSION_SECRET: 'x'.repeat(32),
    CONGRESS_API_KEY: TEST_KEY,
    CONGRESS_API_URL: server.base('congress'),
    SENATE_URL: server.base('senate'),
    FEC_API_URL: server.base('fec'),
    SYNC_MEMBERS_CRON: 'off',
    SYNC_BILLS_CRON: 'off',
    ...env,
  });
}

export type TestQueue = ImportQueue & {
  /** Resolves with the next job attempt of this queue that starts (or ends). */
  next: (phase: JobEvent['phase']) => Promise<JobEvent>;
  events: JobEvent[];
};

export async function startTestQueue(handle: DatabaseHandle, config: Config, clock: TestClock): Promise<TestQueue> {
  const waiting: { phase: JobEvent['phase']; resolve: (event: JobEvent) => void }[] = [];
  const events: JobEvent[] = [];
  const queue = await startImportQueue(handle, config, silentLog, {
    clock,
    pollingIntervalSeconds: 1,
    stopTimeoutMs: 2_000,
    importOptions: { http: { timeoutMs: 2_000, retries: 0 } },
    onJob: (event) => {
      events.push(event);
      // Every waiter for this phase hears it: one left over from a race another instance won is not owed a later event.
      for (const waiter of waiting.filter((w) => w.phase === event.phase)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    },
  });
  return { ...queue, events, next: (phase) => new Promise((resolve) => waiting.push({ phase, resolve })) };
}

/**
 * Moves the clock a second at a time (each move fires the workers' polls and the schedules' timers)
 * until `event` has happened; then the clock stands still while the job runs on real I/O.
 */
export async function tickUntil<T>(clock: TestClock, event: Promise<T>, maxSeconds = 900): Promise<T> {
  let happened = false;
  void event.then(() => (happened = true));
  for (let second = 0; second < maxSeconds && !happened; second++) {
    await clock.tick(1_000);
    // Lets the work a poll started reach its own I/O before time moves again.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!happened) throw new Error(`nothing happened within ${maxSeconds} seconds of the test clock`);
  return event;
}
