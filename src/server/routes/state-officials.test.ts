// State and local officials on the officials API (docs/decisions/0328-state-officials-on-screen.md): the
// list stays federal unless asked, a state's whole list needs its state, its pages do not, the chamber
// filter reads a statehouse's chambers, and every item says its level and its chamber by name.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVotes } from '../../../tests/support/server/ledger.ts';
import { readAllPages } from '../../../tests/support/server/pages.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import type { Official } from '../../shared/schemas/officials.ts';
import { searchResults } from '../../shared/schemas/search.ts';
import { bills, officials } from '../db/schema.ts';
import { writeChamberScales } from '../repositories/chamber-scales.ts';

let t: TestApp;
const ids: Record<string, number> = {};

type Row = typeof officials.$inferInsert;
const PEOPLE: Record<string, Row> = {
  senator: { name: 'Amy Federal', party: 'Democratic', office: 'Senator', level: 'federal', chamber: 'senate', state: 'MN' },
  representative: {
    name: 'Betty Federal',
    party: 'Democratic',
    office: 'Representative',
    level: 'federal',
    chamber: 'house',
    state: 'MN',
    district: '5',
  },
  gomez: {
    name: 'Aisha Gomez',
    party: 'Democratic-Farmer-Labor',
    office: 'State Representative',
    level: 'state',
    chamber: 'lower',
    state: 'MN',
    district: '62A',
    openstatesId: 'ocd-person/test-gomez',
  },
  // A state House seat whose district reads like a congressional district's number.
  numbered: {
    name: 'Carl Numbered',
    party: 'Republican',
    office: 'State Representative',
    level: 'state',
    chamber: 'lower',
    state: 'MN',
    district: '5',
    openstatesId: 'ocd-person/test-numbered',
  },
  champion: {
    name: 'Bobby Joe Champion',
    party: 'Democratic-Farmer-Labor',
    office: 'State Senator',
    level: 'state',
    chamber: 'upper',
    state: 'MN',
    district: '59',
    openstatesId: 'ocd-person/test-champion',
  },
  governor: { name: 'Tim Walz', party: 'Democratic-Farmer-Labor', office: 'Governor', level: 'state', state: 'MN' },
  mayor: { name: 'Jacob Frey', party: 'Democratic-Farmer-Labor', office: 'Mayor of Minneapolis', level: 'local', state: 'MN' },
  nebraskan: {
    name: 'Nell Unicameral',
    party: 'Nonpartisan',
    office: 'State Senator',
    level: 'state',
    chamber: 'legislature',
    state: 'NE',
    district: '7',
    openstatesId: 'ocd-person/test-nebraskan',
  },
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, row] of Object.entries(PEOPLE)) {
    const [added] = await t.db.insert(officials).values(row).returning({ id: officials.id });
    ids[key] = added!.id;
  }
  // A scored state bill Gomez voted Yes on: her record is her own chamber's, not a zero.
  const [bill] = await t.db
    .insert(bills)
    .values({
      billNumber: 'HF 1',
      title: 'A state bill',
      summary: 's',
      status: 'Passed',
      level: 'state',
      state: 'MN',
      progressiveScore: 8,
      progressiveAnalysis: 'a',
    })
    .returning({ id: bills.id });
  await insertVotes(t.db, [{ officialId: ids.gomez!, billId: bill!.id, vote: 'Yes', rollCall: 'legiscan:1' }]);
});
afterAll(() => t.close());

