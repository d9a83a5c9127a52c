import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replayContext } from '../../../tests/support/server/imports/import-context.ts';
import { useReplayDatabase } from '../../../tests/support/server/imports/replay-fixture.ts';
import { expectStoredRecordsToMatchScoring } from '../../../tests/support/server/stored-records.ts';
import { bills, officials, rollCallPositions, rollCalls, votes } from '../db/schema.ts';
import { insertOfficials } from '../repositories/import-officials.ts';
import { writeRollCall } from '../repositories/import-votes.ts';
import { fixturesDir } from './fixtures/fixture-routes.ts';
import { mapLegislator, readLegislators } from './legislators/legislators-mapping.ts';
import { importVotes, SetupRequiredError } from './service.ts';

const recorded240 = JSON.parse(readFileSync(path.join(fixturesDir, 'congress-gov/concord_members_house_119_1_240.json'), 'utf8'))
  .houseRollCallVoteMemberVotes.results as { bioguideID: string; voteCast: string }[];
const scope = { congress: 119, session: 1, houseRollCalls: [2, 17, 240, 245], senateVotes: [1, 2, 3, 7, 8] };

let knownBioguide: Set<string>;
const env = useReplayDatabase(async ({ handle }) => {
  // Officials as Congress.gov's member list gives them: no LIS ids, so Senate votes must go through
  // the senators list (name and state to bioguide id).
  const people = (await readLegislators()).map((p) => ({ ...mapLegislator(p), lisId: null }));
  await insertOfficials(handle.db, people);
  knownBioguide = new Set(people.map((p) => p.bioguideId));
});

const voteOf = async (bioguideId: string, rollCall: string) =>
  (
    await env.handle.db
      .select({ vote: votes.vote, billNumber: bills.billNumber, votedAt: votes.votedAt })
      .from(votes)
      .innerJoin(officials, eq(officials.id, votes.officialId))
      .leftJoin(bills, eq(bills.id, votes.billId))
      .where(and(eq(officials.bioguideId, bioguideId), eq(votes.rollCall, rollCall)))
  )[0];

