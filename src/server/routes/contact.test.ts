// Contacting one's officials: offices and committees for anyone, calls logged privately with public counts
// that one reader cannot inflate, and wrong-number reports that only staff read and resolve.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { bills, officialOffices, officials } from '../db/schema.ts';
import { bundledLegislatorsFolder, importLegislatorsFolder } from '../imports/legislators/contact-import.ts';

let t: TestApp;
const ids = { aderholt: 0, aguilar: 0, bill: 0, otherBill: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const add = async (name: string, bioguideId: string, state: string, district: string) =>
    (
      await t.db
        .insert(officials)
        .values({ name, party: 'Republican', office: 'Representative', state, district, bioguideId })
        .returning({ id: officials.id })
    )[0]!.id;
  ids.aderholt = await add('Robert B. Aderholt', 'A000055', 'AL', '4');
  ids.aguilar = await add('Pete Aguilar', 'A000371', 'CA', '33');
  const bill = (billNumber: string) => ({
    billNumber,
    title: `${billNumber} Act`,
    summary: 'S',
    status: 'Pending',
    level: 'federal',
    progressiveAnalysis: 'A',
  });
  const [first, second] = await t.db
    .insert(bills)
    .values([bill('H.R. 30'), bill('H.R. 31')])
    .returning({ id: bills.id });
  ids.bill = first!.id;
  ids.otherBill = second!.id;
  await importLegislatorsFolder(t.db, bundledLegislatorsFolder);
});
afterAll(() => t.close());

