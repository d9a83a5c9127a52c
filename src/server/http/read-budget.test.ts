// One read budget per client (docs/decisions/0313-one-read-budget-per-client.md): the API, search and its
// feeds, embeds, /data and pages draw on the same units, an answer the cache held costs 1 and one the
// server works out 5, a page past the budget is a readable 429 page, and the client's files and the
// health checks are never counted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { UNLIMITED_REQUESTS } from '../../../tests/support/server/unlimited-requests.ts';
import { READ_COSTS } from './read-budget.ts';

/** Four reads the server works for. */
const BUDGET = 4 * READ_COSTS.worked;
const NOW = new Date('2026-05-06T07:08:09.000Z');

let t: TestApp;
let clientDir: string;
let officialId: number;
let billId: number;
/** Each test reads as a client of its own, at an address of its own. */
let nextClient = 1;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'civic-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Civic Ledger</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1);');
  t = await createTestApp({
    clientDir,
    clock: () => NOW,
    env: { TRUST_PROXY: '1' },
    requestLimits: { ...UNLIMITED_REQUESTS, publicRead: { max: BUDGET, timeWindow: 60_000 } },
  });
  const staff = (await t.signUp({ isStaff: 1 })).cookie;
  officialId = (
    await call(t.app, 'POST', '/api/officials', {
      cookie: staff,
      body: { name: 'Morgan Hale', party: 'Independent', office: 'Senator', state: 'VT' },
    })
  ).json().id;
  const bill = await call(t.app, 'POST', '/api/bills', {
    cookie: staff,
    body: {
      billNumber: 'H.R. 8400',
      title: 'A bill to fund transit',
      summary: 'Funds buses.',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 7,
      progressiveAnalysis: 'Public transit.',
    },
  });
  billId = bill.json().id;
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** A new client: behind the one trusted proxy, its address is the X-Forwarded-For entry. */
function client() {
  const address = `203.0.113.${nextClient++}`;
  return (url: string, headers: Record<string, string> = {}) =>
    call(t.app, 'GET', url, { headers: { 'x-forwarded-for': address, ...headers } });
}

const remaining = (answer: { headers: Record<string, unknown> }) => Number(answer.headers['ratelimit-remaining']);

describe('the read budget', () => {
  it('is one for embeds, /data, pages, search and both search feeds: past it each is refused', async () => {
    const read = client();
    const answers = [];
    for (const url of [`/embed/official/${officialId}`, '/data', `/officials/${officialId}`, '/api/search?q=transit'])
      answers.push(await read(url));
    expect(answers.map((answer) => [answer.statusCode, remaining(answer)])).toEqual([
      [200, BUDGET - 5],
      [200, BUDGET - 10],
      [200, BUDGET - 15],
      [200, 0],
    ]);
    for (const url of [
      '/feeds/search.atom?q=buses',
      '/feeds/search.rss?q=buses',
      '/api/search?q=buses',
      `/embed/bill/${billId}`,
      '/data',
      `/bills/${billId}`,
      '/legislation',
    ]) {
      const refused = await read(url);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.headers, url).toMatchObject({ 'retry-after': '51', 'ratelimit-remaining': '0', 'ratelimit-limit': String(BUDGET) });
    }
    // Another client has a budget of its own.
    expect((await client()('/api/search?q=buses')).statusCode).toBe(200);
  });

  it('cannot be tripled by spreading searches over /api/search and the two search feeds', async () => {
    const read = client();
    const urls = [
      '/api/search?q=alpha',
      '/feeds/search.atom?q=beta',
      '/feeds/search.rss?q=gamma',
      '/api/search?q=delta',
      '/feeds/search.atom?q=epsilon',
    ];
    const statuses = [];
    for (const url of urls) statuses.push((await read(url)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('charges an answer the cache already held one unit, and one the server worked out five', async () => {
    const warm = client();
    await warm('/api/officials');
    const read = client();
    const first = await read('/api/officials');
    expect(remaining(first)).toBe(BUDGET - READ_COSTS.fromStore);
    const notModified = await read('/api/officials', { 'if-none-match': String(first.headers.etag) });
    expect([notModified.statusCode, remaining(notModified)]).toEqual([304, BUDGET - 2 * READ_COSTS.fromStore]);
    const worked = await read(`/api/officials/${officialId}/votes?limit=7`);
    expect(remaining(worked)).toBe(BUDGET - 2 * READ_COSTS.fromStore - READ_COSTS.worked);
  });

  it('answers a page past it with a page saying when to come back', async () => {
    const read = client();
    for (let n = 0; n < 4; n++) await read(`/officials/${officialId}`);
    const refused = await read(`/officials/${officialId}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('<h1>Too many requests</h1>');
    expect(refused.body).toContain('Too many requests: try again in 51 seconds');
    const api = await read('/api/officials');
    expect([api.statusCode, api.json().message]).toEqual([429, 'Too many requests: try again in 51 seconds']);
  });

  it("counts an address that is no file, but never the client's files or the health checks", async () => {
    const read = client();
    for (let n = 0; n < 4; n++) expect((await read('/assets/missing.js')).statusCode).toBe(404);
    expect((await read('/no-such-page')).statusCode).toBe(429);
    for (const url of ['/assets/app-abc123.js', '/healthz', '/readyz', '/api/docs']) {
      const answer = await read(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['ratelimit-remaining'], url).toBeUndefined();
    }
  });
});
