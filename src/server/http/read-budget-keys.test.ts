// A made-up API key costs its address's read budget before it is looked up
// (docs/decisions/0313-one-read-budget-per-client.md): an address that spent its budget gets 429 with no
// lookup at all, and made-up keys, one after another or all at once, cost at most the budget in lookups.
// A working key is counted against the key alone.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { UNLIMITED_REQUESTS } from '../../../tests/support/server/unlimited-requests.ts';
import { READ_COSTS } from './read-budget.ts';

const lookups = vi.hoisted(() => ({ count: 0 }));
vi.mock(import('../services/api-keys.ts'), async (original) => {
  const module = await original();
  return {
    ...module,
    apiKeyIdOf: (...args: Parameters<typeof module.apiKeyIdOf>) => {
      lookups.count += 1;
      return module.apiKeyIdOf(...args);
    },
  };
});

const BUDGET = 4 * READ_COSTS.worked;
const KEYED_BUDGET = 100;

let t: TestApp;
let workingKey: string;
let nextClient = 1;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => new Date('2026-05-06T07:08:09.000Z'),
    env: { TRUST_PROXY: '1' },
    requestLimits: {
      ...UNLIMITED_REQUESTS,
      publicRead: { max: BUDGET, timeWindow: 60_000 },
      keyedRead: { max: KEYED_BUDGET, timeWindow: 60_000 },
    },
  });
  const staff = (await t.signUp({ isStaff: 1 })).cookie;
  workingKey = (await call(t.app, 'POST', '/api/admin/api-keys', { cookie: staff, body: { name: 'Riverside Gazette data desk' } })).json()
    .key;
  // Every read below is answered from the cache, so a key's lookup is the only work a request makes.
  await call(t.app, 'GET', '/api/officials');
});
afterAll(() => t.close());

function client() {
  const address = `198.51.100.${nextClient++}`;
  return (key?: string) =>
    call(t.app, 'GET', '/api/officials', { headers: { 'x-forwarded-for': address, ...(key ? { 'x-api-key': key } : {}) } });
}

describe('a made-up API key', () => {
  it('from an address that spent its budget is refused without a lookup', async () => {
    const read = client();
    for (let n = 0; n < BUDGET; n++) expect((await read()).statusCode).toBe(200);
    const before = lookups.count;
    for (let n = 0; n < 300; n++) {
      const refused = await read(`cl_made-up-${n}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('51');
    }
    expect(lookups.count).toBe(before);
  });

  it('is counted against its address: one after another, each lookup costs the work of a read', async () => {
    const read = client();
    const before = lookups.count;
    const statuses = [];
    for (let n = 0; n < 300; n++) statuses.push((await read(`cl_made-up-${n}`)).statusCode);
    expect(lookups.count - before).toBe(BUDGET / READ_COSTS.worked);
    expect(statuses.slice(0, BUDGET / READ_COSTS.worked).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(BUDGET / READ_COSTS.worked).every((status) => status === 429)).toBe(true);
    // The address's own reads are spent with it.
    expect((await read()).statusCode).toBe(429);
  });

  it('sent all at once costs at most the budget in lookups', async () => {
    const read = client();
    const before = lookups.count;
    const statuses = (await Promise.all(Array.from({ length: 300 }, (_, n) => read(`cl_made-up-${n}`)))).map((answer) => answer.statusCode);
    expect(lookups.count - before).toBeLessThanOrEqual(BUDGET);
    expect(statuses.filter((status) => status === 401)).toHaveLength(lookups.count - before);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - (lookups.count - before));
  });
});

describe('a working API key', () => {
  it("draws on the key's budget, not on its address's", async () => {
    const read = client();
    for (let n = 0; n < 10; n++) expect((await read(workingKey)).headers['ratelimit-limit']).toBe(String(KEYED_BUDGET));
    expect((await read()).headers['ratelimit-remaining']).toBe(String(BUDGET - READ_COSTS.fromStore));
  });
});
