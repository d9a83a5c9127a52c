// Public reads served from the response cache (docs/decisions/0141-response-cache.md): the encodings,
// the entity tag and 304, what a write drops and what it leaves, private answers, and invalidation
// between two app instances on one database.
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody as decoded } from '../../../tests/support/server/encodings.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { bills, candidates, sessions } from '../db/schema.ts';

let t: TestApp;
let staff: string;
let reader: Awaited<ReturnType<TestApp['signUp']>>;
const billIds: number[] = [];
let candidateId: number;

const newBill = (n: number) => ({
  billNumber: `H.R. ${9000 + n}`,
  title: `A bill to fund public libraries, number ${n}`,
  summary: 'Funds branch libraries in every county, with opening hours set by the county.',
  status: 'Pending',
  level: 'federal',
  progressiveScore: 7,
  progressiveAnalysis: 'Widens access to public services.',
});

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signUp({ isStaff: 1 })).cookie;
  reader = await t.signUp({ firstName: 'Rita', lastName: 'Reader' });
  for (const n of [1, 2, 3]) billIds.push((await call(t.app, 'POST', '/api/bills', { cookie: staff, body: newBill(n) })).json().id);
  const candidate = await call(t.app, 'POST', '/api/candidates', {
    cookie: staff,
    body: { name: 'Casey Cached', party: 'Democrat', office: 'Senate', state: 'WA', progressiveScore: 6, progressiveAnalysis: 'Analysis.' },
  });
  candidateId = candidate.json().id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, cookie?: string) => call(t.app, 'GET', url, { headers, cookie });

describe('a cached public read', () => {
  it('answers brotli, gzip or plain JSON as asked, with its tag, Vary and public no-cache, the same bytes as an app that keeps nothing', async () => {
    const url = '/api/bills?limit=2';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const plain = await get(url);
    expect([br, gzip, plain].map((response) => response.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    for (const response of [br, gzip, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        vary: 'accept-encoding',
        'cache-control': 'public, no-cache',
        'content-type': 'application/json; charset=utf-8',
      });
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers.link).toMatch(/^<\/api\/bills\?cursor=[\w-]+&limit=2>; rel="next"$/);
    }
    expect(new Set([br, gzip, plain].map((response) => response.headers.etag)).size).toBe(3);

    const keepsNothing = await createTestApp({ database: t.database, env: { RESPONSE_CACHE_MB: '0' } });
    try {
      const uncached = await call(keepsNothing.app, 'GET', url);
      expect(keepsNothing.app.responseCache.store.size.entries).toBe(0);
      expect([decoded(br), decoded(gzip), decoded(plain)]).toEqual(Array(3).fill(uncached.body));
      expect(plain.headers.link).toBe(uncached.headers.link);
      expect(JSON.parse(uncached.body).map((bill: { id: number }) => bill.id)).toEqual([billIds[2], billIds[1]]);
    } finally {
      await keepsNothing.close(false);
    }
  });

  it('answers 304 without a body to a client that holds the same representation', async () => {
    const url = `/api/bills/${billIds[0]}`;
    const first = await get(url, { 'accept-encoding': 'gzip' });
    const again = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers).toMatchObject({ etag: first.headers.etag, 'cache-control': 'public, no-cache', vary: 'accept-encoding' });
    // Another coding is another representation: the gzip tag does not stand for the plain JSON.
    const plain = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(plain.statusCode).toBe(200);
    expect(JSON.parse(plain.body)).toMatchObject({ id: billIds[0] });
  });

  it('is no-store when it also clears an expired session cookie, which no proxy may keep for others', async () => {
    const expired = await t.signIn(reader.user.id);
    const longAgo = new Date(Date.UTC(2020, 0, 1));
    await t.db.update(sessions).set({ createdAt: longAgo, lastSeenAt: longAgo }).where(eq(sessions.sid, expired.sid));
    const response = await get('/api/candidates', { 'accept-encoding': 'gzip' }, expired.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is the same answer, cached once, for visitors and signed-in readers', async () => {
    const visitor = await get('/api/candidates', { 'accept-encoding': 'br' });
    const signedIn = await get('/api/candidates', { 'accept-encoding': 'br' }, reader.cookie);
    expect(signedIn.headers['cache-control']).toBe('public, no-cache');
    expect(signedIn.headers.etag).toBe(visitor.headers.etag);
  });
});

