// Every screen's own address (docs/decisions/0220-every-screen-has-an-address.md): the status, the title,
// the first data (as the API answers it) and the drawing each page kind gets; the old '/?bill=' links
// redirected; any other address a 404 with the app's 404 page; the splash once per visit.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { createBill } from '../repositories/bills.ts';
import { createCandidate } from '../repositories/candidates.ts';
import { createOfficial } from '../repositories/officials.ts';
import { NOT_FOUND_MODULE } from './pages.ts';
import { VISIT_COOKIE } from './spa.ts';

const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>Civic Ledger</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true },
  'features/legislation/legislation-tab.tsx': { file: 'assets/legislation-tab.js', isDynamicEntry: true, imports: ['_select.js'] },
  'features/comments/comments-section.tsx': { file: 'assets/comments-section.js', isDynamicEntry: true },
  '_select.js': { file: 'assets/select.js' },
  [NOT_FOUND_MODULE]: { file: 'assets/not-found.js', isDynamicEntry: true },
};
// A stand-in for the build's renderer: it says which address it drew and what data it had.
const RENDERER = `export const renderFirstScreen = async (url, data) => '<main data-url="' + url + '">' + Object.keys(data).sort().join(',') + '</main>';`;

const firstData = (html: string) => JSON.parse(/<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(html)![1]!);
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const drawnAt = (html: string) => /<div id="root"><main data-url="([^"]*)">/.exec(html)?.[1];

let t: TestApp;
let dir: string;
let ids: { bill: number; candidate: number; official: number; other: number };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'civic-pages-'));
  mkdirSync(path.join(dir, 'client', '.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'client', 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'client', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dir, 'prerender.js'), RENDERER);
  t = await createTestApp({ clientDir: path.join(dir, 'client'), prerenderFile: path.join(dir, 'prerender.js') });
  const bill = await createBill(t.db, {
    billNumber: 'H.R. 1',
    title: 'One Big Beautiful Bill Act',
    summary: 'Taxes.',
    status: 'Passed',
    level: 'federal',
    progressiveScore: 2,
    progressiveAnalysis: 'Cuts.',
  });
  const candidate = await createCandidate(t.db, {
    name: 'Dana Diaz',
    party: 'Democrat',
    office: 'House',
    state: 'CA',
    progressiveScore: 7,
    progressiveAnalysis: 'Housing.',
  });
  const official = await createOfficial(t.db, {
    name: 'Sam Lee',
    party: 'Independent',
    office: 'Senator',
    state: 'VT',
    bio: 'Serves Vermont.',
  });
  const other = await createOfficial(t.db, { name: 'Ann Poe', party: 'Democrat', office: 'Senator', state: 'VT', bio: null });
  ids = { bill: bill.id, candidate: candidate.id, official: official.id, other: other.id };
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the old shell links', () => {
  it("redirect for good to the item's own address, so shared links and their previews keep working", async () => {
    for (const [old, now] of [
      [`/?bill=${ids.bill}`, `/bills/${ids.bill}`],
      [`/?candidate=${ids.candidate}`, `/candidates/${ids.candidate}`],
      [`/?official=${ids.official}&utm_source=x`, `/officials/${ids.official}`],
    ]) {
      const response = await call(t.app, 'GET', old!);
      expect(response.statusCode, old).toBe(301);
      expect(response.headers.location, old).toBe(now);
    }
  });

  it('leave a query that names no item on the front page', async () => {
    for (const url of ['/?bill=abc', '/?official=-1', '/?candidate=1e3', '/?tab=legislation']) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(title(response.body), url).toBe('Civic Ledger');
    }
  });
});

