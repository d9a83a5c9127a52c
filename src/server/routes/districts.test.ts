// A reader's officials: a ZIP's House districts, the officials list's 'Mine' filter, how a district's
// officials voted on bills, and the place a signed-in reader keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { bills, officials } from '../db/schema.ts';

let t: TestApp;
const ids = { waSenator: 0, waSeven: 0, waNine: 0, orSenator: 0, vtAtLarge: 0, vtSenator: 0 };
const mn = { senator: 0, rep: 0, walz: 0, state59: 0, house59A: 0, house59B: 0, mayor: 0 };
const elsewhere = { azFirst: 0, azSecond: 0, azOther: 0, idA: 0, idB: 0, nebraska: 0 };

type Seat = { level?: 'federal' | 'state' | 'local'; chamber?: 'house' | 'senate' | 'upper' | 'lower' | 'legislature' | null };
const addOfficial = async (name: string, office: string, state: string, district: string | null = null, seat: Seat = {}) => {
  // Congress's chamber as every import stores it, from the office.
  const { level = 'federal', chamber = level === 'federal' ? (office === 'Senator' ? 'senate' : 'house') : null } = seat;
  const row = { name, party: 'Democratic', office, state, district, level, chamber };
  return (await t.db.insert(officials).values(row).returning({ id: officials.id }))[0]!.id;
};
const addLegislator = (name: string, state: string, chamber: 'upper' | 'lower' | 'legislature', district: string) =>
  addOfficial(name, chamber === 'lower' ? 'State Representative' : 'State Senator', state, district, { level: 'state', chamber });
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
  mn.senator = await addOfficial('Amy Klobuchar', 'Senator', 'MN');
  mn.rep = await addOfficial('Ilhan Omar', 'Representative', 'MN', '5');
  mn.walz = await addOfficial('Tim Walz', 'Governor', 'MN', null, { level: 'state' });
  mn.state59 = await addLegislator('Bobby Joe Champion', 'MN', 'upper', '59');
  mn.house59A = await addLegislator('Fue Lee', 'MN', 'lower', '59A');
  mn.house59B = await addLegislator('Esther Agbaje', 'MN', 'lower', '59B');
  mn.mayor = await addOfficial('Jacob Frey', 'Mayor of Minneapolis', 'MN', null, { level: 'local' });
  elsewhere.azFirst = await addLegislator('Cesar Aguilar', 'AZ', 'lower', '11');
  elsewhere.azSecond = await addLegislator('Junelle Cavero', 'AZ', 'lower', '11');
  elsewhere.azOther = await addLegislator('Not Eleven', 'AZ', 'lower', '12');
  elsewhere.idA = await addLegislator('Seat A', 'ID', 'lower', '19A');
  elsewhere.idB = await addLegislator('Seat B', 'ID', 'lower', '19B');
  elsewhere.nebraska = await addLegislator('Carol Blood', 'NE', 'legislature', '27');
});
afterAll(() => t.close());

describe('GET /api/districts?zip=', () => {
  it('names the one district of a ZIP, with an at-large seat as district 0', async () => {
    const response = await call(t.app, 'GET', '/api/districts?zip=05401');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.json()).toMatchObject({ zip: '05401', districts: [{ state: 'VT', district: 0, label: 'VT-AL' }] });
  });

  it('lists every district of a ZIP that spans several, in order', async () => {
    expect((await call(t.app, 'GET', '/api/districts?zip=98101')).json().districts).toEqual([
      { state: 'WA', district: 7, label: 'WA-07' },
      { state: 'WA', district: 9, label: 'WA-09' },
    ]);
  });

  it('answers no districts for a ZIP the Census table does not know, and 400 for one that is not 5 digits', async () => {
    expect((await call(t.app, 'GET', '/api/districts?zip=00000')).json()).toEqual({ zip: '00000', districts: [], stateDistricts: [] });
    const bad = await call(t.app, 'GET', '/api/districts?zip=9810');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('ZIP code must be 5 digits');
  });
});