describe('Import Votes (House roll calls from Congress.gov, Senate roll calls from senate.gov XML)', () => {
  it('without a key answers requiresSetup with a message naming the Congress.gov API key', async () => {
    const error = await importVotes(replayContext(env.handle.db, env.server, {})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SetupRequiredError);
    expect((error as Error).message).toMatch(/Congress\.gov API key/);
  });

  it('adds only passage votes to the ledger, creates the bills roll calls are on, and counts the others as skipped', async () => {
    const result = await importVotes(replayContext(env.handle.db, env.server, undefined, scope));
    const stored = await env.handle.db.select().from(votes);
    expect(result.votesAdded).toBe(stored.length);
    expect(new Set(stored.map((v) => v.rollCall))).toEqual(new Set(['house:119:1:17', 'house:119:1:240', 'senate:119:1:7']));
    // The new bills the votes are on: S. 5 counts once, though its cloture vote created it.
    expect(result).toMatchObject({ billsCreated: 3, billsSkipped: 0 });
    expect(result.message).toMatch(/^Added \d+ votes across 3 new bills from 3 roll calls\. Skipped 0 existing bills\./);
    expect(result.message).toContain(
      "skipped 6 roll calls not on a bill's passage (1 speaker, 2 amendment, 1 cloture, 1 motion, 1 nomination)",
    );
    // H.R. 3838 is the bill House roll call 245 amends: kept so that roll call has its bill, with no votes on it.
    expect((await env.handle.db.select().from(bills)).map((b) => b.billNumber).sort()).toEqual([
      'H.R. 30',
      'H.R. 3424',
      'H.R. 3838',
      'S. 5',
    ]);
    // Every House roll call's members are read, passage or not.
    expect(
      env.server.requests
        .filter((r) => r.path.endsWith('/members'))
        .map((r) => r.path)
        .sort(),
    ).toEqual([
      '/house-vote/119/1/17/members',
      '/house-vote/119/1/2/members',
      '/house-vote/119/1/240/members',
      '/house-vote/119/1/245/members',
    ]);
  });

  it("stores every official's record as scoring.ts counts it from the imported votes", async () => {
    const records = await expectStoredRecordsToMatchScoring(env.handle.db);
    // S. 5, scored by the rubric, gives the senators who voted on its passage a counted vote.
    expect(records.some((official) => official.scoredVoteCount > 0)).toBe(true);
    expect(records.some((official) => official.voteCount > 0 && official.scoredVoteCount === 0)).toBe(true);
  });

  it('maps House member votes by bioguide id, field by field', async () => {
    const expected = recorded240.filter((r) => knownBioguide.has(r.bioguideID));
    const stored = await env.handle.db.select().from(votes).where(eq(votes.rollCall, 'house:119:1:240'));
    expect(stored).toHaveLength(expected.length);
    const aderholt = await voteOf('A000055', 'house:119:1:240');
    expect(aderholt).toMatchObject({ vote: 'Yes', billNumber: 'H.R. 3424' });
    expect(aderholt!.votedAt.toISOString()).toBe('2025-09-08T22:56:00.000Z');
    const nay = recorded240.find((r) => r.voteCast === 'Nay')!;
    expect(await voteOf(nay.bioguideID, 'house:119:1:240')).toMatchObject({ vote: 'No' });
    const absent = recorded240.find((r) => r.voteCast === 'Not Voting' && knownBioguide.has(r.bioguideID))!;
    expect(await voteOf(absent.bioguideID, 'house:119:1:240')).toMatchObject({ vote: 'Not Voting' });
  });

  it('maps Senate votes through the senators list and remembers the LIS ids', async () => {
    // Baldwin (S354) voted Nay and Banks (S429) Yea on S. 5 (vote 7); bioguide ids from senators_cfm.xml.
    expect(await voteOf('B001230', 'senate:119:1:7')).toMatchObject({ vote: 'No', billNumber: 'S. 5' });
    expect(await voteOf('B001299', 'senate:119:1:7')).toMatchObject({ vote: 'Yes' });
    const [s5] = await env.handle.db.select().from(bills).where(eq(bills.sourceKey, 'federal:119:s:5'));
    expect(s5!.title).toMatch(/^A bill to require the Secretary of Homeland Security/);
    // Congress.gov has no S. 5 recorded: nothing says when it was introduced.
    expect(s5!.introducedDate).toBeNull();
    const withLis = await env.handle.db.select().from(officials).where(isNotNull(officials.lisId));
    expect(withLis.map((o) => o.lisId)).toContain('S354');
  });

  it('is idempotent: a second run adds no votes and skips the existing bills', async () => {
    const before = (await env.handle.db.select().from(votes)).length;
    const result = await importVotes(replayContext(env.handle.db, env.server, undefined, scope));
    expect(result).toMatchObject({ votesAdded: 0, billsCreated: 0, billsSkipped: 3 });
    expect(result.message).toMatch(/^Added 0 votes across 0 new bills from 3 roll calls\. Skipped 3 existing bills\./);
    expect(await env.handle.db.select().from(votes)).toHaveLength(before);
    await expectStoredRecordsToMatchScoring(env.handle.db);
  });

  it("keeps a roll call the one its record names, whichever session's address served it", async () => {
    // Upstream answering a session's address with another session's roll call (as the browser journeys'
    // replay of session 1 under 2026's session 2 does) must find the stored roll call, not add its twin.
    env.server.always('congress', '/house-vote/119/2/240', { file: 'congress-gov/concord_detail_house_119_1_240.json' });
    env.server.always('congress', '/house-vote/119/2/240/members', { file: 'congress-gov/concord_members_house_119_1_240.json' });
    env.server.always('senate', '/legislative/LIS/roll_call_votes/vote1192/vote_119_2_00007.xml', {
      file: 'senate/detail_119_1_00007_bill.xml',
    });
    const before = await env.handle.db.select({ key: rollCalls.key, session: rollCalls.session }).from(rollCalls);

    const result = await importVotes(
      replayContext(env.handle.db, env.server, undefined, { congress: 119, session: 2, houseRollCalls: [240], senateVotes: [7] }),
    );

    expect(result.message).not.toMatch(/failed/);
    expect(result.votesAdded).toBe(0);
    expect(await env.handle.db.select({ key: rollCalls.key, session: rollCalls.session }).from(rollCalls)).toEqual(before);
    expect(before).toEqual(
      expect.arrayContaining([
        { key: 'house:119:1:240', session: 1 },
        { key: 'senate:119:1:7', session: 1 },
      ]),
    );
  });

  it('reports a roll call that fails without stopping the others', async () => {
    env.server.always('congress', '/house-vote/119/1/17', { status: 500, body: 'down' });
    const result = await importVotes(replayContext(env.handle.db, env.server, undefined, { ...scope, http: { retries: 1 } }));
    expect(result.message).toMatch(/failed: House roll call 17: .*HTTP 500/);
    expect(result.billsSkipped).toBe(2); // 240 and S. 5 still ran
  });

  it('writes a roll call in one transaction: a failing vote leaves no bill, roll call or position behind', async () => {
    const write = writeRollCall(env.handle.db, {
      rollCall: 'house:119:1:999',
      votedAt: new Date(),
      billKey: 'federal:119:hr:999999',
      newBill: async () => ({
        sourceKey: 'federal:119:hr:999999',
        billNumber: 'H.R. 999999',
        title: 'Test',
        summary: 'Test',
        status: 'Pending',
        level: 'federal',
        state: null,
        progressiveScore: 5,
        progressiveAnalysis: 'Test',
        introducedDate: new Date(),
        passedDate: null,
      }),
      votes: [{ officialId: 2_000_000_000, vote: 'Yes' }], // no such official: the insert fails
      record: {
        chamber: 'house',
        congress: 119,
        session: 1,
        number: 999,
        question: 'On Passage',
        result: 'Passed',
        kind: 'passage',
        sourceUrl: null,
        partyTally: [{ party: 'Democrat', yes: 1, no: 0, present: 0, notVoting: 0 }],
        membersRecorded: true,
        positions: [{ memberKey: 'X000001', name: 'Test Member', party: 'Democrat', state: 'VT', position: 'Yes', officialId: null }],
      },
    });
    await expect(write).rejects.toThrow();
    expect(await env.handle.db.select().from(bills).where(eq(bills.sourceKey, 'federal:119:hr:999999'))).toHaveLength(0);
    expect(await env.handle.db.select().from(rollCalls).where(eq(rollCalls.key, 'house:119:1:999'))).toHaveLength(0);
    expect(await env.handle.db.select().from(rollCallPositions).where(eq(rollCallPositions.memberKey, 'X000001'))).toHaveLength(0);
  });
});
