// Database outages on PostgreSQL (docs/decisions/0150-database-outages.md), through a loopback proxy the test
// cuts and restores: requests that need the database answer 503 with Retry-After, readiness says so, reads
// survive a connection that died in the pool, and the app recovers without a restart.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type DatabaseHandle } from './db/connect.ts';
import { notifyInvalidation } from './cache/invalidation-bus.ts';
import { articles, comments } from './db/schema.ts';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './lib/database-unavailable.ts';
import { call, createTestApp, type TestApp } from './test-support/test-app.ts';
import { createTestDatabase } from './test-support/test-database.ts';
import { startTcpProxy, type TcpProxy } from './test-support/tcp-proxy.ts';

let direct: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: TcpProxy;
let proxied: DatabaseHandle;
let t: TestApp;
let reader: Awaited<ReturnType<TestApp['signUp']>>;
let articleId: number;

beforeAll(async () => {
  direct = await createTestDatabase();
  const url = new URL(direct.url!);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.port = String(proxy.port);
  proxied = connectPostgres(url.toString(), { poolSize: 4, connectTimeoutMs: 1_000, statementTimeoutMs: 5_000 });
  t = await createTestApp({ database: proxied });
  const staff = await t.signUp({ isStaff: 1 });
  reader = await t.signUp();
  const article = await call(t.app, 'POST', '/api/articles', { cookie: staff.cookie, body: { title: 'Outage', excerpt: 'E', content: 'C', category: 'Climate' } });
  articleId = article.json().id;
});

afterAll(async () => {
  await t?.close(false);
  await proxied?.close();
  await proxy?.close();
  await direct?.close();
});

/** Asks /readyz until it answers 200; the test's own timeout bounds the wait. */
async function untilReady() {
  for (;;) {
    const response = await call(t.app, 'GET', '/readyz');
    if (response.statusCode === 200) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const expectUnavailable = (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  expect(response.json()).toEqual({ message: expect.any(String) });
};

describe('while the database is unreachable', () => {
  it('answers 503 with Retry-After to reads, writes and readiness, and recovers once it is back', async () => {
    await proxy.cut();
    try {
      const list = await call(t.app, 'GET', `/api/articles/${articleId}/comments?limit=3`);
      expectUnavailable(list);
      expect(list.json().message).toBe(UNAVAILABLE_MESSAGE);
      expectUnavailable(await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { articleId, content: 'In the dark' } }));
      expectUnavailable(await call(t.app, 'GET', '/readyz'));
      // Liveness needs no database: the process itself is fine.
      expect((await call(t.app, 'GET', '/healthz')).statusCode).toBe(200);
    } finally {
      await proxy.restore();
    }
    await untilReady();
    const posted = await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { articleId, content: 'Back in the light' } });
    expect(posted.statusCode).toBe(201);
    const listed = (await call(t.app, 'GET', `/api/articles/${articleId}/comments`)).json() as { content: string }[];
    expect(listed.map((c) => c.content)).toEqual(['Back in the light']);
  });

  it('answers a read whose pooled connection died from a fresh connection', async () => {
    await untilReady();
    proxy.dropNextUsedConnection();
    const response = await call(t.app, 'GET', `/api/articles/${articleId}/comments?limit=4`);
    expect(response.statusCode).toBe(200);
  });

  it('answers 503 to a create whose commit went through unacknowledged, and its keyed retry answers it without a duplicate', async () => {
    await untilReady();
    const key = randomUUID();
    const body = { articleId, content: `Through an outage ${key}` };
    const send = () => call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body, headers: { 'idempotency-key': key } });
    proxy.loseTheAnswerTo(/^Q[\s\S]*commit/i);
    expectUnavailable(await send());
    // The client was told 503, yet the comment is there: the commit reached the database.
    const stored = await direct.db.select({ id: comments.id }).from(comments).where(eq(comments.content, body.content));
    expect(stored).toHaveLength(1);
    const retried = await send();
    const again = await send();
    expect([retried.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.body).toBe(retried.body);
    const listed = (await call(t.app, 'GET', `/api/articles/${articleId}/comments?limit=50`)).json() as { id: number; content: string }[];
    expect(listed.filter((c) => c.content === body.content)).toEqual([expect.objectContaining({ id: stored[0]!.id })]);
  });
});

describe('the response cache across an outage', () => {
  it('keeps answers again once its LISTEN connection is back, and hears what other instances changed', async () => {
    await proxy.cut();
    await proxy.restore();
    await untilReady();
    const titleServed = async () => (await call(t.app, 'GET', `/api/articles/${articleId}`)).json().title as string;
    // Caching again: a title changed past the app (no notification) stays out of the answer the app keeps.
    // Until its LISTEN connection is back the app keeps nothing, and every read shows the change at once.
    let written = '';
    for (let round = 0; ; round++) {
      const before = await titleServed();
      written = `Renamed past the app ${round}`;
      await direct.db.update(articles).set({ title: written }).where(eq(articles.id, articleId));
      if ((await titleServed()) === before) break;
    }
    // Another instance's write: it notifies every instance, this one included, which drops its answer.
    await notifyInvalidation(direct.db, [`article:${articleId}`]);
    while ((await titleServed()) !== written) await new Promise((resolve) => setImmediate(resolve));
    expect(await titleServed()).toBe(written);
  });
});

describe('connections that die at BEGIN', () => {
  it('go back to the pool: after more such failures than the pool has connections, requests are still served', async () => {
    await untilReady();
    // A keyed create runs in a transaction (the comment and its recorded answer), so it sends a BEGIN; an
    // unkeyed comment is a single insert since its count moves by trigger (docs/decisions/0291-comment-count-increments.md).
    for (let i = 0; i < 5; i++) {
      proxy.loseTheAnswerTo(/^Q[\s\S]*begin/i);
      const headers = { 'idempotency-key': randomUUID() };
      expectUnavailable(await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { articleId, content: `Begin lost ${i}` }, headers }));
    }
    expect((await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { articleId, content: 'After the lost begins' } })).statusCode).toBe(201);
  });
});

describe('a statement the server cancels for running too long', () => {
  it('counts as unavailable (503), as a lost connection does', async () => {
    const slow = connectPostgres(direct.url!, { poolSize: 1, statementTimeoutMs: 50 });
    try {
      const error = await slow.db.execute('select pg_sleep(2)').catch((e: unknown) => e);
      expect((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code).toBe('57014');
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await slow.close();
    }
  });
});
