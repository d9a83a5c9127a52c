// The stored aggregates after each kind of write (docs/decisions/0140-stored-aggregates.md): every official's
// record equals what src/shared/scoring.ts works out from their raw votes after roll calls are written, a
// bill is scored, rescored and unscored by staff, and an official is added; every discussion's stored
// comment count equals its comments after comments are posted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passageBillKey, writePassageRollCall } from '../../../tests/support/server/ledger.ts';
import { expectStoredCommentCountsToMatch, expectStoredRecordsToMatchScoring } from '../../../tests/support/server/stored-records.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { findBillId } from '../repositories/import-bills.ts';
import type { RollCallVote } from '../repositories/import-votes.ts';

let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUp']>>;
const officialIds: number[] = [];

const addOfficial = async (name: string, party: string) => {
  const response = await call(t.app, 'POST', '/api/officials', {
    cookie: staff.cookie,
    body: { name, party, office: 'Senator', state: 'WA' },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; votingScore: number; scoredVoteCount: number; voteCount: number; ideologicalLean: number | null };
};

const rollCall = (billNumber: string | null, billScore: number | null, votes: RollCallVote[]) =>
  writePassageRollCall(t.db, billNumber, billScore, votes);
const billId = async (billNumber: string) => (await findBillId(t.db, passageBillKey(billNumber)))!;

const recordOf = async (id: number) => (await expectStoredRecordsToMatchScoring(t.db)).find((official) => official.id === id)!;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signUp({ isStaff: 1 });
  const parties = ['Democratic', 'Republican', 'Independent', 'Green', 'rep'];
  for (const [i, party] of parties.entries()) officialIds.push((await addOfficial(`Member ${i}`, party)).id);
  // A candidate matched to the first member carries that member's score.
  await call(t.app, 'POST', '/api/candidates', {
    cookie: staff.cookie,
    body: { name: 'Member 0', party: 'Democrat', office: 'Senate', state: 'WA', progressiveScore: 5, progressiveAnalysis: 'A' },
  });
});
afterAll(() => t.close());

describe("officials' stored records", () => {
  it('equal scoring.ts after roll calls on scored, unscored and known bills are written', async () => {
    const [a, b, c, d] = officialIds as [number, number, number, number];
    await rollCall('H.R. 1', 8, [
      { officialId: a, vote: 'Yes' },
      { officialId: b, vote: 'No' },
      { officialId: c, vote: 'Not Voting' },
      { officialId: d, vote: 'Present' },
    ]);
    await rollCall('H.R. 2', null, [
      { officialId: a, vote: 'No' },
      { officialId: b, vote: 'Yes' },
      { officialId: d, vote: 'Yes' },
    ]);
    // A second roll call on a bill already known, and one on no bill at all.
    await rollCall('H.R. 1', 8, [{ officialId: c, vote: 'Yes' }]);
    await rollCall(null, null, [{ officialId: a, vote: 'Yes' }]);
    await rollCall('H.R. 3', 3, [
      { officialId: a, vote: 'No' },
      { officialId: c, vote: 'No' },
    ]);
    const records = await expectStoredRecordsToMatchScoring(t.db);
    expect(records.filter((official) => official.scoredVoteCount > 0)).toHaveLength(3);
    expect(records.some((official) => official.voteCount > 0 && official.scoredVoteCount === 0)).toBe(true);
    expect(records.some((official) => official.voteCount === 0)).toBe(true);
    // (8 + 7) / 2 = 7.5 → 8.
    expect(records.find((official) => official.id === a)).toMatchObject({
      voteCount: 4,
      yesCount: 2,
      noCount: 2,
      scoredVoteCount: 2,
      votePoints: 15,
      votingScore: 8,
    });
    expect(((await call(t.app, 'GET', '/api/candidates')).json() as unknown[])[0]).toMatchObject({
      name: 'Member 0',
      hasOfficialRecord: true,
      votingScore: 8,
    });
  });

  it('equal scoring.ts after staff score, rescore and unscore a bill through PUT /api/bills/:id/score', async () => {
    const unscored = await billId('H.R. 2');
    const scored = await billId('H.R. 1');
    const b = officialIds[1]!;
    const putScore = async (id: number, progressiveScore: number | null) => {
      const response = await call(t.app, 'PUT', `/api/bills/${id}/score`, {
        cookie: staff.cookie,
        body: { progressiveScore, progressiveAnalysis: 'Staff.' },
      });
      expect(response.statusCode).toBe(200);
    };
    expect(await recordOf(b)).toMatchObject({ scoredVoteCount: 1, votingScore: 2 });
    await putScore(unscored, 10);
    // No on an 8 (2 points) and Yes on a 10: 12 / 2 = 6.
    expect(await recordOf(b)).toMatchObject({ scoredVoteCount: 2, votePoints: 12, votingScore: 6 });
    await putScore(scored, 1);
    // No on a 1 (9 points) and Yes on a 10: 19 / 2 = 9.5, rounded up.
    expect(await recordOf(b)).toMatchObject({ scoredVoteCount: 2, votePoints: 19, votingScore: 10 });
    await putScore(scored, null);
    await putScore(unscored, null);
    expect(await recordOf(b)).toMatchObject({ voteCount: 2, scoredVoteCount: 0, votePoints: 0, votingScore: null });
  });

  it('equal scoring.ts after an official is added through POST /api/officials: zeros, no score, no lean', async () => {
    const added = await addOfficial('Newly Sworn', 'Democratic');
    expect(added).toMatchObject({ votingScore: 0, scoredVoteCount: 0, voteCount: 0, ideologicalLean: null });
    expect(await recordOf(added.id)).toMatchObject({
      voteCount: 0,
      yesCount: 0,
      noCount: 0,
      scoredVoteCount: 0,
      votePoints: 0,
      votingScore: null,
    });
  });
});

describe('stored comment counts', () => {
  it('equal the comments of every article, bill and candidate after comments and replies are posted, and the lists show them', async () => {
    const reader = await t.signUp();
    const article = (
      await call(t.app, 'POST', '/api/articles', {
        cookie: staff.cookie,
        body: { title: 'T', excerpt: 'E', content: 'C', category: 'Healthcare', readTime: 3 },
      })
    ).json() as { id: number };
    const bill = await billId('H.R. 3');
    const candidate = ((await call(t.app, 'GET', '/api/candidates')).json() as { id: number }[])[0]!.id;
    const post = async (body: Record<string, unknown>) => {
      const response = await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { content: 'A comment.', ...body } });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: number };
    };
    const first = await post({ articleId: article.id });
    await post({ articleId: article.id, parentId: first.id });
    await post({ articleId: article.id });
    await post({ billId: bill });
    await post({ candidateId: candidate });
    await post({ candidateId: candidate });

    const counts = await expectStoredCommentCountsToMatch(t.db);
    expect(
      counts
        .filter((row) => row.commentCount > 0)
        .map((row) => row.commentCount)
        .sort(),
    ).toEqual([1, 2, 3]);
    const listed = (await call(t.app, 'GET', '/api/articles')).json() as { id: number; commentCount: number }[];
    expect(listed.find((row) => row.id === article.id)?.commentCount).toBe(3);
    expect((await call(t.app, 'GET', `/api/bills/${bill}`)).json()).toMatchObject({ commentCount: 1 });
    expect((await call(t.app, 'GET', `/api/candidates/${candidate}`)).json()).toMatchObject({ commentCount: 2 });
  });
});
