// (f) Scheduled syncs through a database restart: two app instances on one PostgreSQL database, the votes
// and bills syncs firing every minute against the loopback replay server, the database restarted as the
// second tick's jobs are made (while its runs are under way). Afterwards every tick must have given exactly one run of
// each sync, finished (docs/decisions/0240-job-queue.md): no duplicate, none lost.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { currentCongress } from '../../src/server/imports/service.ts';
import { queueOf } from '../../src/server/jobs/syncs.ts';
import { startReplayServer } from '../../tests/support/server/imports/replay-server.ts';
import { startTsProcess } from '../scale/processes.ts';

const SYNCS = ['votes', 'legislation'] as const;
const MINUTE = 60_000;

export type SyncsResult = {
  ticks: number;
  scheduled: number;
  jobs: number;
  /** Jobs made in a minute with no tick of the window (a cron pass late by more than a minute). */
  strays: number;
  completed: number;
  /** Ticks that added nothing because the sync's earlier job was still queued, running or waiting to retry (by design). */
  skipped: number;
  duplicates: number;
  lost: string[];
  failedRuns: number;
  resumedRuns: number;
  restartMs: number;
  exitCodes: (number | null)[];
};

type JobRow = { queue: string; tick: Date; id: string; createdAt: Date; completedAt: Date | null };
type RunRow = { jobId: string; sync: string; status: string; attempt: number };