async function get(path: string) {
  const response = await call(t.app, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Official[];
}
const names = (list: readonly Official[]) => list.map((official) => official.name).sort();

describe('GET /api/officials by level', () => {
  it('answers federal officials only unless a level is asked for, each saying its level and chamber', async () => {
    const federal = await get('/api/officials?sort=az');
    expect(names(federal)).toEqual(['Amy Federal', 'Betty Federal']);
    expect(await get('/api/officials?level=federal&sort=az')).toEqual(federal);
    expect(federal.find((o) => o.name === 'Amy Federal')).toMatchObject({
      level: 'federal',
      chamber: 'senate',
      chamberName: 'U.S. Senate',
    });
    expect(federal.find((o) => o.name === 'Betty Federal')).toMatchObject({ chamberName: 'U.S. House of Representatives' });
  });

  it("lists one state's legislators and executives, each chamber by its own name", async () => {
    const state = await get('/api/officials?level=state&state=MN&sort=az');
    expect(names(state)).toEqual(['Aisha Gomez', 'Bobby Joe Champion', 'Carl Numbered', 'Tim Walz']);
    expect(state.find((o) => o.name === 'Aisha Gomez')).toMatchObject({
      level: 'state',
      chamber: 'lower',
      chamberName: 'Minnesota House of Representatives',
      district: '62A',
      scoredVoteCount: 1,
      votingScore: 8,
    });
    expect(state.find((o) => o.name === 'Bobby Joe Champion')).toMatchObject({ chamberName: 'Minnesota Senate' });
    expect(state.find((o) => o.name === 'Tim Walz')).toMatchObject({ chamber: null, chamberName: null, office: 'Governor' });
    expect(names(await get('/api/officials?level=local&state=MN'))).toEqual(['Jacob Frey']);
  });

  it('reads the chamber filter in either legislature’s words', async () => {
    const chamber = async (level: string, state: string, which: string) =>
      names(await get(`/api/officials?level=${level}&state=${state}&chamber=${which}`));
    expect(await chamber('state', 'MN', 'upper')).toEqual(['Bobby Joe Champion']);
    expect(await chamber('state', 'MN', 'senate')).toEqual(['Bobby Joe Champion']);
    expect(await chamber('state', 'MN', 'lower')).toEqual(['Aisha Gomez', 'Carl Numbered']);
    expect(await chamber('state', 'MN', 'house')).toEqual(['Aisha Gomez', 'Carl Numbered']);
    expect(await chamber('state', 'MN', 'executive')).toEqual(['Tim Walz']);
    // Nebraska's one chamber: its members are senators, and 'legislature' names it alone.
    expect(await chamber('state', 'NE', 'senate')).toEqual(['Nell Unicameral']);
    expect(await chamber('state', 'NE', 'legislature')).toEqual(['Nell Unicameral']);
    expect(await chamber('state', 'NE', 'house')).toEqual([]);
    expect(await chamber('federal', 'MN', 'upper')).toEqual(['Amy Federal']);
    expect(await chamber('federal', 'MN', 'lower')).toEqual(['Betty Federal']);
  });

  it("refuses a state level's whole list without a state", async () => {
    for (const level of ['state', 'local']) {
      const response = await call(t.app, 'GET', `/api/officials?level=${level}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`level=${level} needs a state`);
    }
    expect((await call(t.app, 'GET', '/api/officials?level=county&state=MN')).statusCode).toBe(400);
  });

  it("'Mine' without statehouse districts: Congress's and the governor; a state House seat numbered like the district is not the reader's", async () => {
    expect(names(await get('/api/officials?state=MN&district=5'))).toEqual(['Amy Federal', 'Betty Federal', 'Tim Walz']);
  });
});

describe('GET /api/officials/pages by level', () => {
  it('pages through every state official without a state, and one state with one', async () => {
    const pages = await readAllPages<Official>(t.app, '/api/officials/pages?level=state&sort=az&limit=2');
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((o) => o.name)).toEqual(['Aisha Gomez', 'Bobby Joe Champion', 'Carl Numbered', 'Nell Unicameral', 'Tim Walz']);
    expect(names(await get('/api/officials/pages?level=state&state=MN&chamber=lower&sort=highest'))).toEqual([
      'Aisha Gomez',
      'Carl Numbered',
    ]);
    expect(names(await get('/api/officials/pages?sort=az'))).toEqual(['Amy Federal', 'Betty Federal']);
  });
});

describe('GET /api/officials/states', () => {
  it('names each state with an official of the level, once', async () => {
    expect((await call(t.app, 'GET', '/api/officials/states?level=state')).json()).toEqual(['MN', 'NE']);
    expect((await call(t.app, 'GET', '/api/officials/states?level=local')).json()).toEqual(['MN']);
    expect((await call(t.app, 'GET', '/api/officials/states')).json()).toEqual(['MN']);
  });
});

describe('GET /api/officials/chamber-scales', () => {
  it("says each chamber of the state's latest session: placed on a scale, or too few roll calls", async () => {
    expect((await call(t.app, 'GET', '/api/officials/chamber-scales?state=MN')).json()).toEqual([]);
    const scale = (sessionId: number, chamber: 'upper' | 'lower', status: 'scaled' | 'too few roll calls', rollCallsKept: number) => ({
      sessionId,
      chamber,
      status,
      rollCallsKept,
      membersPlaced: status === 'scaled' ? 60 : 0,
    });
    await writeChamberScales(
      t.db,
      ['MN'],
      new Map([['MN', [scale(1, 'upper', 'scaled', 200), scale(1, 'lower', 'scaled', 180), scale(2, 'upper', 'too few roll calls', 4)]]]),
    );
    await t.wroteBehindTheApp();
    expect((await call(t.app, 'GET', '/api/officials/chamber-scales?state=MN')).json()).toEqual([
      { chamber: 'upper', status: 'too few roll calls', rollCallsKept: 4, membersPlaced: 0 },
      { chamber: 'lower', status: 'scaled', rollCallsKept: 180, membersPlaced: 60 },
    ]);
    expect((await call(t.app, 'GET', '/api/officials/chamber-scales')).statusCode).toBe(400);
  });
});

describe('a state official by id and in search', () => {
  it("answers a state legislator's page and finds them by name, saying their chamber", async () => {
    const response = await call(t.app, 'GET', `/api/officials/${ids.gomez}`);
    expect(response.json()).toMatchObject({ name: 'Aisha Gomez', level: 'state', chamberName: 'Minnesota House of Representatives' });
    const found = searchResults.parse((await call(t.app, 'GET', '/api/search?q=gomez')).json());
    expect(found.officials.items.map((o) => [o.name, o.level, o.chamberName])).toEqual([
      ['Aisha Gomez', 'state', 'Minnesota House of Representatives'],
    ]);
    const mayor = searchResults.parse((await call(t.app, 'GET', '/api/search?q=frey')).json());
    expect(mayor.officials.items.map((o) => [o.office, o.level])).toEqual([['Mayor of Minneapolis', 'local']]);
  });
});

describe('a state official beyond the app', () => {
  it('is followed like any official', async () => {
    const reader = await t.signUp();
    const follow = await call(t.app, 'POST', '/api/follows', {
      cookie: reader.cookie,
      body: { kind: 'official', target: String(ids.gomez) },
    });
    expect(follow.statusCode).toBe(201);
    expect((await call(t.app, 'GET', '/api/follows', { cookie: reader.cookie })).json()).toEqual([
      expect.objectContaining({ kind: 'official', label: 'Aisha Gomez', path: `/officials/${ids.gomez}` }),
    ]);
  });

  it('has a votes feed naming the chamber and crediting LegiScan and Open States', async () => {
    const feed = await call(t.app, 'GET', `/feeds/officials/${ids.gomez}/votes.atom`);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('How Aisha Gomez voted in the Minnesota House of Representatives, newest first.');
    expect(feed.body).toContain('Roll calls and bills: LegiScan (CC BY 4.0). People: Open States (CC0).');
    expect(feed.body).toContain('Aisha Gomez voted Yes on HF 1');
  });

  it("has an embed card with the chamber, district and credits; an executive's says they cast no roll calls", async () => {
    const card = await call(t.app, 'GET', `/embed/official/${ids.gomez}`);
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain('State Representative, Minnesota House of Representatives, district 62A');
    expect(card.body).toContain('Roll calls and bills: LegiScan (CC BY 4.0)');
    expect(card.body).toContain('People: Open States (CC0)');
    const governor = await call(t.app, 'GET', `/embed/official/${ids.governor}`);
    expect(governor.body).toContain('No roll calls: as Governor, Tim Walz casts no votes in a legislature');
    expect(governor.body).not.toContain('Progressive score');
  });

  it('is in the officials download with its level, chamber and Open States id', async () => {
    const download = await call(t.app, 'GET', '/api/downloads/officials.ndjson.gz');
    expect(download.statusCode).toBe(200);
    const rows = gunzipSync(download.rawPayload)
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows).toHaveLength(Object.keys(PEOPLE).length);
    expect(rows.find((row) => row.name === 'Aisha Gomez')).toMatchObject({
      level: 'state',
      chamber: 'lower',
      chamber_name: 'Minnesota House of Representatives',
      district: '62A',
      openstates_id: 'ocd-person/test-gomez',
    });
    expect(rows.find((row) => row.name === 'Jacob Frey')).toMatchObject({ level: 'local', chamber: null, chamber_name: null });
  });
});