describe('each page kind', () => {
  it("answers an item's address with its name as the title and the item, as its GET answers it, drawn", async () => {
    for (const [url, api, key, name] of [
      [`/bills/${ids.bill}`, `/api/bills/${ids.bill}`, 'bill', 'H.R. 1: One Big Beautiful Bill Act — Civic Ledger'],
      [`/officials/${ids.official}`, `/api/officials/${ids.official}`, 'official', 'Sam Lee (Independent), Senator, VT — Civic Ledger'],
      [`/candidates/${ids.candidate}`, `/api/candidates/${ids.candidate}`, 'candidate', 'Dana Diaz, Democrat for House — Civic Ledger'],
    ] as const) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(title(response.body), url).toBe(name);
      expect(firstData(response.body)[key], url).toEqual((await call(t.app, 'GET', api)).json());
      expect(drawnAt(response.body), url).toBe(url);
    }
  });

  it("preloads an item's route code with its page: the tab's chunks and its Discussion's", async () => {
    const html = (await call(t.app, 'GET', `/bills/${ids.bill}`)).body;
    const starter = /data-preload="([^"]*)"/.exec(html)?.[1];
    expect(starter?.split(' ')).toEqual(['/assets/legislation-tab.js', '/assets/select.js', '/assets/comments-section.js']);
  });

  it('answers a profile with who it is, as GET /api/users/{id} answers whoever asks (the email for the owner only)', async () => {
    const owner = await t.signUp({ email: 'owner-page@example.test', firstName: 'Olive', lastName: 'Owner' });
    const visitor = (await call(t.app, 'GET', `/users/${owner.user.id}`)).body;
    expect(title(visitor)).toBe('Olive Owner — Civic Ledger');
    expect(firstData(visitor).profile).toEqual((await call(t.app, 'GET', `/api/users/${owner.user.id}`)).json());
    expect(visitor).not.toContain('owner-page@example.test');
    expect(drawnAt(visitor)).toBe(`/users/${owner.user.id}`);
    const own = firstData((await call(t.app, 'GET', `/users/${owner.user.id}`, { cookie: owner.cookie })).body);
    expect(own.profile.email).toBe('owner-page@example.test');
  });

  it("carries a profile's first page of articles, as GET /api/users/{id}/posts answers it", async () => {
    const staff = await t.signUp({ email: 'author-page@example.test', firstName: 'Ada', lastName: 'Author', isStaff: 1 });
    const published = await call(t.app, 'POST', '/api/articles', {
      cookie: staff.cookie,
      body: { title: 'Inside the budget vote', excerpt: 'Excerpt', content: '<p>Story.</p>', category: 'Healthcare', readTime: 4 },
    });
    expect(published.statusCode).toBe(201);
    const data = firstData((await call(t.app, 'GET', `/users/${staff.user.id}`)).body);
    const api = await call(t.app, 'GET', `/api/users/${staff.user.id}/posts`);
    expect(data.profilePosts).toEqual({ items: api.json(), next: null });
    expect(data.profilePosts.items.map((a: { title: string }) => a.title)).toEqual(['Inside the budget vote']);
  });

  it('answers Compare with the comparison the address names, and About the scores, drawn', async () => {
    const url = `/compare?officials=${ids.official},${ids.other}`;
    const compare = (await call(t.app, 'GET', url)).body;
    expect(title(compare)).toBe('Compare officials — Civic Ledger');
    expect(firstData(compare).comparison).toEqual((await call(t.app, 'GET', `/api/compare?officials=${ids.official},${ids.other}`)).json());
    expect(drawnAt(compare)).toBe(url);
    const unknown = firstData((await call(t.app, 'GET', `/compare?officials=${ids.official},999999`)).body);
    expect(unknown).toEqual({ user: null, origin: t.app.config.publicOrigin, renderedAt: expect.any(String) });
    const about = (await call(t.app, 'GET', '/about/scores')).body;
    expect(title(about)).toBe('About the scores — Civic Ledger');
    expect(drawnAt(about)).toBe('/about/scores');
  });

  it('answers the Legislation, Candidates and Officials tabs with the first page of their list, as their GET answers it, next page included', async () => {
    for (const [url, api, key] of [
      ['/legislation', '/api/bills?level=federal&sort=newest', 'bills'],
      ['/candidates', '/api/candidates?office=all&sort=highest', 'candidates'],
      ['/officials', '/api/officials/pages?chamber=all&sort=highest', 'officials'],
    ] as const) {
      const page = firstData((await call(t.app, 'GET', url)).body)[key];
      const answer = await call(t.app, 'GET', api);
      expect(page.items, url).toEqual(answer.json());
      expect(page.items.length, url).toBeGreaterThan(0);
      expect(page.next, url).toBe(/<([^>]+)>; rel="next"/.exec(String(answer.headers.link ?? ''))?.[1] ?? null);
    }
  });

  it('answers /about with the masthead, as GET /api/masthead answers it, drawn', async () => {
    const response = await call(t.app, 'GET', '/about');
    expect(response.statusCode).toBe(200);
    expect(title(response.body)).toBe('About — Civic Ledger');
    expect(firstData(response.body).masthead).toEqual((await call(t.app, 'GET', '/api/masthead')).json());
    expect(drawnAt(response.body)).toBe('/about');
  });

  it("answers each tab's own address, drawn, and the account pages for the browser to draw", async () => {
    for (const [url, name] of [
      ['/legislation', 'Legislation — Civic Ledger'],
      ['/candidates', 'Candidates — Civic Ledger'],
      ['/officials', 'Officials — Civic Ledger'],
    ]) {
      const response = await call(t.app, 'GET', url!);
      expect(response.statusCode, url).toBe(200);
      expect(title(response.body), url).toBe(name);
      expect(drawnAt(response.body), url).toBe(url);
    }
    const login = await call(t.app, 'GET', '/login');
    expect(login.statusCode).toBe(200);
    expect(title(login.body)).toBe('Log in — Civic Ledger');
    expect(login.body).toContain('<div id="root"></div>');
  });
});

