// A worker that dies part-way through a run, on both databases with pg-boss's TestClock and the replay
// server: its job stops beating and the queue hands it to another instance, which waits for the import's
// lock (a crashed process's lock goes with its connection; a frozen one's is still held), then goes on after
// the roll call already written and finishes the same run. Nothing is stored twice and the one run reads
// done with the right counts.
import { count, eq, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { useReplayDatabase } from '../../../tests/support/server/imports/replay-fixture.ts';
import {
  claimAndStall,
  listTwoRollCalls,
  queueConfig,
  startTestQueue,
  type TestQueue,
  tickUntil,
} from '../../../tests/support/server/jobs/queue-fixture.ts';
import { importRuns, rollCallPositions, rollCalls, votes } from '../db/schema.ts';
import { mapLegislator, readLegislators } from '../imports/legislators/legislators-mapping.ts';
import { insertOfficials } from '../repositories/import-officials.ts';

const env = useReplayDatabase(async ({ handle }) => {
  await insertOfficials(handle.db, (await readLegislators()).map(mapLegislator));
});

const HOUSE_240_MEMBERS = '/house-vote/119/1/240/members';

// Tuesday 9 September 2025: House roll call 240 (8 September) and Senate vote 7 are both new.
const clock = new TestClock('2025-09-09T14:00:30Z');
let survivor: TestQueue | undefined;

afterAll(async () => {
  await survivor?.stop();
});

/** Rows that appear more than once under what should be their unique key. */
async function duplicates() {
  const db = env.handle.db;
  const twice = <T>(rows: (T & { n: number })[]) => rows.filter((row) => row.n > 1);
  return {
    rollCalls: twice(await db.select({ key: rollCalls.key, n: count() }).from(rollCalls).groupBy(rollCalls.key)),
    positions: twice(
      await db
        .select({ rollCall: rollCallPositions.rollCallId, member: rollCallPositions.memberKey, n: count() })
        .from(rollCallPositions)
        .groupBy(rollCallPositions.rollCallId, rollCallPositions.memberKey),
    ),
    votes: twice(
      await db
        .select({ official: votes.officialId, rollCall: votes.rollCall, n: count() })
        .from(votes)
        .groupBy(votes.officialId, votes.rollCall),
    ),
  };
}

describe('a worker that dies mid-run', () => {
  it('is taken over by another instance, which finishes the same run without writing anything twice', async () => {
    listTwoRollCalls(env.server);
    const config = queueConfig(env.server, { SYNC_VOTES_CRON: 'off' });
    // The dying instance claims the job, writes House roll call 240 and waits for ever on Senate vote 7.
    const dying = await claimAndStall(env.handle, config, clock, env.server);
    const jobId = dying.jobId;
    const [halfway] = await env.handle.db.select().from(importRuns).where(eq(importRuns.jobId, jobId));
    expect(halfway).toMatchObject({ status: 'running', attempt: 1, itemsDone: 1, added: 1 });

    // Its instance is gone without handing the job back: no more heartbeats. Another instance starts and,
    // once the job's heartbeat is a minute late, is given it, but the import's lock is still held (one
    // run at a time, even now), so that attempt is refused and the job waits for its next.
    survivor = await startTestQueue(env.handle, config, clock);
    const refused = await tickUntil(clock, survivor.next('settled'));
    expect(refused).toMatchObject({ jobId });
    expect((refused.error as Error).message).toMatch(/already running/);

    // The dead worker's process ends, and its lock with it (here: its handler is aborted). The next attempt resumes the run.
    await dying.kill();
    const settled = survivor.next('settled');
    const resumed = await tickUntil(clock, survivor.next('started'));
    expect(resumed.jobId).toBe(jobId);
    expect((await tickUntil(clock, settled)).error).toBeUndefined();

    const [run, ...others] = await env.handle.db.select().from(importRuns);
    expect(others).toEqual([]);
    expect(run).toMatchObject({
      jobId,
      status: 'succeeded',
      attempt: 2,
      itemsDone: 2,
      itemsTotal: 2,
      added: 2,
      updated: 0,
      unchanged: 0,
      failed: 0,
      errors: [],
    });
    // The roll call the dead worker finished was not read again.
    expect(env.server.requests.filter((r) => r.path === HOUSE_240_MEMBERS)).toHaveLength(1);
    expect(await duplicates()).toEqual({ rollCalls: [], positions: [], votes: [] });
    const stored = await env.handle.db
      .select({ key: rollCalls.key })
      .from(rollCalls)
      .where(sql`${rollCalls.key} in ('house:119:1:240', 'senate:119:1:7')`);
    expect(stored.map((row) => row.key).sort()).toEqual(['house:119:1:240', 'senate:119:1:7']);
  });
});
