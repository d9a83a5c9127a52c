import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replayContext } from '../../../tests/support/server/imports/import-context.ts';
import { useReplayDatabase } from '../../../tests/support/server/imports/replay-fixture.ts';
import { NO_SUMMARY_YET } from '../../shared/missing-summary.ts';
import { bills, officials, rollCallPositions, rollCalls, votes } from '../db/schema.ts';
import { insertOfficials } from '../repositories/import-officials.ts';
import { UNSCORED_ANALYSIS } from './bill-rubric.ts';
import { fixturesDir } from './fixtures/fixture-routes.ts';
import { mapLegislator, readLegislators } from './legislators/legislators-mapping.ts';
import { type ImportOptions, importVotes } from './service.ts';

const recorded = (file: string) => readFileSync(path.join(fixturesDir, file), 'utf8');
const house17 = JSON.parse(recorded('congress-gov/ck_house-vote_119_1_17.json')) as { houseRollCallVote: Record<string, unknown> };
const house17Members = JSON.parse(recorded('congress-gov/ck_house-vote_119_1_17_members.json')).houseRollCallVoteMemberVotes.results as {
  bioguideID: string;
  voteCast: string;
}[];
const senate7 = recorded('senate/detail_119_1_00007_bill.xml');
const countInXml = (xml: string, tag: string) => Number(new RegExp(`<${tag}>(\\d+)</${tag}>`).exec(xml)![1]);

const scope: ImportOptions = { congress: 119, session: 1, houseRollCalls: [2, 17, 240, 245], senateVotes: [1, 2, 3, 7, 8] };

const env = useReplayDatabase(async ({ handle }) => {
  await insertOfficials(handle.db, (await readLegislators()).map(mapLegislator));
});
const run = (options: ImportOptions) => importVotes(replayContext(env.handle.db, env.server, undefined, options));

async function stored(key: string) {
  const [row] = await env.handle.db
    .select({ rollCall: rollCalls, billNumber: bills.billNumber })
    .from(rollCalls)
    .leftJoin(bills, eq(bills.id, rollCalls.billId))
    .where(eq(rollCalls.key, key));
  const positions = await env.handle.db.select().from(rollCallPositions).where(eq(rollCallPositions.rollCallId, row!.rollCall.id));
  const ledger = await env.handle.db.select().from(votes).where(eq(votes.rollCall, key));
  return { ...row!.rollCall, billNumber: row!.billNumber, positions, ledger };
}

const officialId = async (bioguideId: string) =>
  (await env.handle.db.select({ id: officials.id }).from(officials).where(eq(officials.bioguideId, bioguideId)))[0]!.id;

const billByKey = async (sourceKey: string) => (await env.handle.db.select().from(bills).where(eq(bills.sourceKey, sourceKey)))[0]!;

