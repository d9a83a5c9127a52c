// Scoring a bill: Add Bill's score is staff's, PUT /api/bills/:id/score sets or clears a score (staff
// only), PUT /api/bills/:id/score-exclusion takes a bill out of scores or puts it back (staff only), officials'
// and candidates' scores follow at once, and the audit log names the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVotes } from '../../../tests/support/server/ledger.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { SCORED_ANALYSIS_MESSAGE } from '../../shared/schemas/bills.ts';
import { bills, officials } from '../db/schema.ts';

const NOW = new Date('2026-03-04T05:06:07.000Z');
let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  staff = await t.signUp({ isStaff: 1, firstName: 'Sam', lastName: 'Scorer' });
});
afterAll(() => t.close());

const insertBill = async (values: { progressiveScore: number | null; sourceKey?: string }) =>
  (
    await t.db
      .insert(bills)
      .values({
        billNumber: 'H.R. 30',
        title: 'A bill',
        summary: 'S',
        status: 'Pending',
        level: 'federal',
        progressiveAnalysis: 'Rubric',
        scoreSource: values.progressiveScore === null ? null : 'rubric',
        ...values,
      })
      .returning({ id: bills.id })
  )[0]!.id;

/** As staff, unless `as` says who (a visitor: no cookie). */
const putScore = (id: number, body: unknown, as: { cookie?: string } = staff) =>
  call(t.app, 'PUT', `/api/bills/${id}/score`, { cookie: as.cookie, body });

/**
 * A senator who voted Yes on `bill` and No on `other`, and a candidate of the same name matched to them:
 * reads of each as the API answers them now.
 */
async function voterAndCandidate(name: string, state: string, bill: number, other: number) {
  const [voter] = await t.db
    .insert(officials)
    .values({ name, party: 'Democratic', office: 'Senator', state })
    .returning({ id: officials.id });
  await insertVotes(t.db, [
    { officialId: voter!.id, billId: bill, vote: 'Yes' },
    { officialId: voter!.id, billId: other, vote: 'No' },
  ]);
  const candidate = (
    await call(t.app, 'POST', '/api/candidates', {
      cookie: staff.cookie,
      body: { name, party: 'Democrat', office: 'Senate', state, progressiveScore: 4, progressiveAnalysis: 'A' },
    })
  ).json();
  const official = async () => (await call(t.app, 'GET', `/api/officials/${voter!.id}`)).json();
  const candidateNow = async () => (await call(t.app, 'GET', `/api/candidates/${candidate.id}`)).json();
  return { voter: voter!, candidate, official, candidateNow };
}

describe('POST /api/bills (Add Bill)', () => {
  it('records the score as staff’s and the bill as introduced now, with no Congress.gov page', async () => {
    const response = await call(t.app, 'POST', '/api/bills', {
      cookie: staff.cookie,
      body: {
        billNumber: 'AB 12',
        title: 'T',
        summary: 'S',
        status: 'Pending',
        level: 'state',
        state: 'CA',
        progressiveScore: 6,
        progressiveAnalysis: 'A',
      },
    });
    expect(response.statusCode).toBe(201);
    const bill = response.json();
    expect(bill).toMatchObject({
      progressiveScore: 6,
      scoreSource: 'staff',
      introducedDate: NOW.toISOString(),
      congressUrl: null,
      policyArea: null,
      latestAction: null,
      latestActionDate: null,
    });
    // Newest First puts it ahead of a state bill no source dated.
    await t.db.insert(bills).values({
      billNumber: 'SB 1',
      title: 'T',
      summary: 'S',
      status: 'Pending',
      level: 'state',
      state: 'CA',
      progressiveScore: null,
      progressiveAnalysis: 'A',
    });
    expect((await call(t.app, 'GET', '/api/bills?level=state&state=CA')).json()[0].id).toBe(bill.id);
  });
});

describe('congressUrl', () => {
  it.each([
    ['federal:119:hr:30', 'https://www.congress.gov/bill/119th-congress/house-bill/30'],
    ['federal:118:s:5', 'https://www.congress.gov/bill/118th-congress/senate-bill/5'],
    ['federal:121:hjres:7', 'https://www.congress.gov/bill/121st-congress/house-joint-resolution/7'],
    ['federal:122:sjres:8', 'https://www.congress.gov/bill/122nd-congress/senate-joint-resolution/8'],
    ['federal:123:hconres:9', 'https://www.congress.gov/bill/123rd-congress/house-concurrent-resolution/9'],
    ['federal:111:sconres:10', 'https://www.congress.gov/bill/111th-congress/senate-concurrent-resolution/10'],
    ['federal:112:hres:11', 'https://www.congress.gov/bill/112th-congress/house-resolution/11'],
    ['federal:113:sres:12', 'https://www.congress.gov/bill/113th-congress/senate-resolution/12'],
    ['state:CA:20252026:AB 12', null],
  ])('is derived from the source key %s', async (sourceKey, url) => {
    const id = await insertBill({ progressiveScore: 5, sourceKey });
    expect((await call(t.app, 'GET', `/api/bills/${id}`)).json().congressUrl).toBe(url);
  });
});

