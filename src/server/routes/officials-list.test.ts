// GET /api/officials over the bundled Congress (537 members with recorded votes): sent whole because it
// stays small, every filter and sort answered by the server in the order the rules below give.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import type { Official } from '../../shared/schemas/officials.ts';
import { seedPublicData } from '../imports/service.ts';

let t: TestApp;
let everyone: Official[];

beforeAll(async () => {
  t = await createTestApp();
  await seedPublicData(t.db);
  everyone = (await call(t.app, 'GET', '/api/officials?sort=default')).json();
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await call(t.app, 'GET', `/api/officials?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Official[];
};
const ids = (officials: readonly Official[]) => officials.map((official) => official.id);

// The filter by office, restated here so the server is held to the text, not to itself.
const IN_CHAMBER = {
  all: () => true,
  senate: (office: string) => office.trim().toLowerCase() === 'senator' || office.toLowerCase().includes('senate'),
  house: (office: string) => {
    const o = office.trim().toLowerCase();
    return o === 'representative' || o.includes('representative') || o.includes('house');
  },
};

// The Unicode root collation, as the server's ICU applies it: 'André Carson' before 'Andrea Salinas'.
const byName = (a: Official, b: Official) => a.name.localeCompare(b.name, 'und') || a.id - b.id;
const counted = (official: Official) => (official.scoredVoteCount > 0 ? 0 : 1);
// The officials sorts; officials without counted votes ('No votes') come last in both score orders.
const SORTED = {
  highest: (a: Official, b: Official) => counted(a) - counted(b) || b.votingScore - a.votingScore || byName(a, b),
  lowest: (a: Official, b: Official) => counted(a) - counted(b) || a.votingScore - b.votingScore || byName(a, b),
  az: byName,
  za: (a: Official, b: Official) => byName(b, a),
  default: (a: Official, b: Official) => a.id - b.id,
};

describe('GET /api/officials', () => {
  it('holds the whole legislature, under 100 KB compressed', async () => {
    expect(everyone).toHaveLength(537);
    expect(everyone.some((official) => official.scoredVoteCount === 0)).toBe(true);
    const response = await call(t.app, 'GET', '/api/officials', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(100 * 1024);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toHaveLength(537);
  });

  it.each(Object.keys(IN_CHAMBER) as (keyof typeof IN_CHAMBER)[])('chamber=%s in every sort', async (chamber) => {
    const members = everyone.filter((official) => IN_CHAMBER[chamber](official.office));
    expect(members.length).toBeGreaterThan(chamber === 'senate' ? 99 : 400);
    for (const sort of Object.keys(SORTED) as (keyof typeof SORTED)[]) {
      expect(ids(await list(`chamber=${chamber}&sort=${sort}`)), sort).toEqual(ids(members.toSorted(SORTED[sort])));
    }
  });

  it('sorts by highest score unless told otherwise', async () => {
    expect(ids(await list(''))).toEqual(ids(everyone.toSorted(SORTED.highest)));
  });

  it('filters by state exactly and by any part of the name, whatever its case', async () => {
    expect(ids(await list('state=WA&sort=az'))).toEqual(ids(everyone.filter((o) => o.state === 'WA').toSorted(byName)));
    const named = await list('name=CANT&sort=az');
    expect(named.map((official) => official.name)).toContain('Maria Cantwell');
    expect(ids(named)).toEqual(ids(everyone.filter((o) => o.name.toLowerCase().includes('cant')).toSorted(byName)));
    expect(await list('name=%25')).toEqual([]);
    expect(ids(await list('chamber=senate&state=WA&name=&sort=az'))).toEqual(
      ids(everyone.filter((o) => o.state === 'WA' && IN_CHAMBER.senate(o.office)).toSorted(byName)),
    );
  });

  it('gives one official the same aggregates as the list', async () => {
    const official = everyone.find((o) => o.voteCount > 0)!;
    expect((await call(t.app, 'GET', `/api/officials/${official.id}`)).json()).toEqual(official);
    expect((await call(t.app, 'GET', '/api/officials/2147483647')).statusCode).toBe(404);
  });

  it.each([
    ['chamber=both', 'chamber'],
    ['sort=score', 'sort'],
    ['state=' + 'x'.repeat(51), 'state'],
    ['name=' + 'x'.repeat(101), 'name'],
    ['page=2', 'page'],
  ])('answers 400 naming the parameter to %s', async (query, parameter) => {
    const response = await call(t.app, 'GET', `/api/officials?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(parameter);
  });
});

/** Every page of GET /api/officials/pages, following each Link header to the end. */
async function walkPages(query: string) {
  const pages: Official[][] = [];
  let url: string | null = `/api/officials/pages?${query}`;
  while (url) {
    const response = await call(t.app, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    pages.push(response.json());
    url = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1] ?? null;
  }
  return pages;
}

describe('GET /api/officials/pages (the Officials tab)', () => {
  it('sends 48 officials a page, and the pages of every chamber and sort join into the whole list', async () => {
    for (const chamber of Object.keys(IN_CHAMBER) as (keyof typeof IN_CHAMBER)[]) {
      const members = everyone.filter((official) => IN_CHAMBER[chamber](official.office));
      for (const sort of Object.keys(SORTED) as (keyof typeof SORTED)[]) {
        const pages = await walkPages(`chamber=${chamber}&sort=${sort}`);
        expect(
          pages.slice(0, -1).every((page) => page.length === 48),
          `${chamber} ${sort}`,
        ).toBe(true);
        expect(ids(pages.flat()), `${chamber} ${sort}`).toEqual(ids(members.toSorted(SORTED[sort])));
      }
    }
  });

  it('pages a filtered list too, in the first page the size asked', async () => {
    const pages = await walkPages('state=CA&sort=highest&limit=10');
    expect(pages[0]).toHaveLength(10);
    expect(ids(pages.flat())).toEqual(ids(everyone.filter((o) => o.state === 'CA').toSorted(SORTED.highest)));
    expect(ids((await walkPages('name=cant')).flat())).toEqual(
      ids(everyone.filter((o) => o.name.toLowerCase().includes('cant')).toSorted(SORTED.highest)),
    );
  });

  it('answers a cursor it did not give out, or one of another sort, with 400', async () => {
    const first = await call(t.app, 'GET', '/api/officials/pages?sort=az');
    const cursor = /cursor=([^&>]+)/.exec(String(first.headers.link))![1]!;
    expect((await call(t.app, 'GET', `/api/officials/pages?sort=highest&cursor=${cursor}`)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/officials/pages?cursor=nonsense')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/officials/pages?limit=201')).statusCode).toBe(400);
  });
});

describe('the staff calls check who asks before what they send', () => {
  it.each([
    ['/api/officials', { name: '', party: 7 }],
    ['/api/officials/refresh', { unexpected: true }],
    ['/api/officials/refresh-votes', { unexpected: true }],
  ])('POST %s: a visitor 401, a reader 403, even with a bad body', async (url, body) => {
    const reader = await t.signUp();
    expect((await call(t.app, 'POST', url, { body })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', url, { body, cookie: reader.cookie })).statusCode).toBe(403);
  });

  it("validates the staff member's body", async () => {
    const staff = await t.signUp({ isStaff: 1 });
    const response = await call(t.app, 'POST', '/api/officials', {
      body: { name: '', party: 'Green', office: 'Senator', state: 'WA' },
      cookie: staff.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^name: /);
  });
});
