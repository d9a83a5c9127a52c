// Every write is limited per account (per address for a visitor), comments more tightly
// (docs/decisions/0194-limits-on-every-write.md), and searches the cache cannot answer draw on their
// address's read budget (docs/decisions/0313-one-read-budget-per-client.md), at the configuration's defaults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, testConfig } from '../../../tests/support/server/test-app.ts';
import { READ_COSTS } from '../http/read-budget.ts';
import { requestLimitsOf } from '../http/security.ts';

/** The production defaults. */
const DEFAULT_REQUEST_LIMITS = requestLimitsOf(testConfig());
/**
 * The same counts over an hour instead of a minute, and the read budget's clock held at the start (its
 * windows are whole minutes of the clock): the counts are this file's subject, and a loaded machine once
 * took more than a minute over 121 searches, so a new window had begun before the last one. A window's
 * passing is the limiters' own tests' subject, on a clock they move.
 */
const STARTED = new Date();
const HOUR = 3_600_000;
const LIMITS_OVER_AN_HOUR = Object.fromEntries(
  Object.entries(DEFAULT_REQUEST_LIMITS).map(([name, limit]) => [name, { ...limit, timeWindow: HOUR }]),
) as typeof DEFAULT_REQUEST_LIMITS;

let t: TestApp;
let billId: number;

beforeAll(async () => {
  t = await createTestApp({ requestLimits: LIMITS_OVER_AN_HOUR, clock: () => STARTED });
  const staff = (await t.signUp({ isStaff: 1 })).cookie;
  const bill = await call(t.app, 'POST', '/api/bills', {
    cookie: staff,
    body: {
      billNumber: 'H.R. 8200',
      title: 'A bill',
      summary: 'Summary.',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 5,
      progressiveAnalysis: 'Analysis.',
    },
  });
  billId = bill.json().id;
});
afterAll(() => t.close());

const comment = (cookie: string, n: number) => call(t.app, 'POST', '/api/comments', { cookie, body: { content: `Comment ${n}`, billId } });

describe('a flood of comments from one account', () => {
  it(`is refused after ${DEFAULT_REQUEST_LIMITS.comment.max} a minute with 429 and when to try again; other accounts still post`, async () => {
    const spammer = (await t.signUp()).cookie;
    const answers = [];
    for (let n = 0; n <= DEFAULT_REQUEST_LIMITS.comment.max; n++) answers.push(await comment(spammer, n));
    expect(answers.slice(0, -1).every((answer) => answer.statusCode === 201)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests: try again in \d+ seconds$/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await comment((await t.signUp()).cookie, 0)).statusCode).toBe(201);
  });
});

describe('any other write', () => {
  it(`is refused after ${DEFAULT_REQUEST_LIMITS.write.max} a minute from one account`, async () => {
    const busy = (await t.signUp()).cookie;
    const place = { state: 'VT', district: 0 };
    const statuses = [];
    for (let n = 0; n <= DEFAULT_REQUEST_LIMITS.write.max; n++)
      statuses.push((await call(t.app, 'PUT', '/api/me/place', { cookie: busy, body: place })).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('search', () => {
  const newSearches = DEFAULT_REQUEST_LIMITS.publicRead.max / READ_COSTS.worked;
  it(`is refused after ${newSearches} new texts a minute from one address; another address still searches`, async () => {
    const from = (address: string, n: number) => t.app.inject({ method: 'GET', url: `/api/search?q=word${n}`, remoteAddress: address });
    const statuses = [];
    for (let n = 0; n <= newSearches; n++) statuses.push((await from('203.0.113.9', n)).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await from('203.0.113.10', 0)).statusCode).toBe(200);
  });
});
