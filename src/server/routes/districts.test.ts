// A reader's officials: a ZIP's House districts, the officials list's 'Mine' filter, how a district's
// officials voted on bills, and the place a signed-in reader keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { bills, officials } from '../db/schema.ts';

let t: TestApp;
const ids = { waSenator: 0, waSeven: 0, waNine: 0, orSenator: 0, vtAtLarge: 0, vtSenator: 0 };

const addOfficial = async (name: string, office: string, state: string, district: string | null = null) =>
  (await t.db.insert(officials).values({ name, party: 'Democratic', office, state, district }).returning({ id: officials.id }))[0]!.id;
const addBill = async () =>
  (
    await t.db
      .insert(bills)
      .values({
        billNumber: 'H.R. 77',
        title: 'T',
        summary: 'S',
        status: 'Pending',
        level: 'federal',
        progressiveScore: 7,
        progressiveAnalysis: 'A',
      })
      .returning({ id: bills.id })
  )[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  ids.waSenator = await addOfficial('Wanda Senate', 'Senator', 'WA');
  ids.waSeven = await addOfficial('Seven Rep', 'Representative', 'WA', '7');
  ids.waNine = await addOfficial('Nine Rep', 'Representative', 'WA', '9');
  ids.orSenator = await addOfficial('Oren Senate', 'Senator', 'OR');
  ids.vtAtLarge = await addOfficial('Vera At-Large', 'Representative', 'VT');
  ids.vtSenator = await addOfficial('Vic Senate', 'Senator', 'VT');
});
afterAll(() => t.close());

describe('GET /api/districts?zip=', () => {
  it('names the one district of a ZIP, with an at-large seat as district 0', async () => {
    const response = await call(t.app, 'GET', '/api/districts?zip=05401');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.json()).toEqual({ zip: '05401', districts: [{ state: 'VT', district: 0, label: 'VT-AL' }] });
  });

  it('lists every district of a ZIP that spans several, in order', async () => {
    expect((await call(t.app, 'GET', '/api/districts?zip=98101')).json().districts).toEqual([
      { state: 'WA', district: 7, label: 'WA-07' },
      { state: 'WA', district: 9, label: 'WA-09' },
    ]);
  });

  it('answers no districts for a ZIP the Census table does not know, and 400 for one that is not 5 digits', async () => {
    expect((await call(t.app, 'GET', '/api/districts?zip=00000')).json()).toEqual({ zip: '00000', districts: [] });
    const bad = await call(t.app, 'GET', '/api/districts?zip=9810');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('ZIP code must be 5 digits');
  });
});

