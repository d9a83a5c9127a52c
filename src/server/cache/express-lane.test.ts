// The express lane (docs/decisions/0144-express-lane.md): over real HTTP, a visitor's repeat read of a
// cached public answer is sent by the lane with the very headers and bytes Fastify sent; anything it
// cannot vouch for (a cookie, HEAD, an entry a write dropped) goes to Fastify.
import { once } from 'node:events';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedApp } from '../../../tests/support/server/logged-app.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { UNLIMITED_REQUESTS } from '../../../tests/support/server/unlimited-requests.ts';
import { CLIENT_TIMEOUTS } from '../app.ts';

let t: TestApp;
let staff: string;
let origin: string;

type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** An HTTP request whose body stays as sent (fetch would decode it). */
function send(method: 'GET' | 'HEAD', path: string, headers: Record<string, string> = {}, to = origin): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${to}${path}`, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const laneServed = () => t.app.responseCache.lane.served;

/** The headers as a client compares them: the clock's, the connection's and the client's remaining reads aside. */
const lasting = ({
  date: _date,
  'keep-alive': _keepAlive,
  connection: _connection,
  'ratelimit-remaining': _remaining,
  'ratelimit-reset': _reset,
  ...headers
}: IncomingHttpHeaders) => headers;

const newBill = (n: number) => ({
  billNumber: `H.R. ${7700 + n}`,
  title: `A bill to keep rural post offices open, number ${n}`,
  summary: 'Keeps every rural post office open five days a week.',
  status: 'Pending',
  level: 'federal',
  progressiveScore: 7,
  progressiveAnalysis: 'Protects a public service.',
});

/**
 * Adds a bill and waits until this app has heard its own invalidation back from the database: heard later,
 * it would drop an answer a test has just cached and expects the lane to repeat.
 */
async function addBill(n: number) {
  const heard = once(t.app.responseCache.events, 'notified');
  const created = await call(t.app, 'POST', '/api/bills', { cookie: staff, body: newBill(n) });
  await heard;
  return created;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signUp({ isStaff: 1 })).cookie;
  for (const n of [1, 2, 3]) await addBill(n);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('a repeat read by a visitor', () => {
  it('is sent by the lane with the headers and bytes Fastify sent, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const first = await send('GET', '/api/bills?limit=2', headers);
      const before = laneServed();
      const repeat = await send('GET', '/api/bills?limit=2', headers);
      expect(laneServed()).toBe(before + 1);
      expect(repeat.status).toBe(200);
      expect(lasting(repeat.headers)).toEqual(lasting(first.headers));
      expect(repeat.body.equals(first.body)).toBe(true);
    }
    const repeat = await send('GET', '/api/bills?limit=2', { 'accept-encoding': 'br' });
    // The security headers and the link to the next page travel with the lane's answer too.
    expect(repeat.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, no-cache', vary: 'accept-encoding' });
    expect(repeat.headers['content-security-policy']).toContain("default-src 'self'");
    expect(repeat.headers.link).toMatch(/rel="next"$/);
  });

  it('answers 304 to a visitor who holds the same representation', async () => {
    const first = await send('GET', '/api/bills?limit=1', { 'accept-encoding': 'gzip' });
    const before = laneServed();
    const again = await send('GET', '/api/bills?limit=1', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(laneServed()).toBe(before + 1);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('after a write is answered afresh, never from what the write changed', async () => {
    await send('GET', '/api/bills?limit=1');
    await send('GET', '/api/bills?limit=1');
    const created = await addBill(4);
    const before = laneServed();
    const after = await send('GET', '/api/bills?limit=1');
    expect(laneServed()).toBe(before);
    expect(JSON.parse(after.body.toString())[0].id).toBe(created.json().id);
    await send('GET', '/api/bills?limit=1');
    expect(laneServed()).toBe(before + 1);
  });
});

describe('the server in front of Fastify', () => {
  it('keeps the time limits Fastify would set on slow clients', () => {
    const server = t.app.server;
    expect(server.headersTimeout).toBe(CLIENT_TIMEOUTS.headersMs);
    expect(server.requestTimeout).toBe(CLIENT_TIMEOUTS.requestMs);
    expect(server.keepAliveTimeout).toBe(CLIENT_TIMEOUTS.keepAliveMs);
  });
});

describe('Fastify answers', () => {
  it('a request carrying a cookie, whose session records activity, with the same answer', async () => {
    const visitor = await send('GET', '/api/bills?limit=3');
    await send('GET', '/api/bills?limit=3');
    const before = laneServed();
    const signedIn = await send('GET', '/api/bills?limit=3', { cookie: (await t.signUp()).cookie });
    expect(laneServed()).toBe(before);
    expect(signedIn.body.equals(visitor.body)).toBe(true);
  });

  it('HEAD, and an address it has not answered yet', async () => {
    await send('GET', '/api/bills?limit=2&sort=highest');
    const before = laneServed();
    const head = await send('HEAD', '/api/bills?limit=2&sort=highest');
    expect(head.status).toBe(200);
    // The same query in another order is another address; Fastify answers it from the same entry.
    const reordered = await send('GET', '/api/bills?sort=highest&limit=2');
    expect(reordered.status).toBe(200);
    expect(laneServed()).toBe(before);
  });
});

describe('the log', () => {
  it("has an access line for each of Fastify's answers, and counts the lane's, which are logged at debug level only", async () => {
    const { app, lines } = await buildLoggedApp(t.database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const at = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (let i = 0; i < 3; i++) await send('GET', '/api/bills?limit=2', {}, at);
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; answers?: number });
    // The first read went through Fastify; the two repeats through the lane.
    expect(entries.filter((entry) => entry.msg === 'request completed' && entry.req?.url === '/api/bills?limit=2')).toHaveLength(1);
    expect(entries.find((entry) => entry.msg === 'express lane: cached answers sent')).toMatchObject({ answers: 2 });
  });
});

describe('the public read limit', () => {
  it("counts the lane's answers like Fastify's, and leaves a client past its limit to Fastify, which refuses it", async () => {
    // The first answer is worked out (5 units), the lane's repeats come from the cache (1 each).
    const limited = await createTestApp({
      requestLimits: { ...UNLIMITED_REQUESTS, publicRead: { max: 7, timeWindow: 60_000 } },
      clock: () => new Date('2026-05-06T07:08:00.000Z'),
    });
    try {
      await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const at = `http://127.0.0.1:${(limited.app.server.address() as AddressInfo).port}`;
      const answers = [];
      for (let n = 0; n < 4; n += 1) answers.push(await send('GET', '/api/officials', {}, at));
      expect(limited.app.responseCache.lane.served).toBe(2);
      expect(
        answers.map((answer) => [answer.status, answer.headers['ratelimit-remaining'], answer.headers['access-control-allow-origin']]),
      ).toEqual([
        [200, '2', '*'],
        [200, '1', '*'],
        [200, '0', '*'],
        [429, '0', '*'],
      ]);
      expect(answers[3]!.headers['retry-after']).toBe('60');
    } finally {
      await limited.close();
    }
  });
});