describe('PUT /api/bills/:id/score', () => {
  it('checks who asks before what they send: a visitor gets 401, a reader 403, staff 400', async () => {
    const id = await insertBill({ progressiveScore: 5 });
    const invalid = { progressiveScore: 11 };
    expect((await putScore(id, invalid, {})).statusCode).toBe(401);
    expect((await putScore(id, invalid, await t.signUp())).statusCode).toBe(403);
    const response = await putScore(id, invalid);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^progressiveScore: Progressive score must be at most 10/);
  });

  it('answers 404 for an unknown bill', async () => {
    const response = await putScore(999_999, { progressiveScore: 5, progressiveAnalysis: 'Reasons' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Bill not found');
  });

  it('scores an unscored bill as staff, and clearing the score leaves it unscored', async () => {
    const id = await insertBill({ progressiveScore: null });
    const scored = await putScore(id, { progressiveScore: 9, progressiveAnalysis: 'Expands clean energy.' });
    expect(scored.statusCode).toBe(200);
    expect(scored.json()).toMatchObject({ id, progressiveScore: 9, progressiveAnalysis: 'Expands clean energy.', scoreSource: 'staff' });
    expect((await call(t.app, 'GET', `/api/bills/${id}`)).json()).toMatchObject({ progressiveScore: 9, scoreSource: 'staff' });

    const cleared = await putScore(id, { progressiveScore: null, progressiveAnalysis: 'Needs another look.' });
    expect(cleared.json()).toMatchObject({ progressiveScore: null, progressiveAnalysis: 'Needs another look.', scoreSource: null });
  });

  it("refuses a score whose analysis still reads 'Not yet scored' (the rubric's words), which would show both", async () => {
    const id = await insertBill({ progressiveScore: null });
    const analysis = 'Not yet scored: no rule of the published rubric matched this bill, so it counts in no score until staff score it.';
    const refused = await putScore(id, { progressiveScore: 6, progressiveAnalysis: analysis });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ progressiveAnalysis: SCORED_ANALYSIS_MESSAGE });
    // Clearing a score with those words is what they say.
    expect((await putScore(id, { progressiveScore: null, progressiveAnalysis: analysis })).statusCode).toBe(200);
  });

  it('moves the scores of the officials who voted on it and of their candidates at once', async () => {
    const bill = await insertBill({ progressiveScore: null });
    const other = await insertBill({ progressiveScore: 4 });
    const { candidate, official, candidateNow } = await voterAndCandidate('Vera Voter', 'WA', bill, other);

    // Only the No on the 4 counts: 6 points.
    expect(await official()).toMatchObject({ votingScore: 6, scoredVoteCount: 1, ideologicalLean: -1.5 });
    expect(candidate).toMatchObject({ hasOfficialRecord: true, votingScore: 6, adjustedProgressiveScore: 5 });

    await putScore(bill, { progressiveScore: 10, progressiveAnalysis: 'Landmark.' });
    // (10 + 6) / 2 = 8.
    expect(await official()).toMatchObject({ votingScore: 8, scoredVoteCount: 2, ideologicalLean: 0.5 });
    expect(await candidateNow()).toMatchObject({ votingScore: 8, ideologicalLean: 0.5, adjustedProgressiveScore: 6 });

    await putScore(other, { progressiveScore: null, progressiveAnalysis: 'Withdrawn.' });
    expect(await official()).toMatchObject({ votingScore: 10, scoredVoteCount: 1 });
    expect(await candidateNow()).toMatchObject({ votingScore: 10, adjustedProgressiveScore: 7 });

    await putScore(bill, { progressiveScore: null, progressiveAnalysis: 'Withdrawn.' });
    // No counted votes: a score of 0 that means "no votes", and no lean.
    expect(await official()).toMatchObject({ votingScore: 0, scoredVoteCount: 0, voteCount: 2, ideologicalLean: null });
    expect(await candidateNow()).toMatchObject({
      hasOfficialRecord: true,
      votingScore: 0,
      ideologicalLean: null,
      adjustedProgressiveScore: null,
    });
  });

  it('records each change in the audit log with the bill and its old and new score', async () => {
    const id = await insertBill({ progressiveScore: 3 });
    await putScore(id, { progressiveScore: 7, progressiveAnalysis: 'Reconsidered.' });
    await putScore(id, { progressiveScore: null, progressiveAnalysis: 'Unscored again.' });
    const events = (await call(t.app, 'GET', '/api/admin/audit-events?kind=bill-score-changed', { cookie: staff.cookie })).json();
    const mine = events.filter((event: { detail: { billId: number } }) => event.detail.billId === id);
    expect(mine.map((event: { detail: unknown }) => event.detail)).toEqual([
      { billId: id, billNumber: 'H.R. 30', previousScore: 7, score: null },
      { billId: id, billNumber: 'H.R. 30', previousScore: 3, score: 7 },
    ]);
    expect(mine[0].actor).toEqual({ id: staff.user.id, name: 'Sam Scorer' });
  });
});

