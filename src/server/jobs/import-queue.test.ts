// Scheduled syncs on the job queue, on both databases, with pg-boss's TestClock and the replay server:
// a schedule fires once however many instances run it, a run is on record with its counts, the votes
// sync re-reads the clerks' correction window and nothing older, and 'Run now' keeps the 409 rule.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useReplayDatabase } from '../../../tests/support/server/imports/replay-fixture.ts';
import {
  listTwoRollCalls,
  queueConfig,
  startTestQueue,
  type TestQueue,
  tickUntil,
} from '../../../tests/support/server/jobs/queue-fixture.ts';
import { importRuns, officials, votes } from '../db/schema.ts';
import { fixturesDir } from '../imports/fixtures/fixture-routes.ts';
import { mapLegislator, readLegislators } from '../imports/legislators/legislators-mapping.ts';
import { ImportInProgressError } from '../imports/service.ts';
import { insertOfficials } from '../repositories/import-officials.ts';

const env = useReplayDatabase(async ({ handle }) => {
  await insertOfficials(handle.db, (await readLegislators()).map(mapLegislator));
});

const membersOf240 = JSON.parse(readFileSync(path.join(fixturesDir, 'congress-gov/concord_members_house_119_1_240.json'), 'utf8'));

/** Either instance may take a queued job. */
const eitherSettles = () => Promise.race([first.next('settled'), second.next('settled')]);

const runsOf = (trigger: string) => env.handle.db.select().from(importRuns).where(eq(importRuns.trigger, trigger)).orderBy(importRuns.id);

const voteOn240 = async (bioguideId: string) =>
  (
    await env.handle.db
      .select({ vote: votes.vote })
      .from(votes)
      .innerJoin(officials, eq(officials.id, votes.officialId))
      .where(and(eq(officials.bioguideId, bioguideId), eq(votes.rollCall, 'house:119:1:240')))
  )[0]?.vote;

// Tuesday 9 September 2025, 14:00:30 UTC (10:00 in Washington): the weekday votes schedule, at five past
// each hour, is next due at 14:05 UTC.
const clock = new TestClock('2025-09-09T14:00:30Z');
let first: TestQueue;
let second: TestQueue;

beforeAll(async () => {
  const config = queueConfig(env.server);
  first = await startTestQueue(env.handle, config, clock);
  second = await startTestQueue(env.handle, config, clock);
});
afterAll(async () => {
  await first?.stop();
  await second?.stop();
});

describe('scheduled syncs on the job queue', () => {
  it('shows each sync’s next scheduled run, and none for a sync that is off or lacks its key', () => {
    const schedules = first.schedules();
    expect(schedules.find((s) => s.sync === 'votes')).toMatchObject({
      cron: '5 * * * 1-5',
      off: null,
      nextRunAt: new Date('2025-09-09T14:05:00Z'),
    });
    expect(schedules.find((s) => s.sync === 'members')).toMatchObject({ cron: null, off: 'setting', nextRunAt: null });
    expect(schedules.find((s) => s.sync === 'candidates')).toMatchObject({ cron: null, off: 'missing-key', nextRunAt: null });
  });

  it('fires the votes schedule once across two instances, and records the run with its counts', async () => {
    listTwoRollCalls(env.server);
    const started = Promise.race([first.next('started'), second.next('started')]);
    const settled = eitherSettles();
    const job = await tickUntil(clock, started);
    expect(new Date(clock.now()).toISOString()).toMatch(/^2025-09-09T14:05/);
    expect((await settled).error).toBeUndefined();
    // Two more minutes of both instances polling and keeping time: the tick is not fired again.
    await clock.tick(120_000);
    expect([...first.events, ...second.events].filter((e) => e.phase === 'started').map((e) => e.jobId)).toEqual([job.jobId]);
    const [run, ...others] = await runsOf('schedule');
    expect(others).toEqual([]);
    expect(run).toMatchObject({
      sync: 'votes',
      status: 'succeeded',
      jobId: job.jobId,
      attempt: 1,
      itemsTotal: 2,
      itemsDone: 2,
      added: 2,
      updated: 0,
      failed: 0,
    });
    expect(run!.startedAt!.toISOString()).toMatch(/^2025-09-09T14:05/);
    expect(run!.message).toMatch(/^Added \d+ votes across 2 new bills from 2 roll calls/);
  });

  it('re-reads the last three days’ roll calls and takes the clerk’s corrected position', async () => {
    listTwoRollCalls(env.server);
    const corrected = structuredClone(membersOf240);
    const member = corrected.houseRollCallVoteMemberVotes.results.find((r: { voteCast: string }) => r.voteCast === 'Yea');
    member.voteCast = 'Nay';
    env.server.always('congress', '/house-vote/119/1/240/members', { body: corrected });
    expect(await voteOn240(member.bioguideID)).toBe('Yes');

    await clock.setTime('2025-09-10T16:30:00Z');
    const settled = eitherSettles();
    await first.runNow('votes', null);
    await tickUntil(clock, settled);

    expect(await voteOn240(member.bioguideID)).toBe('No');
    const [run] = await runsOf('run-now');
    // Roll call 240 is two days old and read again; Senate vote 7 (January) is past correcting and is not.
    expect(run).toMatchObject({ status: 'succeeded', itemsTotal: 1, itemsDone: 1, added: 0, updated: 1, unchanged: 0, failed: 0 });
    expect(env.server.requests.some((r) => r.path.startsWith('/legislative/LIS/roll_call_votes/'))).toBe(false);
  });

  it('reads nothing again once a roll call is past the correction window, and records a run that changed nothing', async () => {
    listTwoRollCalls(env.server);
    await clock.setTime('2025-09-15T16:30:00Z');
    const settled = eitherSettles();
    await first.runNow('votes', null);
    await tickUntil(clock, settled);
    const runs = await runsOf('run-now');
    expect(runs.at(-1)).toMatchObject({ status: 'succeeded', itemsTotal: 0, added: 0, updated: 0, failed: 0 });
    expect(env.server.requests.filter((r) => r.path.startsWith('/house-vote/119/1/')).map((r) => r.path)).toEqual([]);
  });

  it("answers 'Run now' with the 409 rule while the sync's run is queued", async () => {
    listTwoRollCalls(env.server);
    const settled = eitherSettles();
    await first.runNow('votes', null);
    const refused = await second.runNow('votes', null).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImportInProgressError);
    expect((refused as Error).message).toBe('Import Votes is already running. Wait for it to finish, then try again.');
    await tickUntil(clock, settled);
  });
});
