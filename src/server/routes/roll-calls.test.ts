// A bill's roll calls, oldest first, and which of them count in scores; one roll call's member positions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { bills, officials } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addBill = async (progressiveScore: number | null) =>
  (
    await t.db
      .insert(bills)
      .values({
        billNumber: 'H.R. 30',
        title: 'T',
        summary: 'S',
        status: 'Pending',
        level: 'federal',
        progressiveScore,
        progressiveAnalysis: 'A',
      })
      .returning({ id: bills.id })
  )[0]!.id;

describe('GET /api/bills/:id/roll-calls', () => {
  it('lists the bill’s roll calls oldest first; only the passage vote counts, and only while the bill is scored', async () => {
    const scored = await addBill(7);
    const passage = await insertRollCall(t.db, {
      billId: scored,
      votedAt: new Date('2025-03-05T18:00:00Z'),
      positions: [{ memberKey: 'A000001', name: 'Adams', position: 'Yes' }],
    });
    const cloture = await insertRollCall(t.db, {
      billId: scored,
      kind: 'cloture',
      question: 'On the Cloture Motion',
      votedAt: new Date('2025-03-04T18:00:00Z'),
    });
    await insertRollCall(t.db, { billId: await addBill(5), votedAt: new Date('2025-03-01T00:00:00Z') });

    const response = await call(t.app, 'GET', `/api/bills/${scored}/roll-calls`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((r: { id: number }) => r.id)).toEqual([cloture.id, passage.id]);
    expect(body[0]).toMatchObject({
      kind: 'cloture',
      voteKind: 'procedure',
      countsInScores: false,
      question: 'On the Cloture Motion',
      membersRecorded: false,
      partyTally: [],
    });
    expect(body[1]).toEqual({
      id: passage.id,
      key: passage.key,
      level: 'federal',
      state: null,
      chamber: 'house',
      chamberName: 'House',
      congress: 119,
      session: 1,
      number: expect.any(Number),
      sessionName: null,
      floor: true,
      question: 'On Passage',
      result: 'Passed',
      kind: 'passage',
      voteKind: 'passage',
      countsInScores: true,
      billId: scored,
      votedAt: '2025-03-05T18:00:00.000Z',
      sourceUrl: expect.stringMatching(/^https:\/\/clerk\.house\.gov\//),
      partyTally: [{ party: 'D', yes: 1, no: 0, present: 0, notVoting: 0 }],
      membersRecorded: true,
    });
  });

  it('does not count a passage vote on an unscored bill', async () => {
    const unscored = await addBill(null);
    await insertRollCall(t.db, { billId: unscored, votedAt: new Date('2025-04-01T00:00:00Z') });
    const body = (await call(t.app, 'GET', `/api/bills/${unscored}/roll-calls`)).json();
    expect(body).toEqual([expect.objectContaining({ kind: 'passage', countsInScores: false })]);
  });

  it('answers an empty list for a bill without roll calls, and 404 for an unknown bill', async () => {
    expect((await call(t.app, 'GET', `/api/bills/${await addBill(3)}/roll-calls`)).json()).toEqual([]);
    const missing = await call(t.app, 'GET', '/api/bills/999999/roll-calls');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Bill not found');
  });
});

describe('GET /api/roll-calls/:id/positions', () => {
  it('gives every member’s position by name, members who are not officials here included', async () => {
    const [official] = await t.db
      .insert(officials)
      .values({ name: 'Émile Zola', party: 'Democratic', office: 'Representative', state: 'CA' })
      .returning({ id: officials.id });
    const rollCall = await insertRollCall(t.db, {
      votedAt: new Date('2025-05-01T00:00:00Z'),
      positions: [
        { memberKey: 'Z000001', name: 'Zimmer', party: 'R', state: 'TX', position: 'No' },
        { memberKey: 'E000001', name: 'Émile Zola', position: 'Yes', officialId: official!.id },
        { memberKey: 'A000002', name: 'Adams', position: 'Not Voting' },
        { memberKey: 'E000002', name: 'Ellis', position: 'Present' },
      ],
    });
    const response = await call(t.app, 'GET', `/api/roll-calls/${rollCall.id}/positions`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { memberKey: 'A000002', name: 'Adams', party: 'D', state: 'CA', position: 'Not Voting', officialId: null },
      { memberKey: 'E000002', name: 'Ellis', party: 'D', state: 'CA', position: 'Present', officialId: null },
      { memberKey: 'E000001', name: 'Émile Zola', party: 'D', state: 'CA', position: 'Yes', officialId: official!.id },
      { memberKey: 'Z000001', name: 'Zimmer', party: 'R', state: 'TX', position: 'No', officialId: null },
    ]);
  });

  it('answers an empty list when the source gave no member list, and 404 for an unknown roll call', async () => {
    const totalsOnly = await insertRollCall(t.db, { votedAt: new Date('2025-05-02T00:00:00Z') });
    expect((await call(t.app, 'GET', `/api/roll-calls/${totalsOnly.id}/positions`)).json()).toEqual([]);
    const missing = await call(t.app, 'GET', '/api/roll-calls/999999/positions');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Roll call not found');
  });
});
