// Database outages on PostgreSQL (docs/decisions/0150-database-outages.md), through a loopback proxy the test
// cuts and restores: requests that need the database answer 503 with Retry-After, readiness says so, reads
// survive a connection that died in the pool, and the app recovers without a restart. A create answered
// 503 stored nothing, and one that committed is answered 2xx even when its COMMIT's answer was lost
// (docs/decisions/0314-a-committed-write-answers-2xx.md).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../tests/support/server/tcp-proxy.ts';
import { call, createTestApp, type TestApp } from '../../tests/support/server/test-app.ts';
import { createTestDatabase } from '../../tests/support/server/test-database.ts';
import { notifyInvalidation } from './cache/invalidation-bus.ts';
import { connectPostgres, type DatabaseHandle } from './db/connect.ts';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './db/database-unavailable.ts';
import { articles, comments } from './db/schema.ts';
import { OUTCOME_UNKNOWN_MESSAGE } from './db/transaction-outcome.ts';

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
  const article = await call(t.app, 'POST', '/api/articles', {
    cookie: staff.cookie,
    body: { title: 'Outage', excerpt: 'E', content: 'C', category: 'Climate' },
  });
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

/** The ids of the comments stored with this text, read past the app. */
const storedIds = async (content: string) =>
  (await direct.db.select({ id: comments.id }).from(comments).where(eq(comments.content, content))).map(({ id }) => id);

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

  it('answers 201 to a create whose COMMIT went through unacknowledged, keyed or not, and stores it once', async () => {
    await untilReady();
    const key = randomUUID();
    const keyed = { articleId, content: `Stored, answer lost, keyed ${key}` };
    const send = () => call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: keyed, headers: { 'idempotency-key': key } });
    proxy.loseTheAnswerTo(/^Q[\s\S]*commit/i);
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(await storedIds(keyed.content)).toEqual([first.json().id]);
    // The web client's retry, had the answer been lost on the way to it, gets the same answer.
    const retried = await send();
    expect(retried.body).toBe(first.body);
    expect(await storedIds(keyed.content)).toEqual([first.json().id]);

    const unkeyed = { articleId, content: `Stored, answer lost, unkeyed ${key}` };
    proxy.loseTheAnswerTo(/^Q[\s\S]*commit/i);
    const posted = await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: unkeyed });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await storedIds(unkeyed.content)).toEqual([posted.json().id]);
  });

  it('answers 503 to a create whose connection dropped as it read back what it wrote, and stores nothing', async () => {
    await untilReady();
    const body = { articleId, content: `Read back lost ${randomUUID()}` };
    proxy.loseTheAnswerTo(/select[\s\S]*"profile_image_url"[\s\S]*from "comments"/);
    expectUnavailable(await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body }));
    expect(await storedIds(body.content)).toEqual([]);
  });

  it('answers 503 to a keyed create whose COMMIT went unanswered while the database stayed away, and its retry the stored comment', async () => {
    await untilReady();
    const key = randomUUID();
    const body = { articleId, content: `Through an outage ${key}` };
    const send = () => call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body, headers: { 'idempotency-key': key } });
    proxy.loseTheAnswerTo(/^Q[\s\S]*commit/i, { then: 'cut' });
    try {
      expectUnavailable(await send());
    } finally {
      await proxy.restore();
    }
    await untilReady();
    const stored = await storedIds(body.content);
    expect(stored).toHaveLength(1);
    const retried = await send();
    expect(retried.statusCode).toBe(201);
    expect(retried.json().id).toBe(stored[0]);
    expect(await storedIds(body.content)).toEqual(stored);
  });

  it('tells a create sent without a key, in the same case, that its outcome is unknown (500), not to try again (503)', async () => {
    await untilReady();
    const body = { articleId, content: `Unknown outcome ${randomUUID()}` };
    proxy.loseTheAnswerTo(/^Q[\s\S]*commit/i, { then: 'cut' });
    let response;
    try {
      response = await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body });
    } finally {
      await proxy.restore();
    }
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({ message: OUTCOME_UNKNOWN_MESSAGE });
    expect(await storedIds(body.content)).toHaveLength(1);
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
    // A create runs in a transaction (the comment, its read-back and, with a key, its recorded answer), so it sends a BEGIN.
    for (let i = 0; i < 5; i++) {
      proxy.loseTheAnswerTo(/^Q[\s\S]*begin/i);
      const headers = { 'idempotency-key': randomUUID() };
      expectUnavailable(
        await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { articleId, content: `Begin lost ${i}` }, headers }),
      );
    }
    expect(
      (await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { articleId, content: 'After the lost begins' } }))
        .statusCode,
    ).toBe(201);
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