describe('GET /api/districts?zip= — the statehouse districts', () => {
  const lookup = async (zip: string) => (await call(t.app, 'GET', `/api/districts?zip=${zip}`)).json();

  it('names a Minneapolis ZIP’s state Senate and lettered House district beside its congressional district', async () => {
    expect(await lookup('55412')).toEqual({
      zip: '55412',
      districts: [{ state: 'MN', district: 5, label: 'MN-05' }],
      stateDistricts: [
        { state: 'MN', chamber: 'upper', district: '59', label: 'State Senate District 59' },
        { state: 'MN', chamber: 'lower', district: '59A', label: 'State House District 59A' },
      ],
    });
  });

  it('lists every district of a chamber a ZIP touches, however little, for the reader to choose', async () => {
    expect((await lookup('55414')).stateDistricts.map((d: { label: string }) => d.label)).toEqual([
      'State Senate District 59',
      'State Senate District 60',
      'State Senate District 63',
      'State House District 59B',
      'State House District 60A',
      'State House District 60B',
      'State House District 63A',
    ]);
  });

  it('answers everywhere: Arizona, Vermont’s named districts, Nebraska’s one chamber', async () => {
    expect((await lookup('85040')).stateDistricts).toEqual([
      { state: 'AZ', chamber: 'upper', district: '11', label: 'State Senate District 11' },
      { state: 'AZ', chamber: 'lower', district: '11', label: 'State House District 11' },
    ]);
    expect((await lookup('05404')).stateDistricts).toEqual([
      { state: 'VT', chamber: 'upper', district: 'Chittenden Central', label: 'State Senate: Chittenden Central' },
      { state: 'VT', chamber: 'lower', district: 'Chittenden-21', label: 'State House: Chittenden-21' },
    ]);
    expect((await lookup('68523')).stateDistricts).toEqual([
      { state: 'NE', chamber: 'legislature', district: '27', label: 'Legislative District 27' },
    ]);
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

  it('refuses a district without a state, and a statehouse district without a congressional one', async () => {
    const response = await call(t.app, 'GET', '/api/officials?district=7');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('district requires state');
    const upper = await call(t.app, 'GET', '/api/officials?state=MN&upper=59');
    expect(upper.statusCode).toBe(400);
    expect(upper.json().message).toContain('upper is a statehouse district of Mine: it needs state and district');
  });

  it('gives a Minnesotan all of their officials: Congress’s, the governor, their state senator and representative; not the mayor', async () => {
    expect(await listed('state=MN&district=5&upper=59&lower=59A')).toEqual([mn.senator, mn.state59, mn.house59A, mn.rep, mn.walz]);
    // The level asked for does not narrow Mine: it is the reader's officials of every level.
    expect(await listed('level=state&state=MN&district=5&upper=59&lower=59A')).toEqual([
      mn.senator,
      mn.state59,
      mn.house59A,
      mn.rep,
      mn.walz,
    ]);
  });

  it('gives the governor without statehouse districts, and no statehouse member numbered like the congressional district', async () => {
    expect(await listed('state=MN&district=5')).toEqual([mn.senator, mn.rep, mn.walz]);
  });

  it('gives both of an Arizona district’s representatives, Idaho’s seats A and B, Nebraska’s one senator', async () => {
    expect(await listed('state=AZ&district=3&lower=11')).toEqual([elsewhere.azFirst, elsewhere.azSecond]);
    expect(await listed('state=ID&district=2&lower=19')).toEqual([elsewhere.idA, elsewhere.idB]);
    expect(await listed('state=NE&district=1&upper=27')).toEqual([elsewhere.nebraska]);
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

  it('gives a state legislator’s position on a state bill when the reader’s statehouse district is asked', async () => {
    const bill = await addBill();
    await insertRollCall(t.db, {
      billId: bill,
      votedAt: new Date('2025-04-01T00:00:00Z'),
      positions: [
        { memberKey: 'L59A', name: 'Fue Lee', state: 'MN', position: 'Yes', officialId: mn.house59A },
        { memberKey: 'L59B', name: 'Esther Agbaje', state: 'MN', position: 'No', officialId: mn.house59B },
      ],
    });
    const positions = async (query: string) =>
      (await call(t.app, 'GET', `/api/districts/positions?state=MN&district=5&bills=${bill}${query}`)).json() as { officialId: number }[];
    expect((await positions('&lower=59A')).map((p) => p.officialId)).toEqual([mn.house59A]);
    expect(await positions('')).toEqual([]);
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
    expect(saved.json()).toEqual({ zip: '98101', state: 'WA', district: 9, upperDistrict: null, lowerDistrict: null });

    const read = await call(t.app, 'GET', '/api/me/place', { cookie: reader.cookie });
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ zip: '98101', state: 'WA', district: 9, upperDistrict: null, lowerDistrict: null });
    expect((await call(t.app, 'GET', '/api/me/place', { cookie: other.cookie })).json()).toBeNull();

    // A state and district without a ZIP replaces it.
    expect((await call(t.app, 'PUT', '/api/me/place', { cookie: reader.cookie, body: { state: 'VT', district: 0 } })).json()).toEqual({
      zip: null,
      state: 'VT',
      district: 0,
      upperDistrict: null,
      lowerDistrict: null,
    });

    expect((await call(t.app, 'DELETE', '/api/me/place', { cookie: reader.cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/me/place', { cookie: reader.cookie })).json()).toBeNull();
  });

  it('keeps the statehouse districts the reader chose among their ZIP’s, and no other', async () => {
    const reader = await t.signUp();
    const put = (body: object) => call(t.app, 'PUT', '/api/me/place', { cookie: reader.cookie, body });
    const mine = { zip: '55414', state: 'MN', district: 5, upperDistrict: '60', lowerDistrict: '60B' };
    const saved = await put(mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(t.app, 'GET', '/api/me/place', { cookie: reader.cookie })).json()).toEqual(mine);

    const notOfZip = await put({ ...mine, lowerDistrict: '59A' });
    expect(notOfZip.statusCode).toBe(400);
    expect(notOfZip.json().message).toBe('59A is not a lower statehouse district of ZIP code 55414');
    const withoutZip = await put({ state: 'MN', district: 5, upperDistrict: '60' });
    expect(withoutZip.statusCode).toBe(400);
    expect(withoutZip.json().message).toBe('Statehouse districts are kept only with the ZIP code they came from');
    expect((await call(t.app, 'GET', '/api/me/place', { cookie: reader.cookie })).json()).toEqual(mine);
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