describe('an official’s contact and committees', () => {
  it('lists the Washington office first, then the district offices, with the contact links', async () => {
    const response = await call(t.app, 'GET', `/api/officials/${ids.aderholt}/contact`);
    expect(response.statusCode).toBe(200);
    const contact = response.json();
    expect(contact.offices.map((o: { kind: string; city: string; phone: string }) => [o.kind, o.city, o.phone])).toEqual([
      ['washington', 'Washington', '202-225-4876'],
      ['district', 'Cullman', '256-734-6043'],
      ['district', 'Jasper', '205-221-2310'],
      ['district', 'Tuscumbia', '256-381-3450'],
    ]);
    expect(contact).toMatchObject({ website: 'https://aderholt.house.gov', contactForm: null, social: { twitter: 'Robert_Aderholt' } });
    expect((await call(t.app, 'GET', '/api/officials/999999/contact')).statusCode).toBe(404);
  });

  it('lists their committee seats with rank and title, subcommittees under their committee', async () => {
    const seats = (await call(t.app, 'GET', `/api/officials/${ids.aderholt}/committees`)).json();
    expect(
      seats.map((s: { committee: { id: string }; parent: { id: string } | null; rank: number; title: string | null }) => [
        s.committee.id,
        s.parent?.id ?? null,
        s.rank,
        s.title,
      ]),
    ).toEqual([
      ['HSAP', null, 3, null],
      ['HSAP01', 'HSAP', 2, null],
      ['HSAP02', 'HSAP', 4, null],
      ['HSAP07', 'HSAP', 1, 'Chair'],
    ]);
  });

  it('shows a committee with its subcommittees and the members on record, with their scores', async () => {
    const committee = (await call(t.app, 'GET', '/api/committees/hsap')).json();
    expect(committee).toMatchObject({ id: 'HSAP', name: 'House Committee on Appropriations', chamber: 'house', parent: null });
    expect(committee.subcommittees).toContainEqual({ id: 'HSAP02', name: 'Defense' });
    expect(
      committee.members.map((m: { official: { name: string }; side: string; rank: number }) => [m.official.name, m.side, m.rank]),
    ).toEqual([
      ['Robert B. Aderholt', 'majority', 3],
      ['Pete Aguilar', 'minority', 13],
    ]);
    expect(committee.members[0].official).toMatchObject({ id: ids.aderholt, votingScore: null });
    expect((await call(t.app, 'GET', '/api/committees/HSAP07')).json()).toMatchObject({
      name: expect.any(String),
      parent: { id: 'HSAP', name: 'House Committee on Appropriations' },
    });
    expect((await call(t.app, 'GET', '/api/committees/ZZZZ')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/committees/not-a-committee')).statusCode).toBe(400);
  });
});

describe('logged calls', () => {
  const log = (cookie: string | undefined, body: object) => call(t.app, 'POST', '/api/me/calls', { ...(cookie ? { cookie } : {}), body });
  const counts = async (query: string) => (await call(t.app, 'GET', `/api/call-counts?${query}`)).json();

  it('are for signed-in readers; a visitor is refused and nothing is counted', async () => {
    expect((await log(undefined, { officialId: ids.aderholt, billId: ids.bill, outcome: 'reached' })).statusCode).toBe(401);
    expect(await counts(`bill=${ids.bill}`)).toEqual({ bill: 0, official: null, pair: null });
  });

  it('count each reader once per official and bill however often they log, and keep each reader’s log private', async () => {
    const ada = await t.signUp();
    const bo = await t.signUp();
    const first = await log(ada.cookie, { officialId: ids.aderholt, billId: ids.bill, outcome: 'busy' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ counted: true, call: { outcome: 'busy' }, counts: { bill: 1, official: 1, pair: 1 } });
    // The same day again: the outcome changes, the count does not.
    const again = (await log(ada.cookie, { officialId: ids.aderholt, billId: ids.bill, outcome: 'reached' })).json();
    expect(again).toMatchObject({
      counted: false,
      call: { id: first.json().call.id, outcome: 'reached' },
      counts: { bill: 1, official: 1, pair: 1 },
    });
    await log(bo.cookie, { officialId: ids.aderholt, billId: ids.bill, outcome: 'voicemail' });
    await log(ada.cookie, { officialId: ids.aguilar, billId: ids.bill, outcome: 'voicemail' });
    await log(ada.cookie, { officialId: ids.aderholt, billId: ids.otherBill, outcome: 'voicemail' });
    expect(await counts(`bill=${ids.bill}&official=${ids.aderholt}`)).toEqual({ bill: 2, official: 2, pair: 2 });
    expect(await counts(`official=${ids.aguilar}`)).toEqual({ bill: null, official: 1, pair: null });

    const adaCalls = await call(t.app, 'GET', '/api/me/calls', { cookie: ada.cookie });
    expect(adaCalls.headers['cache-control']).toBe('no-store');
    expect(adaCalls.json()).toHaveLength(3);
    expect((await call(t.app, 'GET', '/api/me/calls', { cookie: bo.cookie })).json()).toEqual([
      expect.objectContaining({ outcome: 'voicemail', officialId: ids.aderholt }),
    ]);
    expect((await call(t.app, 'GET', '/api/me/calls')).statusCode).toBe(401);
  });

  it('refuse an unknown outcome, official or bill', async () => {
    const { cookie } = await t.signUp();
    expect((await log(cookie, { officialId: ids.aderholt, billId: ids.bill, outcome: 'shouted' })).statusCode).toBe(400);
    expect((await log(cookie, { officialId: 999999, billId: ids.bill, outcome: 'busy' })).statusCode).toBe(404);
    expect((await log(cookie, { officialId: ids.aderholt, billId: 999999, outcome: 'busy' })).statusCode).toBe(404);
  });
});

describe('wrong-number reports', () => {
  it('are sent by readers, listed and resolved by staff alone', async () => {
    const reader = await t.signUp();
    const staff = await t.signUp({ isStaff: 1 });
    const body = { officeId: 'A000055-jasper', note: 'A fax machine answers' };
    expect((await call(t.app, 'POST', '/api/wrong-numbers', { body })).statusCode).toBe(401);
    const sent = await call(t.app, 'POST', '/api/wrong-numbers', { cookie: reader.cookie, body });
    expect(sent.statusCode).toBe(201);
    expect(
      (await call(t.app, 'POST', '/api/wrong-numbers', { cookie: reader.cookie, body: { officeId: 'no-such-office' } })).statusCode,
    ).toBe(404);

    expect((await call(t.app, 'GET', '/api/admin/wrong-numbers')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/wrong-numbers', { cookie: reader.cookie })).statusCode).toBe(403);
    const id = sent.json().id;
    expect((await call(t.app, 'POST', `/api/admin/wrong-numbers/${id}/resolve`, { cookie: reader.cookie })).statusCode).toBe(403);

    const list = await call(t.app, 'GET', '/api/admin/wrong-numbers', { cookie: staff.cookie });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id,
        officeId: 'A000055-jasper',
        office: 'Jasper, AL office',
        official: { id: ids.aderholt, name: 'Robert B. Aderholt' },
        reportedPhone: '205-221-2310',
        currentPhone: '205-221-2310',
        note: 'A fax machine answers',
        resolvedAt: null,
      }),
    ]);
    const resolved = await call(t.app, 'POST', `/api/admin/wrong-numbers/${id}/resolve`, { cookie: staff.cookie });
    // A state legislator's capitol office, as the Open States import stores it, is named so to staff.
    const [lee] = await t.db
      .insert(officials)
      .values({
        name: 'Fue Lee',
        party: 'Democratic-Farmer-Labor',
        office: 'State Representative',
        level: 'state',
        chamber: 'lower',
        state: 'MN',
        district: '59A',
      })
      .returning({ id: officials.id });
    const capitol = {
      id: 'lee-0',
      officialId: lee!.id,
      kind: 'capitol',
      position: 0,
      city: 'St. Paul',
      state: 'MN',
      zip: '55155',
      phone: '651-296-4262',
    };
    await t.db.insert(officialOffices).values(capitol);
    expect((await call(t.app, 'GET', `/api/officials/${lee!.id}/contact`)).json().offices).toEqual([
      expect.objectContaining({ id: 'lee-0', kind: 'capitol', phone: '651-296-4262' }),
    ]);
    const leeReport = await call(t.app, 'POST', '/api/wrong-numbers', {
      cookie: reader.cookie,
      body: { officeId: 'lee-0', note: 'Disconnected' },
    });
    expect(leeReport.statusCode).toBe(201);
    const withLee = (await call(t.app, 'GET', '/api/admin/wrong-numbers', { cookie: staff.cookie })).json() as {
      officeId: string;
      office: string;
    }[];
    expect(withLee.find((report) => report.officeId === 'lee-0')?.office).toBe('St. Paul, MN capitol office');
    expect(resolved.json()).toMatchObject({ id, resolvedAt: expect.any(String) });
    expect((await call(t.app, 'POST', '/api/admin/wrong-numbers/999999/resolve', { cookie: staff.cookie })).statusCode).toBe(404);
  });
});
