// A query parameter a route does not declare can make no new cache entry and no new address for the
// express lane (docs/decisions/0312-undeclared-query-parameters.md): the JSON API, the OpenAPI document
// and the feeds refuse it with a 400 naming it; a page still draws for a visitor whose link carries
// utm_* or fbclid, from the one entry of its canonical address.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';

/** Each probe of the issue varied one parameter about 190 times; a few dozen show whether anything grows. */
const VARIATIONS = 30;

let t: TestApp;
let origin: string;
let officialId: number;
let billId: number;
let rollCallId: number;

beforeAll(async () => {
  t = await createTestApp();
  const staff = (await t.signUp({ isStaff: 1 })).cookie;
  const official = await call(t.app, 'POST', '/api/officials', {
    cookie: staff,
    body: { name: 'Morgan Hale', party: 'Independent', office: 'Senator', state: 'VT' },
  });
  officialId = official.json().id;
  const bill = await call(t.app, 'POST', '/api/bills', {
    cookie: staff,
    body: {
      billNumber: 'H.R. 8300',
      title: 'A bill to fund transit',
      summary: 'Funds buses.',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 7,
      progressiveAnalysis: 'Public transit.',
    },
  });
  billId = bill.json().id;
  rollCallId = (
    await insertRollCall(t.db, {
      billId,
      votedAt: new Date('2026-03-04T12:00:00Z'),
      positions: [{ memberKey: 'H001', name: 'Hale', position: 'Yes', officialId }],
    })
  ).id;
  await t.wroteBehindTheApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A visitor's GET over real HTTP, so the express lane in front of Fastify takes part. */
function visit(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${path}`, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode!, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const kept = () => ({ ...t.app.responseCache.store.size });
const withParameter = (path: string, name: string, value: string | number) => `${path}${path.includes('?') ? '&' : '?'}${name}=${value}`;

describe('an undeclared query parameter', () => {
  const routes = () => [
    '/api/openapi.json',
    `/api/officials/${officialId}`,
    `/api/bills/${billId}`,
    `/api/roll-calls/${rollCallId}/positions`,
    '/api/races/VT-senate',
    '/api/articles?limit=5',
    '/feeds/articles.atom',
    `/feeds/officials/${officialId}/votes.rss`,
    '/feeds/search.atom?q=transit',
  ];

  it('is refused with a 400 naming it, on every cached read, and the cache keeps what it kept', async () => {
    for (const path of routes()) expect((await visit(path)).status, path).toBe(200);
    const before = kept();
    const answers = [];
    for (const path of routes()) {
      for (let n = 0; n < VARIATIONS; n++) answers.push({ path, ...(await visit(withParameter(path, 'zz', n))) });
    }
    expect(kept()).toEqual(before);
    for (const { path, status, body } of answers) {
      expect(status, path).toBe(400);
      expect(JSON.parse(body).message, path).toMatch(/^Unknown query parameter "zz": this address takes /);
    }
  });

  it('never becomes an address the express lane answers', async () => {
    const path = withParameter(`/api/officials/${officialId}`, 'utm_source', 'probe');
    const served = t.app.responseCache.lane.served;
    for (let n = 0; n < 3; n++) expect((await visit(path)).status).toBe(400);
    expect(t.app.responseCache.lane.served).toBe(served);
  });

  it('is named with what the address takes instead', async () => {
    const refused = await call(t.app, 'GET', '/api/articles?limt=5&zz=1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Unknown query parameters "limt", "zz": this address takes limit, cursor');
    expect((await call(t.app, 'GET', '/api/openapi.json?zz=1')).json().message).toBe(
      'Unknown query parameter "zz": this address takes none',
    );
  });
});

describe('a page whose link carries tracking parameters', () => {
  it('still draws, from the one entry its canonical address keeps', async () => {
    expect((await visit('/race/VT-senate')).status).toBe(200);
    const before = kept();
    for (let n = 0; n < VARIATIONS; n++) {
      const page = await visit(`/race/VT-senate?utm_source=news${n}&fbclid=${n}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('Morgan Hale');
    }
    expect(kept()).toEqual(before);
  });
});
