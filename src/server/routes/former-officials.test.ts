// State and local officials whose term has ended (docs/decisions/0338-legiscan-status-words-and-former-officials.md):
// Open States' import keeps someone no longer in office with their term ended, and every place a reader meets
// officials in office — a state's list and its pages, the State view's dropdown, 'Mine' and the positions of a
// reader's officials — leaves them out, while their own page, card and embed still answer and say former.
// A member of Congress is taken as sitting whatever their scheduled term end says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAllPages } from '../../../tests/support/server/pages.ts';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { type Official, official as officialSchema } from '../../shared/schemas/officials.ts';
import { searchResults } from '../../shared/schemas/search.ts';
import { bills, officials } from '../db/schema.ts';

let t: TestApp;
const ids: Record<string, number> = {};

// Days that stay in the past and in the future whenever the test runs.
const ENDED = '2025-01-05';
const RUNS_ON = '2099-01-04';

type Row = typeof officials.$inferInsert;
const lower59A = { office: 'State Representative', level: 'state', chamber: 'lower', state: 'MN', district: '59A' } as const;
const PEOPLE: Record<string, Row> = {
  senator: {
    name: 'Amy Federal',
    party: 'Democratic',
    office: 'Senator',
    level: 'federal',
    chamber: 'senate',
    state: 'MN',
    termEnd: ENDED,
  },
  sitting: { name: 'Fue Lee', party: 'Democratic-Farmer-Labor', ...lower59A, termEnd: null },
  // Held the same seat until the last session; Open States' newer archive no longer lists her.
  former: { name: 'Pat Predecessor', party: 'Republican', ...lower59A, termEnd: ENDED },
  // A term that runs on: still sitting.
  dated: {
    name: 'Dee Dated',
    party: 'Republican',
    office: 'State Senator',
    level: 'state',
    chamber: 'upper',
    state: 'MN',
    district: '59',
    termEnd: RUNS_ON,
  },
  governor: { name: 'Tim Walz', party: 'Democratic-Farmer-Labor', office: 'Governor', level: 'state', state: 'MN' },
  formerGovernor: {
    name: 'Mark Dayton',
    party: 'Democratic-Farmer-Labor',
    office: 'Governor',
    level: 'state',
    state: 'MN',
    termEnd: ENDED,
  },
  // Wisconsin's only official here left office: the State view's dropdown has nobody to show there.
  gone: {
    name: 'Wes Gone',
    party: 'Republican',
    office: 'State Senator',
    level: 'state',
    chamber: 'upper',
    state: 'WI',
    district: '1',
    termEnd: ENDED,
  },
};

let bill = 0;
beforeAll(async () => {
  t = await createTestApp();
  for (const [key, row] of Object.entries(PEOPLE)) {
    const [added] = await t.db.insert(officials).values(row).returning({ id: officials.id });
    ids[key] = added!.id;
  }
  [{ id: bill }] = (await t.db
    .insert(bills)
    .values({
      billNumber: 'HF 2',
      title: 'T',
      summary: 'S',
      status: 'Passed',
      level: 'state',
      state: 'MN',
      progressiveScore: 7,
      progressiveAnalysis: 'A',
    })
    .returning({ id: bills.id })) as [{ id: number }];
  // Both holders of 59A voted on it, each in their own session.
  await insertRollCall(t.db, {
    billId: bill,
    votedAt: new Date('2024-03-01T12:00:00Z'),
    positions: [{ memberKey: 'MN59A-2023', name: 'Pat Predecessor', state: 'MN', position: 'No', officialId: ids.former }],
  });
  await insertRollCall(t.db, {
    billId: bill,
    votedAt: new Date('2025-03-01T12:00:00Z'),
    positions: [{ memberKey: 'MN59A-2025', name: 'Fue Lee', state: 'MN', position: 'Yes', officialId: ids.sitting }],
  });
});
afterAll(() => t.close());

async function get(path: string) {
  const response = await call(t.app, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Official[];
}
const names = (list: readonly Official[]) => list.map((o) => o.name).sort();

describe('lists of officials in office', () => {
  it("leave out of a state's list an official whose term has ended, in every chamber filter", async () => {
    expect(names(await get('/api/officials?level=state&state=MN'))).toEqual(['Dee Dated', 'Fue Lee', 'Tim Walz']);
    expect(names(await get('/api/officials?level=state&state=MN&chamber=lower'))).toEqual(['Fue Lee']);
    expect(names(await get('/api/officials?level=state&state=MN&chamber=executive'))).toEqual(['Tim Walz']);
    expect(names(await get('/api/officials?level=state&state=MN&name=predecessor'))).toEqual([]);
    // Every item of the list holds office.
    for (const o of await get('/api/officials?level=state&state=MN')) expect(o.former).toBe(false);
  });

  it('leave them out of the pages, with a state and without', async () => {
    const pages = await readAllPages<Official>(t.app, '/api/officials/pages?level=state&sort=az&limit=2');
    expect(pages.flat().map((o) => o.name)).toEqual(['Dee Dated', 'Fue Lee', 'Tim Walz']);
    expect(names(await get('/api/officials/pages?level=state&state=MN&chamber=lower'))).toEqual(['Fue Lee']);
  });

  it('name in the State view’s dropdown only states with someone in office', async () => {
    expect((await call(t.app, 'GET', '/api/officials/states?level=state')).json()).toEqual(['MN']);
  });

  it('keep a member of Congress whose scheduled term end has passed: no import ends a federal term', async () => {
    expect(names(await get('/api/officials?state=MN'))).toEqual(['Amy Federal']);
  });
});

describe("a reader's officials ('Mine')", () => {
  it('gives the seat’s sitting member and the sitting governor, never who held them before', async () => {
    expect(names(await get('/api/officials?state=MN&district=5&upper=59&lower=59A'))).toEqual([
      'Amy Federal',
      'Dee Dated',
      'Fue Lee',
      'Tim Walz',
    ]);
  });

  it('gives how their officials in office voted, not the former member’s vote', async () => {
    const response = await call(t.app, 'GET', `/api/districts/positions?state=MN&district=5&lower=59A&bills=${bill}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ billId: bill, officialId: ids.sitting, position: 'Yes' })]);
  });
});

describe('a former official’s own page', () => {
  it('still answers, with their record and term, and says former', async () => {
    const response = await call(t.app, 'GET', `/api/officials/${ids.former}`);
    expect(response.statusCode).toBe(200);
    const former = officialSchema.parse(response.json());
    expect(former).toMatchObject({
      name: 'Pat Predecessor',
      termEnd: ENDED,
      former: true,
      chamberName: 'Minnesota House of Representatives',
    });
    expect(officialSchema.parse((await call(t.app, 'GET', `/api/officials/${ids.formerGovernor}`)).json()).former).toBe(true);
    for (const key of ['sitting', 'dated', 'governor', 'senator'])
      expect(officialSchema.parse((await call(t.app, 'GET', `/api/officials/${ids[key]}`)).json()).former).toBe(false);
  });

  it('is found by search, marked former, and its embed card says Former', async () => {
    const found = searchResults.parse((await call(t.app, 'GET', '/api/search?q=predecessor')).json());
    expect(found.officials.items.map((o) => [o.name, o.former])).toEqual([['Pat Predecessor', true]]);
    const card = await call(t.app, 'GET', `/embed/official/${ids.former}`);
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain('Former State Representative, Minnesota House of Representatives, district 59A');
  });
});
