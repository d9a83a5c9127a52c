// A job whose retries run out, on both databases with pg-boss's TestClock and the replay server: while it
// has retries left its run reads as waiting for the next attempt, with each attempt's error; once they
// are spent (or its worker died on the last one) the run reads failed with its errors, never 'running'.
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { useReplayDatabase } from '../../../tests/support/server/imports/replay-fixture.ts';
import {
  claimAndStall,
  listTwoRollCalls,
  queueConfig,
  startTestQueue,
  type TestQueue,
  tickUntil,
} from '../../../tests/support/server/jobs/queue-fixture.ts';
import { importRuns } from '../db/schema.ts';

const env = useReplayDatabase();
const clock = new TestClock('2025-09-09T14:00:30Z');
let queue: TestQueue | undefined;

afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});

const runOf = async (jobId: string) => (await env.handle.db.select().from(importRuns).where(eq(importRuns.jobId, jobId)))[0];

describe('a job whose retries are spent', () => {
  it('waits between attempts with each error on record, then reads failed once the queue gives up', async () => {
    // Both sources are down for good.
    env.server.always('congress', '/house-vote/119/1', { status: 503, body: { error: 'down' } });
    env.server.always('senate', '/legislative/LIS/roll_call_lists/vote_menu_119_1.xml', { status: 503, body: 'down' });
    queue = await startTestQueue(env.handle, queueConfig(env.server, { SYNC_VOTES_CRON: 'off' }), clock);

    const first = queue.next('settled');
    const jobId = await queue.runNow('votes', null);
    expect((await tickUntil(clock, first)).error).toBeDefined();
    expect(await runOf(jobId)).toMatchObject({
      status: 'queued',
      attempt: 1,
      message: 'Attempt 1 failed; the queue tries again.',
      finishedAt: null,
    });
    expect((await runOf(jobId))!.errors).toEqual([
      expect.stringMatching(/^Voting records could not be imported\. House: .* failed after 1 attempts \(HTTP 503\)/),
    ]);

    // Three retries, 1, 2 and 4 minutes apart: minutes of the queue's clock, moved ten seconds at a time.
    const deadLettered = queue.next('dead-lettered');
    expect(await tickUntil(clock, deadLettered, 3_600, 10)).toMatchObject({ jobId, sync: 'votes' });
    const run = await runOf(jobId);
    expect(run).toMatchObject({
      status: 'failed',
      attempt: 4,
      message: 'The queue gave up on this run after 4 attempts; the next scheduled run starts afresh.',
    });
    expect(run!.finishedAt).not.toBeNull();
    expect(run!.errors.filter((error) => error.startsWith('Voting records could not be imported.'))).toHaveLength(4);
    expect(queue.events.filter((event) => event.phase === 'started' && event.jobId === jobId)).toHaveLength(4);
  });

  it('reads failed, not running, when its worker died on its last attempt', async () => {
    listTwoRollCalls(env.server);
    const config = queueConfig(env.server, { SYNC_VOTES_CRON: 'off' });
    // No retries left: the attempt the dying worker holds is the last.
    const dying = await claimAndStall(env.handle, config, clock, env.server, { retryLimit: 0 });
    expect(await runOf(dying.jobId)).toMatchObject({ status: 'running', itemsDone: 1 });

    queue = await startTestQueue(env.handle, config, clock);
    await tickUntil(clock, queue.next('dead-lettered'));
    const run = await runOf(dying.jobId);
    expect(run).toMatchObject({
      status: 'failed',
      attempt: 1,
      itemsDone: 1,
      added: 1,
      message: 'The queue gave up on this run after 1 attempt; the next scheduled run starts afresh.',
    });
    expect(run!.errors).toEqual(['job heartbeat timeout']);

    // The dead worker's late end changes nothing: the run stays failed.
    await dying.kill();
    expect(await runOf(dying.jobId)).toEqual(run);
  });
});
