// A reader's stances on bills and their match with officials and candidates: private to the reader.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePassageRollCall } from '../../../tests/support/server/ledger.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { bills, officials } from '../db/schema.ts';
import { createCandidate } from '../repositories/candidates.ts';

let t: TestApp;
const ids = { ada: 0, bo: 0, candidate: 0, hr1: 0, hr2: 0, hr3: 0, quiet: 0 };

const billId = async (billNumber: string) =>
  (await t.db.select({ id: bills.id }).from(bills).where(eq(bills.billNumber, billNumber)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  const add = async (name: string, party: string) =>
    (
      await t.db
        .insert(officials)
        .values({ name, party, office: 'Representative', state: 'CA', district: '1' })
        .returning({ id: officials.id })
    )[0]!.id;
  ids.ada = await add('Ada Adams', 'Democratic');
  ids.bo = await add('Bo Brown', 'Republican');
  await writePassageRollCall(t.db, 'H.R. 1', 8, [
    { officialId: ids.ada, vote: 'Yes' },
    { officialId: ids.bo, vote: 'No' },
  ]);
  await writePassageRollCall(t.db, 'H.R. 2', null, [
    { officialId: ids.ada, vote: 'No' },
    { officialId: ids.bo, vote: 'Not Voting' },
  ]);
  await writePassageRollCall(t.db, 'H.R. 3', 5, [{ officialId: ids.ada, vote: 'Yes' }]);
  ids.hr1 = await billId('H.R. 1');
  ids.hr2 = await billId('H.R. 2');
  ids.hr3 = await billId('H.R. 3');
  ids.quiet = (
    await t.db
      .insert(bills)
      .values({ billNumber: 'S. 9', title: 'Quiet', summary: 'S', status: 'Pending', level: 'federal', progressiveAnalysis: 'A' })
      .returning({ id: bills.id })
  )[0]!.id;
  ids.candidate = (
    await createCandidate(t.db, {
      name: 'Ada Adams',
      party: 'Democrat',
      office: 'House',
      state: 'CA',
      district: '1',
      progressiveScore: 7,
      progressiveAnalysis: 'A',
    })
  ).id;
});
afterAll(() => t.close());

const put = (cookie: string, bill: number, stance: string) => call(t.app, 'PUT', `/api/me/stances/${bill}`, { cookie, body: { stance } });

describe('a reader’s stances', () => {
  it('are for signed-in readers only', async () => {
    expect((await call(t.app, 'GET', '/api/me/stances')).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', `/api/me/stances/${ids.hr1}`, { body: { stance: 'support' } })).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', `/api/me/stances/${ids.hr1}`)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/me/matches')).statusCode).toBe(401);
  });

  it('are kept, changed and cleared, for their owner alone, never cached', async () => {
    const reader = await t.signUp();
    const other = await t.signUp();
    expect((await put(reader.cookie, ids.hr1, 'support')).json()).toEqual({ billId: ids.hr1, stance: 'support' });
    expect((await put(reader.cookie, ids.hr2, 'support')).statusCode).toBe(200);
    expect((await put(reader.cookie, ids.hr2, 'oppose')).json()).toEqual({ billId: ids.hr2, stance: 'oppose' });
    const mine = await call(t.app, 'GET', '/api/me/stances', { cookie: reader.cookie });
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toEqual([
      { billId: ids.hr1, stance: 'support' },
      { billId: ids.hr2, stance: 'oppose' },
    ]);
    expect((await call(t.app, 'GET', '/api/me/stances', { cookie: other.cookie })).json()).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/me/stances/${ids.hr2}`, { cookie: reader.cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/me/stances', { cookie: reader.cookie })).json()).toEqual([
      { billId: ids.hr1, stance: 'support' },
    ]);
  });

  it('refuses a stance that is neither support nor oppose, and a bill that does not exist', async () => {
    const reader = await t.signUp();
    expect((await put(reader.cookie, ids.hr1, 'maybe')).statusCode).toBe(400);
    const missing = await put(reader.cookie, 999999, 'support');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Bill not found');
  });
});

describe('GET /api/me/matches', () => {
  it('counts agreement over the bills the reader marked, absences apart, with the bills it counts; a matched candidate shares its official’s', async () => {
    const reader = await t.signUp();
    await put(reader.cookie, ids.hr1, 'support'); // Ada Yes: agree; Bo No: disagree
    await put(reader.cookie, ids.hr2, 'support'); // Ada No: disagree; Bo Not Voting: apart
    await put(reader.cookie, ids.hr3, 'support'); // Ada Yes: agree
    await put(reader.cookie, ids.quiet, 'oppose'); // nobody voted: counts for no one

    const response = await call(t.app, 'GET', '/api/me/matches', { cookie: reader.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(
      body.map((m: { kind: string; name: string; agree: number; disagree: number; notCounted: number; percent: number | null }) => [
        m.kind,
        m.name,
        m.agree,
        m.disagree,
        m.notCounted,
        m.percent,
      ]),
    ).toEqual([
      ['candidate', 'Ada Adams', 2, 1, 0, 67],
      ['official', 'Ada Adams', 2, 1, 0, 67],
      ['official', 'Bo Brown', 0, 1, 1, 0],
    ]);
    const bo = body.find((m: { id: number; kind: string }) => m.kind === 'official' && m.id === ids.bo);
    expect(bo.bills).toEqual([
      { billId: ids.hr2, billNumber: 'H.R. 2', title: 'Bill H.R. 2', stance: 'support', vote: 'Not Voting', outcome: 'not-voting' },
      { billId: ids.hr1, billNumber: 'H.R. 1', title: 'Bill H.R. 1', stance: 'support', vote: 'No', outcome: 'disagree' },
    ]);
    expect(body[0]).toMatchObject({ kind: 'candidate', id: ids.candidate, officialId: ids.ada });
  });

  it('is empty for a reader who has marked nothing', async () => {
    const reader = await t.signUp();
    expect((await call(t.app, 'GET', '/api/me/matches', { cookie: reader.cookie })).json()).toEqual([]);
  });
});