describe("GET /api/officials with state and district ('Mine')", () => {
  const listed = async (query: string) => {
    const response = await call(t.app, 'GET', `/api/officials?sort=az&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { id: number }[]).map((o) => o.id);
  };

  it("gives the district's House member and the state's senators, no other district's member", async () => {
    expect(await listed('state=WA&district=7')).toEqual([ids.waSeven, ids.waSenator]);
    expect(await listed('state=WA&district=9')).toEqual([ids.waNine, ids.waSenator]);
  });

  it('finds an at-large member, stored without a district, under district 0', async () => {
    expect(await listed('state=VT&district=0')).toEqual([ids.vtAtLarge, ids.vtSenator]);
  });

  it('refuses a district without a state', async () => {
    const response = await call(t.app, 'GET', '/api/officials?district=7');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('district requires state');
  });
});

describe('GET /api/districts/positions', () => {
  it("gives each of the district's officials' position on each bill, a passage vote before a later procedural one", async () => {
    const bill = await addBill();
    const untouched = await addBill();
    await insertRollCall(t.db, {
      billId: bill,
      votedAt: new Date('2025-03-01T00:00:00Z'),
      positions: [
        { memberKey: 'W7', name: 'Seven Rep', state: 'WA', position: 'No', officialId: ids.waSeven },
        { memberKey: 'W9', name: 'Nine Rep', state: 'WA', position: 'Yes', officialId: ids.waNine },
      ],
    });
    const motion = await insertRollCall(t.db, {
      billId: bill,
      kind: 'procedural',
      question: 'On Motion to Recommit',
      votedAt: new Date('2025-03-02T00:00:00Z'),
      positions: [
        { memberKey: 'W7', name: 'Seven Rep', state: 'WA', position: 'Yes', officialId: ids.waSeven },
        { memberKey: 'WS', name: 'Wanda Senate', state: 'WA', position: 'Present', officialId: ids.waSenator },
      ],
    });

    const response = await call(t.app, 'GET', `/api/districts/positions?state=wa&district=7&bills=${bill},${untouched}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.json()).toEqual(
      [
        { billId: bill, officialId: ids.waSeven, position: 'No', rollCallId: expect.any(Number), question: 'On Passage', kind: 'passage' },
        {
          billId: bill,
          officialId: ids.waSenator,
          position: 'Present',
          rollCallId: motion.id,
          question: 'On Motion to Recommit',
          kind: 'procedural',
        },
      ].sort((a, b) => a.officialId - b.officialId),
    );
  });

  it('refuses bills that are not ids, too many bills, and an unknown state', async () => {
    expect((await call(t.app, 'GET', '/api/districts/positions?state=WA&district=7&bills=1,x')).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await call(t.app, 'GET', `/api/districts/positions?state=WA&district=7&bills=${many}`)).json().message).toContain(
      'at most 100',
    );
    expect((await call(t.app, 'GET', '/api/districts/positions?state=ZZ&district=7&bills=1')).statusCode).toBe(400);
  });
});

describe('/api/me/place', () => {
  it('is for signed-in readers only', async () => {
    expect((await call(t.app, 'GET', '/api/me/place')).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', '/api/me/place', { body: { zip: '98101', state: 'WA', district: 7 } })).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', '/api/me/place')).statusCode).toBe(401);
  });

  it("keeps a reader's ZIP and district for them alone, privately, until they clear it", async () => {
    const reader = await t.signUp();
    const other = await t.signUp();
    const none = await call(t.app, 'GET', '/api/me/place', { cookie: reader.cookie });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const saved = await call(t.app, 'PUT', '/api/me/place', { cookie: reader.cookie, body: { zip: '98101', state: 'wa', district: 9 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ zip: '98101', state: 'WA', district: 9 });

    const read = await call(t.app, 'GET', '/api/me/place', { cookie: reader.cookie });
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ zip: '98101', state: 'WA', district: 9 });
    expect((await call(t.app, 'GET', '/api/me/place', { cookie: other.cookie })).json()).toBeNull();

    // A state and district without a ZIP replaces it.
    expect((await call(t.app, 'PUT', '/api/me/place', { cookie: reader.cookie, body: { state: 'VT', district: 0 } })).json()).toEqual({
      zip: null,
      state: 'VT',
      district: 0,
    });

    expect((await call(t.app, 'DELETE', '/api/me/place', { cookie: reader.cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/me/place', { cookie: reader.cookie })).json()).toBeNull();
  });

  it('refuses a ZIP paired with a district it is not in, and input that is not a place', async () => {
    const reader = await t.signUp();
    const wrong = await call(t.app, 'PUT', '/api/me/place', { cookie: reader.cookie, body: { zip: '98101', state: 'WA', district: 1 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('WA-01 is not a district of ZIP code 98101');
    for (const body of [
      { zip: '98101', state: 'WA' },
      { state: 'WA', district: 100 },
      { state: 'WA', district: 7, extra: 1 },
    ]) {
      expect((await call(t.app, 'PUT', '/api/me/place', { cookie: reader.cookie, body })).statusCode).toBe(400);
    }
    expect((await call(t.app, 'GET', '/api/me/place', { cookie: reader.cookie })).json()).toBeNull();
  });
});
