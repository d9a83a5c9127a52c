// GET /api/compare: two to four officials side by side, the bills where they differ first.

import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePassageRollCall } from '../../../tests/support/server/ledger.ts';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { bills, officials } from '../db/schema.ts';

let t: TestApp;
const ids = { ada: 0, bo: 0, cy: 0 };

const addOfficial = async (name: string, party: string) =>
  (
    await t.db
      .insert(officials)
      .values({ name, party, office: 'Representative', chamber: 'house', state: 'CA', district: '1' })
      .returning({ id: officials.id })
  )[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  ids.ada = await addOfficial('Ada Adams', 'Democratic');
  ids.bo = await addOfficial('Bo Brown', 'Republican');
  ids.cy = await addOfficial('Cy Chen', 'Democratic');
  // Oldest first: H.R. 1 (all agree), H.R. 2 (they differ), H.R. 3 (only Ada voted), H.R. 4 (Bo missed it; unscored,
  // so it moves no score).
  await writePassageRollCall(t.db, 'H.R. 1', 8, [
    { officialId: ids.ada, vote: 'Yes' },
    { officialId: ids.bo, vote: 'Yes' },
  ]);
  await writePassageRollCall(t.db, 'H.R. 2', 6, [
    { officialId: ids.ada, vote: 'Yes' },
    { officialId: ids.bo, vote: 'No' },
  ]);
  await writePassageRollCall(t.db, 'H.R. 3', 9, [{ officialId: ids.ada, vote: 'Yes' }]);
  await writePassageRollCall(t.db, 'H.R. 4', null, [
    { officialId: ids.ada, vote: 'Yes' },
    { officialId: ids.bo, vote: 'Not Voting' },
  ]);
  // The House roll calls those passage votes came from: each bill reached the House, and only the House.
  for (const bill of await t.db
    .select({ id: bills.id })
    .from(bills)
    .where(inArray(bills.billNumber, ['H.R. 1', 'H.R. 2', 'H.R. 3', 'H.R. 4']))) {
    await insertRollCall(t.db, { billId: bill.id, votedAt: new Date('2025-01-15T00:00:00Z') });
  }
  // Bo missed one roll call of another kind: attendance counts it, the ledger does not.
  await insertRollCall(t.db, {
    kind: 'cloture',
    votedAt: new Date('2025-02-01T00:00:00Z'),
    positions: [{ memberKey: 'B1', name: 'Bo Brown', position: 'Not Voting', officialId: ids.bo }],
  });
});
afterAll(() => t.close());

describe('GET /api/compare', () => {
  it('gives each official’s record and the bills any of them voted on: where both voted and differ first, then alike, then the rest', async () => {
    const response = await call(t.app, 'GET', `/api/compare?officials=${ids.bo},${ids.ada}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const body = response.json();
    expect(body.officials).toEqual([
      // Bo: Yes on 8 (8 points), No on 6 (4 points): 6; Republican baseline 2.5.
      {
        id: ids.bo,
        name: 'Bo Brown',
        party: 'Republican',
        office: 'Representative',
        chamber: 'house',
        state: 'CA',
        district: '1',
        score: 6,
        scoredVoteCount: 2,
        lean: 3.5,
        rollCalls: 1,
        missedVotes: 1,
      },
      // Ada: 8, 6, 9 → 23/3 = 7.67 → 8; Democratic baseline 7.5.
      {
        id: ids.ada,
        name: 'Ada Adams',
        party: 'Democratic',
        office: 'Representative',
        chamber: 'house',
        state: 'CA',
        district: '1',
        score: 8,
        scoredVoteCount: 3,
        lean: 0.5,
        rollCalls: 0,
        missedVotes: 0,
      },
    ]);
    expect(
      body.bills.map((b: { billNumber: string; votedByAll: boolean; differ: boolean; votes: unknown[]; chambers: string[] }) => [
        b.billNumber,
        b.votedByAll,
        b.differ,
        b.votes,
        b.chambers,
      ]),
    ).toEqual([
      ['H.R. 2', true, true, ['No', 'Yes'], ['house']],
      ['H.R. 1', true, false, ['Yes', 'Yes'], ['house']],
      // Bills one of them did not vote on, latest first: neither is a vote cast differently (issue 41). Bo
      // missed H.R. 4. Bo has no vote on H.R. 3: it reached the House, so a representative's missing vote
      // there is a vote not cast (a senator's would be a bill that never reached the Senate).
      ['H.R. 4', false, false, ['Not Voting', 'Yes'], ['house']],
      ['H.R. 3', false, false, [null, 'Yes'], ['house']],
    ]);
  });

  it('shows an official without counted votes with no score and no lean, not 0', async () => {
    const body = (await call(t.app, 'GET', `/api/compare?officials=${ids.cy},${ids.ada}`)).json();
    expect(body.officials[0]).toMatchObject({ id: ids.cy, score: null, scoredVoteCount: 0, lean: null });
    expect(body.bills.every((b: { votes: unknown[] }) => b.votes[0] === null)).toBe(true);
  });

  it('refuses fewer than two or more than four officials, ids that are not ids, and answers 404 for an unknown one', async () => {
    for (const query of [`${ids.ada}`, `${ids.ada},${ids.ada}`, '1,2,3,4,5', `${ids.ada},x`, '']) {
      const response = await call(t.app, 'GET', `/api/compare?officials=${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const missing = await call(t.app, 'GET', `/api/compare?officials=${ids.ada},999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Official 999999 not found');
  });
});
