// GET /api/officials/:id/receipt: the receipt's arithmetic (shared/scoring.ts) agrees with the score the
// officials list and detail compute in SQL, over varied records and after staff rescore a bill.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteBills, insertVotes } from '../../../tests/support/server/ledger.ts';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { bills, officials } from '../db/schema.ts';

let t: TestApp;
let staffCookie: string;
const officialIds: number[] = [];
let billIds: number[] = [];

type Official = { id: number; votingScore: number; scoredVoteCount: number; ideologicalLean: number | null };
type Receipt = {
  officialId: number;
  votingScore: number | null;
  counted: unknown[];
  lean: number | null;
  notCounted: { reason: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  staffCookie = (await t.signUp({ isStaff: 1 })).cookie;
  // A deterministic pseudo-random generator keeps the records reproducible.
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  // Scores 0–10, every third bill not yet scored.
  const scores = Array.from({ length: 15 }, (_, i) => (i % 3 === 2 ? null : (i * 7) % 11));
  billIds = (
    await t.db
      .insert(bills)
      .values(
        scores.map((progressiveScore, i) => ({
          billNumber: `H.R. ${i}`,
          title: `Bill ${i}`,
          summary: 's',
          status: 'Pending',
          level: 'federal',
          progressiveScore,
          progressiveAnalysis: 'a',
        })),
      )
      .returning({ id: bills.id })
  ).map((row) => row.id);
  const parties = ['Democratic', 'Republican', 'Independent', 'Green', 'rep', 'dem'];
  const choices = ['Yes', 'No', 'Yes', 'No', 'Present', 'Not Voting'];
  for (let o = 0; o < 18; o++) {
    const [official] = await t.db
      .insert(officials)
      .values({ name: `Member ${o}`, party: parties[o % parties.length]!, office: 'Representative', state: 'NY' })
      .returning({ id: officials.id });
    officialIds.push(official!.id);
    const n = o % 6 === 5 ? 0 : Math.floor(random() * 14) + 1;
    if (n === 0) continue;
    await insertVotes(
      t.db,
      Array.from({ length: n }, (_, i) => ({
        officialId: official!.id,
        billId: billIds[Math.floor(random() * billIds.length)]!,
        vote: choices[Math.floor(random() * choices.length)]!,
        rollCall: `house:119:1:${i}`,
        votedAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    );
  }
  // Two bills deleted after the votes: their votes stay, on an unknown bill.
  await deleteBills(t.db, [billIds[0]!, billIds[4]!]);
});
afterAll(() => t.close());

const receiptOf = async (id: number) => {
  const response = await call(t.app, 'GET', `/api/officials/${id}/receipt`);
  expect(response.statusCode).toBe(200);
  return response.json() as Receipt;
};

/** Every official's receipt against the list's and the detail's figures. */
async function expectReceiptsToMatchTheScores() {
  const list = (await call(t.app, 'GET', '/api/officials')).json() as Official[];
  const reasons = new Set<string>();
  for (const id of officialIds) {
    const receipt = await receiptOf(id);
    const listed = list.find((o) => o.id === id)!;
    const detail = (await call(t.app, 'GET', `/api/officials/${id}`)).json() as Official;
    const fromReceipt = { votingScore: receipt.votingScore ?? 0, scoredVoteCount: receipt.counted.length, ideologicalLean: receipt.lean };
    expect(fromReceipt, `official ${id}`).toEqual({
      votingScore: listed.votingScore,
      scoredVoteCount: listed.scoredVoteCount,
      ideologicalLean: listed.ideologicalLean,
    });
    expect(fromReceipt, `official ${id}`).toEqual({
      votingScore: detail.votingScore,
      scoredVoteCount: detail.scoredVoteCount,
      ideologicalLean: detail.ideologicalLean,
    });
    for (const vote of receipt.notCounted) reasons.add(vote.reason);
  }
  // The records must hold every kind of vote, or the comparison proves little.
  expect([...reasons].sort()).toEqual(['not-voting', 'present', 'unknown-bill', 'unscored-bill']);
  expect(list.some((o) => o.scoredVoteCount === 0)).toBe(true);
  expect(new Set(list.map((o) => o.votingScore)).size).toBeGreaterThan(3);
  return list;
}

describe('GET /api/officials/:id/receipt', () => {
  it('gives the score, counted votes and lean the officials list and detail report, for every official', async () => {
    await expectReceiptsToMatchTheScores();
  });

  it('moves together with the list when staff score, rescore and unscore bills', async () => {
    const before = await expectReceiptsToMatchTheScores();
    const unscored = billIds[2]!;
    const scored = billIds[1]!;
    await call(t.app, 'PUT', `/api/bills/${unscored}/score`, {
      cookie: staffCookie,
      body: { progressiveScore: 10, progressiveAnalysis: 'Scored by staff.' },
    });
    await call(t.app, 'PUT', `/api/bills/${scored}/score`, {
      cookie: staffCookie,
      body: { progressiveScore: null, progressiveAnalysis: 'Unscored by staff.' },
    });
    const after = await expectReceiptsToMatchTheScores();
    expect(after.map((o) => [o.votingScore, o.scoredVoteCount])).not.toEqual(before.map((o) => [o.votingScore, o.scoredVoteCount]));
  });

  it('shows the arithmetic of a record worked by hand, with attendance from the roll calls', async () => {
    const [eight, three, open] = await t.db
      .insert(bills)
      .values([
        {
          billNumber: 'S. 8',
          title: 'Eight',
          summary: 's',
          status: 'Passed',
          level: 'federal',
          progressiveScore: 8,
          progressiveAnalysis: 'a',
        },
        {
          billNumber: 'S. 3',
          title: 'Three',
          summary: 's',
          status: 'Failed',
          level: 'federal',
          progressiveScore: 3,
          progressiveAnalysis: 'a',
        },
        {
          billNumber: 'S. 0',
          title: 'Open',
          summary: 's',
          status: 'Pending',
          level: 'federal',
          progressiveScore: null,
          progressiveAnalysis: 'a',
        },
      ])
      .returning({ id: bills.id });
    const [official] = await t.db
      .insert(officials)
      .values({ name: 'Hand Worked', party: 'Republican', office: 'Senator', state: 'OH' })
      .returning({ id: officials.id });
    const id = official!.id;
    const [yes, no, missed, onOpen] = await insertVotes(t.db, [
      { officialId: id, billId: eight!.id, vote: 'Yes', votedAt: new Date('2025-01-01T00:00:00Z') },
      { officialId: id, billId: three!.id, vote: 'No', votedAt: new Date('2025-02-01T00:00:00Z') },
      { officialId: id, billId: three!.id, vote: 'Not Voting', votedAt: new Date('2025-03-01T00:00:00Z') },
      { officialId: id, billId: open!.id, vote: 'Yes', votedAt: new Date('2025-04-01T00:00:00Z') },
    ]);
    const position = (vote: string) => [{ memberKey: 'H000001', name: 'Hand Worked', position: vote, officialId: id }];
    await insertRollCall(t.db, { kind: 'cloture', votedAt: new Date('2025-01-01T00:00:00Z'), positions: position('Yes') });
    await insertRollCall(t.db, { votedAt: new Date('2025-03-01T00:00:00Z'), positions: position('Not Voting') });
    await insertRollCall(t.db, { kind: 'amendment', votedAt: new Date('2025-05-01T00:00:00Z'), positions: position('Not Voting') });
    await insertRollCall(t.db, {
      votedAt: new Date('2025-06-01T00:00:00Z'),
      positions: [{ memberKey: 'X000001', name: 'Someone Else', position: 'Yes' }],
    });

    const bill = (row: { id: number }, billNumber: string, title: string, progressiveScore: number | null) => ({
      id: row.id,
      billNumber,
      title,
      shortTitle: null,
      progressiveScore,
      scoreSource: null,
      voteKind: 'passage',
      excludedFromScores: false,
    });
    expect(await receiptOf(id)).toEqual({
      officialId: id,
      party: 'Republican',
      // Newest first, as the votes history lists them.
      counted: [
        {
          voteId: no!.id,
          vote: 'No',
          votedAt: '2025-02-01T00:00:00.000Z',
          voteKind: 'passage',
          bill: bill(three!, 'S. 3', 'Three', 3),
          points: 7,
        },
        {
          voteId: yes!.id,
          vote: 'Yes',
          votedAt: '2025-01-01T00:00:00.000Z',
          voteKind: 'passage',
          bill: bill(eight!, 'S. 8', 'Eight', 8),
          points: 8,
        },
      ],
      notCounted: [
        {
          voteId: onOpen!.id,
          vote: 'Yes',
          votedAt: '2025-04-01T00:00:00.000Z',
          voteKind: 'passage',
          bill: bill(open!, 'S. 0', 'Open', null),
          reason: 'unscored-bill',
        },
        {
          voteId: missed!.id,
          vote: 'Not Voting',
          votedAt: '2025-03-01T00:00:00.000Z',
          voteKind: 'passage',
          bill: bill(three!, 'S. 3', 'Three', 3),
          reason: 'not-voting',
        },
      ],
      points: 15,
      average: 7.5,
      votingScore: 8,
      partyBaseline: 2.5,
      lean: 5.5,
      // 15 points over 3 votes (the missed one counts 0).
      withAbsences: { missed: 1, average: 5, score: 5 },
      attendance: { rollCalls: 3, missed: 2, rate: 2 / 3, from: '2025-01-01T00:00:00.000Z', to: '2025-05-01T00:00:00.000Z' },
    });
    expect((await call(t.app, 'GET', `/api/officials/${id}`)).json()).toMatchObject({
      votingScore: 8,
      scoredVoteCount: 2,
      ideologicalLean: 5.5,
    });
  });

  it('has no score, lean or attendance for an official without votes; 404 for an unknown official', async () => {
    const [quiet] = await t.db
      .insert(officials)
      .values({ name: 'Quiet', party: 'Democratic', office: 'Senator', state: 'VT' })
      .returning({ id: officials.id });
    expect(await receiptOf(quiet!.id)).toMatchObject({
      counted: [],
      notCounted: [],
      points: 0,
      average: null,
      votingScore: null,
      lean: null,
      partyBaseline: 7.5,
      withAbsences: { missed: 0, average: null, score: null },
      attendance: { rollCalls: 0, missed: 0, rate: null, from: null, to: null },
    });
    await t.db.delete(officials).where(eq(officials.id, quiet!.id));
    await t.wroteBehindTheApp();
    const missing = await call(t.app, 'GET', `/api/officials/${quiet!.id}/receipt`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Official not found');
  });
});
