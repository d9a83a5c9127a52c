// A job queue for tests: pg-boss on the test database, driven by pg-boss's TestClock (time moves only
// when a test moves it), importing from the loopback replay server. `next('started')` and
// `next('settled')` resolve when a job attempt starts or ends here, so a test waits for the event
// itself, never for a length of time.

import type { FastifyBaseLogger } from 'fastify';
import type { SendOptions, TestClock } from 'pg-boss';
import type { DatabaseHandle } from '../../../../src/server/db/connect.ts';
import {
  createBoss,
  type ImportJob,
  type ImportQueue,
  importJobRunner,
  type JobEvent,
  startImportQueue,
} from '../../../../src/server/jobs/import-queue.ts';
import { queueOf } from '../../../../src/server/jobs/syncs.ts';
import { type Config, loadConfig } from '../../../../src/server/platform/config.ts';
import { TEST_KEY } from '../imports/import-context.ts';
import type { ReplayServer } from '../imports/replay-server.ts';

export const silentLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

/** House roll call 240 (8 September 2025) and Senate vote 7 (January 2025): the sources list these two. */
export const SENATE_MENU = '<?xml version="1.0"?><vote_summary><votes><vote><vote_number>00007</vote_number></vote></votes></vote_summary>';
export const SENATE_VOTE_7 = '/legislative/LIS/roll_call_votes/vote1191/vote_119_1_00007.xml';

export function listTwoRollCalls(server: ReplayServer) {
  server.always('congress', '/house-vote/119/1', { body: { houseRollCallVotes: [{ rollCallNumber: 240 }], pagination: {} } });
  server.always('senate', '/legislative/LIS/roll_call_lists/vote_menu_119_1.xml', {
    body: SENATE_MENU,
    headers: { 'content-type': 'application/xml' },
  });
}

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
 * Moves the clock a second (or `stepSeconds`) at a time (each move fires the workers' polls and the schedules' timers)
 * until `event` has happened; then the clock stands still while the job runs on real I/O.
 */
export async function tickUntil<T>(clock: TestClock, event: Promise<T>, maxSeconds = 900, stepSeconds = 1): Promise<T> {
  let happened = false;
  void event.then(() => (happened = true));
  for (let second = 0; second < maxSeconds && !happened; second += stepSeconds) {
    await clock.tick(stepSeconds * 1_000);
    // Lets the work a poll started reach its own I/O before time moves again.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!happened) throw new Error(`nothing happened within ${maxSeconds} seconds of the test clock`);
  return event;
}

/**
 * A votes job claimed by an instance that then dies part-way: it writes House roll call 240, then waits
 * for ever on Senate vote 7, and its instance stops without handing the job back (no more heartbeats).
 * `kill()` ends the stalled import as its process's end would, releasing the import's lock.
 */
export async function claimAndStall(
  handle: DatabaseHandle,
  config: Config,
  clock: TestClock,
  server: ReplayServer,
  sendOptions: SendOptions = {},
) {
  // The queues are made by an instance that then stops, so the dying one is the only one that could claim the job.
  await (await startTestQueue(handle, config, clock)).stop();
  const dying = createBoss(handle, clock);
  await dying.start();
  const jobId = (await dying.send(queueOf('votes'), { trigger: 'run-now' }, sendOptions))!;
  const [claimed] = await dying.fetch<ImportJob['data']>(queueOf('votes'));
  if (claimed?.id !== jobId) throw new Error('the dying instance did not claim the job');
  server.script('senate', SENATE_VOTE_7, [{ hang: true }]);
  const killed = new AbortController();
  const stalled = server.whenRequested('senate', SENATE_VOTE_7);
  const ended = importJobRunner(handle, config, silentLog, { clock, importOptions: { http: { timeoutMs: 600_000, retries: 0 } } })(
    'votes',
    {
      ...claimed,
      signal: killed.signal,
    },
  ).catch((error: unknown) => error);
  await stalled;
  await dying.stop({ graceful: false });
  return {
    jobId,
    kill: async () => {
      killed.abort();
      await ended;
    },
  };
}