describe('addresses that name nothing', () => {
  it("answer 404 with the app's 404 page, drawn", async () => {
    for (const url of ['/no-such-page', '/bills/abc', '/bills/0', '/officials/99999999999', '/candidates/1/extra', '/legislation/']) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(title(response.body), url).toBe('404 Page Not Found — Civic Ledger');
      expect(drawnAt(response.body), url).toBe(url);
    }
  });

  it("answer an article id no article can have with 404 and 'Article Not Found', drawn at once", async () => {
    for (const url of ['/article/not-a-number', '/article/3f2b8c1e-1111-4111-8111-111111111111', '/article/0']) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(title(response.body), url).toBe('Article Not Found — Civic Ledger');
      expect(drawnAt(response.body), url).toBe(url);
    }
  });

  it("answer a well-formed item id with no item with 404 and that kind's not-found title", async () => {
    for (const [url, name] of [
      ['/bills/999999', 'Bill Not Found — Civic Ledger'],
      ['/officials/999999', 'Official Not Found — Civic Ledger'],
      ['/candidates/999999', 'Candidate Not Found — Civic Ledger'],
      ['/article/999999', 'Article Not Found — Civic Ledger'],
      ['/users/00000000-0000-4000-8000-000000000000', 'User not found — Civic Ledger'],
    ]) {
      const response = await call(t.app, 'GET', url!);
      expect(response.statusCode, url).toBe(404);
      expect(title(response.body), url).toBe(name);
    }
  });
});

describe('the splash', () => {
  const visitCookie = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().find((c) => c.startsWith(`${VISIT_COOKIE}=`));

  it('greets the first page of a browser session at / and no later one, whatever page the visit started on', async () => {
    const first = await call(t.app, 'GET', '/');
    expect(firstData(first.body).splash).toBe(true);
    const cookie = visitCookie(first.headers['set-cookie']);
    // A session cookie: no expiry, so the browser forgets it when it closes.
    expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    const again = await call(t.app, 'GET', '/', { headers: { cookie: cookie!.split(';')[0]! } });
    expect(firstData(again.body).splash).toBe(false);
    expect(visitCookie(again.headers['set-cookie'])).toBeUndefined();

    // A visit that starts on an article (or at the sign-in page) has had its first page when it reaches /.
    const article = await call(t.app, 'GET', '/login');
    expect(firstData(article.body)).not.toHaveProperty('splash');
    const later = await call(t.app, 'GET', '/', { headers: { cookie: visitCookie(article.headers['set-cookie'])!.split(';')[0]! } });
    expect(firstData(later.body).splash).toBe(false);
  });
});