describe('Import Votes keeps every roll call as the clerk recorded it', () => {
  it('stores a House roll call with the totals by party and every member position, officials or not', async () => {
    await run(scope);
    const roll = await stored('house:119:1:17');
    expect(roll).toMatchObject({
      chamber: 'house',
      congress: 119,
      session: 1,
      number: 17,
      question: 'On Passage',
      result: 'Passed',
      kind: 'passage',
      billNumber: 'H.R. 30',
      sourceUrl: 'https://clerk.house.gov/evs/2025/roll017.xml',
      membersRecorded: true,
    });
    expect(roll.votedAt.toISOString()).toBe('2025-01-16T16:00:00.000Z');
    expect(roll.partyTally).toEqual([
      { party: 'Republican', yes: 213, no: 0, present: 0, notVoting: 6 },
      { party: 'Democrat', yes: 61, no: 145, present: 0, notVoting: 9 },
      { party: 'Independent', yes: 0, no: 0, present: 0, notVoting: 0 },
    ]);
    expect(roll.positions).toHaveLength(house17Members.length);
    expect(roll.positions.find((p) => p.memberKey === 'A000055')).toEqual({
      rollCallId: roll.id,
      memberKey: 'A000055',
      name: 'Robert Aderholt',
      party: 'Republican',
      state: 'AL',
      position: 'Yes',
      officialId: await officialId('A000055'),
    });
    // Gerald Connolly is in the roll call but no longer among the sitting members: kept, with no official.
    expect(roll.positions.find((p) => p.memberKey === 'C001078')).toMatchObject({ position: 'No', officialId: null });
    const nays = house17Members.filter((m) => m.voteCast === 'Nay').length;
    expect(roll.positions.filter((p) => p.position === 'No')).toHaveLength(nays);
    // The ledger holds the officials' positions on this passage vote, nobody else's.
    expect(roll.ledger).toHaveLength(roll.positions.filter((p) => p.officialId !== null).length);
  });

  it('stores a Senate roll call with its tally by party counted from the senators and its senate.gov source', async () => {
    const roll = await stored('senate:119:1:7');
    expect(roll).toMatchObject({
      chamber: 'senate',
      number: 7,
      question: 'On Passage of the Bill S. 5',
      result: 'Bill Passed',
      kind: 'passage',
      billNumber: 'S. 5',
      sourceUrl: 'https://www.senate.gov/legislative/LIS/roll_call_votes/vote1191/vote_119_1_00007.xml',
      membersRecorded: true,
    });
    expect(roll.partyTally).toEqual([
      { party: 'Democrat', yes: 12, no: 33, present: 0, notVoting: 0 },
      { party: 'Independent', yes: 0, no: 2, present: 0, notVoting: 0 },
      { party: 'Republican', yes: 52, no: 0, present: 0, notVoting: 0 },
    ]);
    const sum = (column: 'yes' | 'no') => roll.partyTally.reduce((total, row) => total + row[column], 0);
    expect([sum('yes'), sum('no')]).toEqual([countInXml(senate7, 'yeas'), countInXml(senate7, 'nays')]);
    expect(roll.positions.find((p) => p.memberKey === 'S354')).toMatchObject({
      name: 'Tammy Baldwin',
      party: 'Democrat',
      state: 'WI',
      position: 'No',
      officialId: await officialId('B001230'),
    });
  });

  it('stores roll calls not on passage with their positions and their bill, and adds none of them to the ledger', async () => {
    const cloture = await stored('senate:119:1:1');
    expect(cloture).toMatchObject({ kind: 'cloture', billNumber: 'S. 5', result: 'Cloture on the Motion to Proceed Agreed to' });
    expect(cloture.partyTally).toContainEqual({ party: 'Republican', yes: 51, no: 0, present: 0, notVoting: 1 });
    expect(cloture.positions).toHaveLength(99);
    expect(cloture.ledger).toEqual([]);
    // An amendment's document is the amendment; the XML names the bill it amends.
    const amendment = await stored('senate:119:1:3');
    expect(amendment).toMatchObject({ kind: 'amendment', billNumber: 'S. 5' });
    expect(amendment.question).toMatch(/^On the Amendment S\.Amdt\. 14 to S\.Amdt\. 8 to S\. 5/);
    expect(await stored('senate:119:1:2')).toMatchObject({ kind: 'procedural', billNumber: 'S. 5', ledger: [] });
    const nomination = await stored('senate:119:1:8');
    expect(nomination).toMatchObject({ kind: 'nomination', billId: null, result: 'Nomination Confirmed', ledger: [] });
    expect(nomination.positions.every((p) => p.position === 'Yes')).toBe(true);
  });

  it('keeps a House roll call whose member list is not recorded as its header and totals', async () => {
    const amendment = await stored('house:119:1:245');
    expect(amendment).toMatchObject({
      kind: 'amendment',
      billNumber: 'H.R. 3838',
      result: 'Agreed to',
      membersRecorded: false,
      positions: [],
      ledger: [],
    });
    expect(amendment.partyTally.slice(0, 2)).toEqual([
      { party: 'Republican', yes: 217, no: 1, present: 0, notVoting: 3 },
      { party: 'Democrat', yes: 4, no: 209, present: 0, notVoting: 3 },
    ]);
    // The Speaker election totals candidates, not positions by party: with no members, no tally.
    const speaker = await stored('house:119:1:2');
    expect(speaker).toMatchObject({ kind: 'procedural', question: 'Election of the Speaker', result: 'Johnson (LA)', billId: null });
    expect(speaker).toMatchObject({ membersRecorded: false, partyTally: [], positions: [] });
  });

  it('builds a bill Congress.gov does not have from its roll call: a House number is unscored by the rubric, a Senate title is scored', async () => {
    const hr30 = await billByKey('federal:119:hr:30');
    // Its passage vote then infers a score: on the House's one split roll call here, the Yes side is the
    // conservative end (docs/decisions/0205-roll-call-scaling.md).
    expect(hr30).toMatchObject({
      billNumber: 'H.R. 30',
      title: 'H.R. 30',
      progressiveScore: 1,
      scoreSource: 'inferred',
      inferredScore: 1,
      introducedDate: null,
    });
    expect(hr30.progressiveAnalysis).toBe(UNSCORED_ANALYSIS);
    // A summary for readers, not a note of the import; dated by the day of its first roll call.
    expect(hr30.summary).toBe('No summary of this bill has been published yet. It is on our record from the roll calls on it.');
    expect(hr30.firstVoteDate).toEqual(new Date('2025-01-16T00:00:00Z'));
    const s5 = await billByKey('federal:119:s:5');
    // The rubric scored its title 3; its passage vote's inferred 1 is the one shown.
    expect(s5).toMatchObject({
      progressiveScore: 1,
      scoreSource: 'inferred',
      introducedDate: null,
      firstVoteDate: new Date('2025-01-09T00:00:00Z'),
    });
    expect(s5.title).toMatch(/^A bill to require the Secretary of Homeland Security to take into custody aliens/);
    expect(s5.progressiveAnalysis).toContain('title term "take into custody" (-2)');
  });

  it('re-importing writes no roll call, position, vote or bill twice', async () => {
    const totals = async () => {
      const [r] = await env.handle.db.select({ n: count() }).from(rollCalls);
      const [p] = await env.handle.db.select({ n: count() }).from(rollCallPositions);
      const [v] = await env.handle.db.select({ n: count() }).from(votes);
      const [b] = await env.handle.db.select({ n: count() }).from(bills);
      return [r!.n, p!.n, v!.n, b!.n];
    };
    const before = await totals();
    expect(before[0]).toBe(9);
    await run(scope);
    expect(await totals()).toEqual(before);
  });

  it('completes a bill Congress.gov has from its bill endpoint and scores it by the rubric', async () => {
    // No recorded roll call is on a bill whose detail is recorded: this is House roll call 17's recorded
    // detail with only its bill changed, to H.R. 21 of the 117th Congress (recorded in full).
    const onHr21 = { ...house17, houseRollCallVote: { ...house17.houseRollCallVote, congress: 117, legislationNumber: 21 } };
    env.server.script('congress', '/house-vote/117/1/17', [{ body: onHr21 }]);
    env.server.script('congress', '/house-vote/117/1/17/members', [{ file: 'congress-gov/ck_house-vote_119_1_17_members.json' }]);
    const result = await run({ congress: 117, session: 1, houseRollCalls: [17], senateVotes: [] });
    expect(result.billsCreated).toBe(1);
    const hr21 = await billByKey('federal:117:hr:21');
    expect(hr21).toMatchObject({
      title: 'FedRAMP Authorization Act',
      policyArea: 'Government Operations and Politics',
      latestAction: 'Received in the Senate and Read twice and referred to the Committee on Homeland Security and Governmental Affairs.',
      // The rubric's 7 gives way to the score its passage vote infers.
      scoreSource: 'inferred',
      progressiveScore: 1,
    });
    expect(hr21.progressiveAnalysis).toBe(
      'Rubric score 7/10, from a neutral 5: subject "Government employee pay, benefits, personnel management" (+1); subject "Public participation and lobbying" (+1).',
    );
    expect(hr21.introducedDate!.toISOString().slice(0, 10)).toBe('2021-01-04');
    expect(hr21.latestActionDate!.toISOString().slice(0, 10)).toBe('2021-01-06');
    expect(hr21.summary).not.toContain(NO_SUMMARY_YET);
    expect(await stored('house:117:1:17')).toMatchObject({ billNumber: 'H.R. 21' });
  });

  it('completes a roll call stored without its members once its member list is recorded', async () => {
    // House roll call 17's recorded detail, renamed a roll call of the 118th Congress's second session.
    const of118 = { ...house17, houseRollCallVote: { ...house17.houseRollCallVote, congress: 118, sessionNumber: 2 } };
    env.server.always('congress', '/house-vote/118/2/17', { body: of118 });
    await run({ congress: 118, session: 2, houseRollCalls: [17], senateVotes: [] });
    expect(await stored('house:118:2:17')).toMatchObject({ membersRecorded: false, positions: [], ledger: [] });

    env.server.script('congress', '/house-vote/118/2/17/members', [{ file: 'congress-gov/ck_house-vote_119_1_17_members.json' }]);
    const result = await run({ congress: 118, session: 2, houseRollCalls: [17], senateVotes: [] });
    const completed = await stored('house:118:2:17');
    expect(completed).toMatchObject({ membersRecorded: true });
    expect(completed.positions).toHaveLength(house17Members.length);
    expect(result.votesAdded).toBe(completed.ledger.length);
    expect(completed.ledger.length).toBeGreaterThan(0);
    expect(await env.handle.db.select().from(rollCalls).where(eq(rollCalls.key, 'house:118:2:17'))).toHaveLength(1);
  });
});
