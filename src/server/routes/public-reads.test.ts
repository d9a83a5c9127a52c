// The public read API (docs/decisions/0271-public-read-api.md): other origins read public answers without
// credentials, every public read carries the RateLimit fields and is refused past the limit, a key staff
// issue raises the limit and stops working when revoked, and private answers stay closed to other origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { UNLIMITED_REQUESTS } from '../../../tests/support/server/unlimited-requests.ts';
import { apiKey, issuedApiKey } from '../../shared/schemas/api-keys.ts';

const NOW = new Date('2026-05-06T07:08:09.000Z');
const LIMITS = { ...UNLIMITED_REQUESTS, publicRead: { max: 3, timeWindow: 60_000 }, keyedRead: { max: 5, timeWindow: 60_000 } };

let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUp']>>;
let reader: Awaited<ReturnType<TestApp['signUp']>>;
let now = NOW;

beforeAll(async () => {
  t = await createTestApp({ requestLimits: LIMITS, clock: () => now, env: { TRUST_PROXY: '1' } });
  staff = await t.signUp({ isStaff: 1 });
  reader = await t.signUp();
  // Answered from the cache from now on, each of these costs a client one unit of its read budget
  // (docs/decisions/0313-one-read-budget-per-client.md).
  for (const path of ['/api/officials', '/api/votes', '/api/bills']) await call(t.app, 'GET', path, from('192.0.2.1'));
});
afterAll(() => t.close());

/** A client of its own: behind the one trusted proxy, its address is the last X-Forwarded-For entry. */
const from = (address: string, headers: Record<string, string> = {}) => ({ headers: { 'x-forwarded-for': address, ...headers } });

describe('a public read', () => {
  it('answers any origin without credentials, with the RateLimit fields, then 429 with Retry-After', async () => {
    now = new Date('2026-05-06T07:08:09.000Z');
    const first = await call(t.app, 'GET', '/api/officials', from('203.0.113.1', { origin: 'https://news.example' }));
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(first.headers['access-control-expose-headers'])).toContain('RateLimit-Remaining');
    expect(first.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '2', 'ratelimit-reset': '51' });
    await call(t.app, 'GET', '/api/votes', from('203.0.113.1'));
    expect((await call(t.app, 'GET', '/api/bills', from('203.0.113.1'))).headers['ratelimit-remaining']).toBe('0');
    const refused = await call(t.app, 'GET', '/api/officials', from('203.0.113.1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers).toMatchObject({ 'retry-after': '51', 'ratelimit-remaining': '0', 'access-control-allow-origin': '*' });
    expect(refused.json().message).toMatch(/Too many requests/);
    // Another client, as the trusted proxy names it, has its own count.
    expect((await call(t.app, 'GET', '/api/officials', from('203.0.113.2'))).statusCode).toBe(200);
    // The next minute starts afresh.
    now = new Date('2026-05-06T07:09:00.000Z');
    expect((await call(t.app, 'GET', '/api/officials', from('203.0.113.1'))).headers['ratelimit-remaining']).toBe('2');
  });

  it('keeps its ETag: the same answer again is a 304', async () => {
    now = new Date('2026-05-06T08:00:00.000Z');
    const first = await call(t.app, 'GET', '/api/officials', from('203.0.113.3'));
    const again = await call(t.app, 'GET', '/api/officials', from('203.0.113.3', { 'if-none-match': String(first.headers.etag) }));
    expect(again.statusCode).toBe(304);
    expect(again.headers['ratelimit-remaining']).toBe('1');
  });

  it('answers a preflight for the key header, from any origin', async () => {
    const preflight = await call(t.app, 'OPTIONS', '/api/officials/1/votes', {
      headers: { origin: 'https://news.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/X-API-Key/);
  });
});

describe('answers that are not public reads', () => {
  it('carry no CORS header: a signed-in answer and a staff list', async () => {
    now = new Date('2026-05-06T09:00:00.000Z');
    const mine = await call(t.app, 'GET', '/api/auth/user', {
      cookie: reader.cookie,
      ...from('203.0.113.20', { origin: 'https://news.example' }),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['access-control-allow-origin']).toBeUndefined();
    // Like every read, it draws on its client's read budget (docs/decisions/0313-one-read-budget-per-client.md).
    expect(mine.headers['ratelimit-limit']).toBe('3');
    const keys = await call(t.app, 'GET', '/api/admin/api-keys', {
      cookie: staff.cookie,
      ...from('203.0.113.21', { origin: 'https://news.example' }),
    });
    expect(keys.statusCode).toBe(200);
    expect(keys.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('API keys', () => {
  it('staff issue one, shown once; it raises the limit; revoked, it is refused', async () => {
    now = new Date('2026-05-06T10:00:00.000Z');
    const issued = await call(t.app, 'POST', '/api/admin/api-keys', {
      cookie: staff.cookie,
      body: { name: 'Riverside Gazette data desk' },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const key = issuedApiKey.parse(issued.json());
    expect(key.key).toMatch(/^cl_[A-Za-z0-9_-]{43}$/);
    const listed = (await call(t.app, 'GET', '/api/admin/api-keys', { cookie: staff.cookie, ...from('203.0.113.22') })).json();
    const { key: _secret, ...shown } = issued.json();
    expect(listed).toEqual([apiKey.encode(apiKey.parse(shown))]);
    expect(JSON.stringify(listed)).not.toContain(key.key);

    const keyed = await call(t.app, 'GET', '/api/officials', from('203.0.113.9', { 'x-api-key': key.key }));
    expect(keyed.statusCode).toBe(200);
    expect(keyed.headers).toMatchObject({ 'ratelimit-limit': '5', 'ratelimit-remaining': '4' });
    // The key is the client: another address with it shares its count.
    expect(
      (await call(t.app, 'GET', '/api/officials', from('203.0.113.10', { 'x-api-key': key.key }))).headers['ratelimit-remaining'],
    ).toBe('3');

    expect((await call(t.app, 'GET', '/api/officials', from('203.0.113.9', { 'x-api-key': 'cl_not-a-key' }))).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/admin/api-keys', { cookie: reader.cookie, body: { name: 'Mine' } })).statusCode).toBe(403);

    const revoked = await call(t.app, 'DELETE', `/api/admin/api-keys/${key.id}`, { cookie: staff.cookie });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).toBe(now.toISOString());
    // From an address of its own: 203.0.113.9 spent its budget on the made-up key's lookup.
    const refused = await call(t.app, 'GET', '/api/officials', from('203.0.113.11', { 'x-api-key': key.key }));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/unknown or revoked API key/);
    expect((await call(t.app, 'DELETE', '/api/admin/api-keys/999999', { cookie: staff.cookie })).statusCode).toBe(404);
  });
});