export async function runSyncs(options: {
  clusterUrl: string;
  dataDir: string;
  minutes: number;
  restart: () => Promise<void>;
}): Promise<SyncsResult> {
  await withClient(options.clusterUrl, async (admin) => {
    await admin.query('drop database if exists civic_stress_syncs');
    await admin.query('create database civic_stress_syncs');
  });
  const url = new URL(options.clusterUrl);
  url.pathname = '/civic_stress_syncs';
  const databaseUrl = url.toString();

  const replay = await startReplayServer();
  // The votes sync lists the sitting session's House roll calls: answered with the recorded ones.
  const { congress, session } = currentCongress(new Date());
  replay.always(
    'congress',
    `/house-vote/${congress}/${session}`,
    { file: 'congress-gov/concord_list_house_119_1.json' },
    (q) => Number(q.get('offset') ?? 0) === 0,
  );
  replay.always(
    'congress',
    `/house-vote/${congress}/${session}`,
    { body: { houseRollCallVotes: [] } },
    (q) => Number(q.get('offset') ?? 0) > 0,
  );
  replay.always('congress', `/house-vote/${congress}/${session}/240`, { file: 'congress-gov/concord_detail_house_119_1_240.json' });
  replay.always('congress', `/house-vote/${congress}/${session}/240/members`, {
    file: 'congress-gov/concord_members_house_119_1_240.json',
  });
  // After the first good bills run (the newest 20, as recorded), Congress.gov reports no bill changed since.
  replay.always('congress', '/bill', { body: { bills: [], pagination: { count: 0 } } }, (q) => q.has('fromDateTime'));

  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const env = (name: string) => ({
    ...inherited,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: 'https://civic.example',
    DATA_DIR: path.join(options.dataDir, name),
    DATABASE_URL: databaseUrl,
    CONGRESS_API_KEY: 'stress-dummy-key',
    CONGRESS_API_URL: replay.base('congress'),
    SENATE_URL: replay.base('senate'),
    SYNC_TIMEZONE: 'UTC',
    SYNC_VOTES_CRON: '* * * * *',
    SYNC_BILLS_CRON: '* * * * *',
    SYNC_MEMBERS_CRON: 'off',
  });
  // One after the other: the first migrates the database.
  const instances = [await startTsProcess('src/server/server.ts', [], env('one'), '/readyz')];
  instances.push(await startTsProcess('src/server/server.ts', [], env('two'), '/readyz'));
  try {
    const from = Date.now();
    const until = from + options.minutes * MINUTE;
    // As soon as the second tick's first job is made, while its runs are under way, the database goes away.
    await withClient(databaseUrl, async (client) => {
      for (;;) {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = any($1) and data->>'trigger' = 'schedule'`,
          [SYNCS.map(queueOf)],
        );
        if (rows[0]!.n > SYNCS.length) return;
        await delay(50);
      }
    });
    const restartStarted = performance.now();
    await options.restart();
    const restartMs = performance.now() - restartStarted;
    await delay(Math.max(0, until - Date.now()));

    // Ticks in the window, each owed one run of each sync.
    const ticks: number[] = [];
    for (let tick = Math.ceil((from + 1) / MINUTE) * MINUTE; tick <= until; tick += MINUTE) ticks.push(tick);
    // Read on a connection of its own, opened after the restart.
    const { jobs, runs } = await withClient(databaseUrl, (client) => settled(client, until));
    const inWindow = new Set(ticks);
    const strays = jobs.filter((job) => !inWindow.has(job.tick.getTime())).length;
    const exitCodes: (number | null)[] = [];
    for (const instance of instances) {
      await instance.stop();
      exitCodes.push(instance.child.exitCode);
    }

    const lost: string[] = [];
    let duplicates = 0;
    let completed = 0;
    let skipped = 0;
    for (const sync of SYNCS) {
      for (const tick of ticks) {
        const ofTick = jobs.filter((job) => job.queue === queueOf(sync) && job.tick.getTime() === tick);
        duplicates += Math.max(0, ofTick.length - 1);
        const done = runs.filter((run) => ofTick.some((job) => job.id === run.jobId) && run.status === 'succeeded');
        duplicates += Math.max(0, done.length - 1);
        completed += Math.min(done.length, 1);
        if (done.length > 0) continue;
        // The queue's exclusive policy: a tick while the sync's earlier job still waits or runs adds nothing.
        const pending = jobs.some(
          (job) => job.queue === queueOf(sync) && job.createdAt.getTime() < tick && (!job.completedAt || job.completedAt.getTime() > tick),
        );
        if (pending && ofTick.length === 0) skipped += 1;
        else
          lost.push(
            `${sync} at ${new Date(tick).toISOString().slice(11, 16)}${ofTick.length ? ' (queued, never finished)' : ' (never queued)'}`,
          );
      }
    }
    return {
      ticks: ticks.length,
      scheduled: ticks.length * SYNCS.length,
      jobs: jobs.length - strays,
      strays,
      completed,
      skipped,
      duplicates,
      lost,
      failedRuns: runs.filter((run) => run.status === 'failed').length,
      resumedRuns: runs.filter((run) => run.attempt > 1).length,
      restartMs,
      exitCodes,
    };
  } finally {
    for (const instance of instances) await instance.stop().catch(() => undefined);
    await replay.close();
  }
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The scheduled jobs of the window and their runs, once none is left queued, running or waiting to retry (up to 5 minutes). */
async function settled(client: pg.Client, until: number): Promise<{ jobs: JobRow[]; runs: RunRow[] }> {
  for (let waited = 0; ; waited += 2_000) {
    // A schedule's job is made by pg-boss's cron pass within seconds of its tick: the minute it was made in is its tick.
    const { rows: jobs } = await client.query<{
      queue: string;
      tick: string;
      id: string;
      state: string;
      createdAt: Date;
      completedAt: Date | null;
    }>(
      `select name as queue, to_char(date_trunc('minute', created_on) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as tick, id::text as id, state,
       created_on as "createdAt", completed_on as "completedAt"
       from pgboss.job where name = any($1) and data->>'trigger' = 'schedule' and created_on < $2::timestamptz`,
      [SYNCS.map(queueOf), new Date(Math.floor(until / MINUTE) * MINUTE + MINUTE).toISOString()],
    );
    const open = jobs.some((job) => job.state === 'created' || job.state === 'retry' || job.state === 'active');
    if (!open || waited >= 5 * MINUTE) {
      const { rows: runs } = await client.query<RunRow>(
        `select job_id as "jobId", sync, status, attempt from import_runs where trigger = 'schedule'`,
      );
      return { jobs: jobs.map((job) => ({ ...job, tick: new Date(job.tick) })), runs };
    }
    await delay(2_000);
  }
}