describe('PUT /api/bills/:id/score-exclusion', () => {
  const putExclusion = (id: number, body: unknown, as: { cookie?: string } = staff) =>
    call(t.app, 'PUT', `/api/bills/${id}/score-exclusion`, { cookie: as.cookie, body });

  it('checks who asks before what they send: a visitor gets 401, a reader 403, staff 400; an unknown bill 404', async () => {
    const id = await insertBill({ progressiveScore: 5 });
    expect((await putExclusion(id, { excluded: 'yes' }, {})).statusCode).toBe(401);
    const reader = await putExclusion(id, { excluded: true }, await t.signUp());
    expect(reader.statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/bills/${id}`)).json().excludedFromScores).toBe(false);
    const invalid = await putExclusion(id, { excluded: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^excluded: excluded must be true or false/);
    expect((await putExclusion(999_999, { excluded: true })).statusCode).toBe(404);
  });

  it("takes the bill out of its voters' and their candidates' scores at once, says so on the bill, and puts it back", async () => {
    const bill = await insertBill({ progressiveScore: 10 });
    const other = await insertBill({ progressiveScore: 4 });
    const { voter, official, candidateNow } = await voterAndCandidate('Ezra Excluded', 'OR', bill, other);
    // (10 + 6) / 2 = 8.
    expect(await official()).toMatchObject({ votingScore: 8, scoredVoteCount: 2 });

    const excluded = await putExclusion(bill, { excluded: true });
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json()).toMatchObject({ id: bill, excludedFromScores: true, progressiveScore: 10 });
    // Only the No on the 4 counts: 6 points; the receipt lists the Yes as excluded.
    expect(await official()).toMatchObject({ votingScore: 6, scoredVoteCount: 1, voteCount: 2 });
    expect(await candidateNow()).toMatchObject({ votingScore: 6, adjustedProgressiveScore: 5 });
    const receipt = (await call(t.app, 'GET', `/api/officials/${voter!.id}/receipt`)).json();
    expect(receipt.notCounted).toEqual([
      expect.objectContaining({ reason: 'excluded', voteKind: 'passage', bill: expect.objectContaining({ id: bill }) }),
    ]);

    await putExclusion(bill, { excluded: false });
    expect(await official()).toMatchObject({ votingScore: 8, scoredVoteCount: 2 });
    expect(await candidateNow()).toMatchObject({ votingScore: 8 });
  });

  it('records each change, not a repeat, in the audit log with the bill and who made it', async () => {
    const id = await insertBill({ progressiveScore: 3 });
    await call(t.app, 'PUT', `/api/bills/${id}/score-exclusion`, { cookie: staff.cookie, body: { excluded: true } });
    await call(t.app, 'PUT', `/api/bills/${id}/score-exclusion`, { cookie: staff.cookie, body: { excluded: true } });
    await call(t.app, 'PUT', `/api/bills/${id}/score-exclusion`, { cookie: staff.cookie, body: { excluded: false } });
    const events = async (kind: string) =>
      (await call(t.app, 'GET', `/api/admin/audit-events?kind=${kind}`, { cookie: staff.cookie }))
        .json()
        .filter((event: { detail: { billId: number } }) => event.detail.billId === id);
    const excluded = await events('bill-excluded-from-scores');
    expect(excluded.map((event: { detail: unknown }) => event.detail)).toEqual([{ billId: id, billNumber: 'H.R. 30' }]);
    expect(excluded[0].actor).toEqual({ id: staff.user.id, name: 'Sam Scorer' });
    expect((await events('bill-included-in-scores')).map((event: { detail: unknown }) => event.detail)).toEqual([
      { billId: id, billNumber: 'H.R. 30' },
    ]);
  });
});