describe('a write', () => {
  it('drops the discussion, the detail and the lists a comment changes, and leaves unrelated answers cached', async () => {
    const [commented, other] = billIds as [number, number];
    const urls = {
      bills: '/api/bills',
      bill: `/api/bills/${commented}`,
      comments: `/api/bills/${commented}/comments`,
      otherBill: `/api/bills/${other}`,
      candidates: '/api/candidates',
      search: '/api/search?q=libraries',
    };
    for (const url of Object.values(urls)) expect((await get(url)).statusCode).toBe(200);
    // Changed behind the routes' backs: an answer still showing the old value is one the cache kept.
    await t.db.update(bills).set({ title: 'Renamed without telling the cache' }).where(eq(bills.id, other));
    await t.db.update(candidates).set({ name: 'Renamed Casey' }).where(eq(candidates.id, candidateId));

    const posted = await call(t.app, 'POST', '/api/comments', {
      cookie: reader.cookie,
      body: { billId: commented, content: 'Our branch needs this.' },
    });
    expect(posted.statusCode).toBe(201);

    expect((await get(urls.bill)).json()).toMatchObject({ id: commented, commentCount: 1 });
    expect((await get(urls.comments)).json()).toEqual([
      expect.objectContaining({ content: 'Our branch needs this.', authorName: 'Rita Reader' }),
    ]);
    expect((await get(urls.bills)).json().find((bill: { id: number }) => bill.id === commented)).toMatchObject({ commentCount: 1 });
    expect((await get(urls.search)).json().bills.items.find((bill: { id: number }) => bill.id === commented)).toMatchObject({
      commentCount: 1,
    });
    expect((await get(urls.otherBill)).json()).toMatchObject({ title: newBill(2).title });
    expect((await get(urls.candidates)).json()).toEqual([expect.objectContaining({ name: 'Casey Cached' })]);
    expect((await get(`/api/users/${reader.user.id}/comments`)).json()).toHaveLength(1);
  });

  it('by staff drops what it changed: a new candidate is listed at once', async () => {
    expect((await get('/api/candidates?sort=az')).statusCode).toBe(200);
    const created = await call(t.app, 'POST', '/api/candidates', {
      cookie: staff,
      body: { name: 'Avery Added', party: 'Green', office: 'House', state: 'OR', progressiveScore: 8, progressiveAnalysis: 'Analysis.' },
    });
    expect(created.statusCode).toBe(201);
    expect((await get('/api/candidates?sort=az')).json().map((candidate: { name: string }) => candidate.name)).toContain('Avery Added');
  });
});

describe('a private read', () => {
  it('is never kept nor served across users, and says no-store', async () => {
    const other = await t.signUp({ firstName: 'Otto', lastName: 'Other' });
    const mine = await get('/api/auth/user', {}, reader.cookie);
    const theirs = await get('/api/auth/user', {}, other.cookie);
    expect([mine.json().id, theirs.json().id]).toEqual([reader.user.id, other.user.id]);

    const profile = `/api/users/${reader.user.id}`;
    const asOwner = await get(profile, { 'accept-encoding': 'br' }, reader.cookie);
    const asOther = await get(profile, { 'accept-encoding': 'br' }, other.cookie);
    const asVisitor = await get(profile, { 'accept-encoding': 'br' });
    expect(JSON.parse(decoded(asOwner)).email).toBe(reader.user.email);
    expect([JSON.parse(decoded(asOther)).email, JSON.parse(decoded(asVisitor)).email]).toEqual([null, null]);

    for (const response of [mine, theirs, asOwner, asOther, asVisitor]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    }
  });
});

describe('two app instances on one database', () => {
  it("drop an answer when the other instance's write is notified", async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const listed = async () =>
        (await call(second.app, 'GET', '/api/candidates?sort=za')).json().map((candidate: { name: string }) => candidate.name);
      expect(await listed()).not.toContain('Noor Notified');
      const notified = once(second.app.responseCache.events, 'notified');

      const created = await call(t.app, 'POST', '/api/candidates', {
        cookie: staff,
        body: {
          name: 'Noor Notified',
          party: 'Independent',
          office: 'Senate',
          state: 'ME',
          progressiveScore: 5,
          progressiveAnalysis: 'Analysis.',
        },
      });
      expect(created.statusCode).toBe(201);
      expect(await notified).toEqual([['candidates']]);
      expect(await listed()).toContain('Noor Notified');
    } finally {
      await second.close(false);
    }
  });
});
