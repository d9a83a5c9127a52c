// Who may call a route is settled before anything the caller sent is read, for every route the shared
// contracts declare: a visitor gets 401 and a reader 403 on staff routes, however wrong the params,
// query and body, never a 400 that would describe the request's expected shape. Walks the contracts, so a
// route added later is covered at once; who may call each is read from the role table written by hand from
// the specification (test-support/role-table.ts), never from the contract's own `auth`, which is what is
// under test here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS, fillPath, servedRoutes } from '../../../tests/support/server/contracts.ts';
import { ROLE_TABLE } from '../../../tests/support/server/role-table.ts';
import { tableSnapshot } from '../../../tests/support/server/table-snapshot.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import type { Endpoint } from '../../shared/api/contract.ts';
import {
  articlesFeed,
  authorFeed,
  billHistoryFeed,
  FEED_FORMATS,
  federalBillsFeed,
  officialVotesFeed,
  searchFeed,
  stateBillsFeed,
} from '../../shared/api/feeds.ts';

let t: TestApp;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  reader = (await t.signUp({ email: 'reader@example.test' })).cookie;
  await t.signUp({ email: 'staff@example.test', isStaff: 1 });
});
afterAll(() => t.close());

/** Wrong in every part the endpoint reads: ids that are no ids, a query out of range, a body of the wrong shape. */
function invalidRequest(endpoint: Endpoint) {
  const url = fillPath(endpoint, () => 'not-an-id%00') + (endpoint.query ? '?limit=-1&cursor=%00&unknown=1' : '');
  return { method: endpoint.method, url, body: { unknown: '\u0000', isStaff: 1, progressiveScore: 'NaN' } };
}

const routeOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const WALK = CONTRACTS.map((contract) => ({ ...contract, role: ROLE_TABLE[routeOf(contract.endpoint)] }));
const PROTECTED = WALK.filter(({ role }) => role !== 'anyone');

describe('the role table', () => {
  it('names every contract, and nothing else', () => {
    expect(Object.keys(ROLE_TABLE).sort()).toEqual(CONTRACTS.map(({ endpoint }) => routeOf(endpoint)).sort());
  });
});

describe('every protected contract refuses before it validates', () => {
  it('finds the protected contracts in src/shared/api', () => {
    expect(PROTECTED.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['admin.setStaff', 'users.updateProfile', 'bills.createBill']),
    );
  });

  describe.each(PROTECTED)('$name', ({ endpoint, role }) => {
    it('answers a visitor 401, whatever they sent, and writes nothing', async () => {
      const { method, url, body } = invalidRequest(endpoint);
      const before = await tableSnapshot(t.db);
      const response = await call(t.app, method, url, { body });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().message).toContain('Unauthorized');
      expect(await tableSnapshot(t.db)).toEqual(before);
    });

    it(role === 'staff' ? 'answers a reader 403, whatever they sent' : 'lets a reader through to validation', async () => {
      const { method, url, body } = invalidRequest(endpoint);
      const before = await tableSnapshot(t.db);
      const response = await call(t.app, method, url, { cookie: reader, body });
      // A read with no params or query has nothing to get wrong: the reader is simply answered.
      const readsNothing = endpoint.method === 'GET' && !endpoint.params && !endpoint.query;
      expect(response.statusCode, response.body).toBe(role === 'staff' ? 403 : readsNothing ? 200 : 400);
      if (!readsNothing) expect(typeof response.json().message).toBe('string');
      expect(await tableSnapshot(t.db)).toEqual(before);
    });
  });
});

describe('every open contract lets a visitor through to validation', () => {
  it.each(WALK.filter(({ role }) => role === 'anyone'))('$name', async ({ endpoint }) => {
    const { method, url, body } = invalidRequest(endpoint);
    const response = await call(t.app, method, url, { body });
    expect([401, 403], response.body).not.toContain(response.statusCode);
  });
});

/**
 * The routes registered by hand, outside the contracts: plain navigations and pages, none of them
 * limited to a role. A new one must be added here after checking it needs no permission, or be
 * given a contract.
 */
const PUBLIC_PAGES = [
  'GET /healthz',
  'GET /readyz',
  'GET /api/login',
  'GET /api/callback',
  'GET /api/logout',
  'GET /dev/mail',
  // Every page of the app (docs/decisions/0220-every-screen-has-an-address.md): HTML drawn from public data
  // only; what a page shows of a reader's own comes through the contracts.
  'GET /',
  'GET /legislation',
  'GET /bills/:id',
  'GET /candidates',
  'GET /candidates/:id',
  'GET /officials',
  'GET /officials/:id',
  'GET /article/:id',
  'GET /users/:id',
  'GET /compare',
  'GET /race/:race',
  'GET /about',
  'GET /about/scores',
  'GET /committee/:id',
  'GET /login',
  'GET /logout',
  'GET /forgot-password',
  'GET /reset-password',
  'GET /verify-email',
  'GET /admin/users',
  'GET /admin/audit',
  'GET /admin/drafts',
  'GET /admin/imports',
  'GET /admin/api-keys',
  // Open data (decisions 0270-0274): the API reference and its files, the data page and its downloads,
  // the score cards other sites frame, and the preflight of other origins' reads.
  'GET /api/docs',
  'GET /api/docs/:file',
  'GET /data',
  'GET /api/downloads/:file',
  'GET /embed/official/:id',
  'GET /embed/bill/:id',
  // OPTIONS /api/*, as the printed route tree's parse names it.
  'OPTIONS /*',
  // The Atom and RSS feeds (docs/decisions/0290-feeds.md): public XML, declared with their own zod schemas.
  ...[articlesFeed, authorFeed, federalBillsFeed, stateBillsFeed, billHistoryFeed, officialVotesFeed, searchFeed].flatMap((feed) =>
    FEED_FORMATS.map((format) => `GET ${feed.path}.${format}`),
  ),
  'GET /inbox',
  'GET /unsubscribe',
  'GET /admin/wrong-numbers',
];

describe('routes outside the contracts', () => {
  it('are only the public pages, and every contract is served', () => {
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false })).map(({ method, path }) => `${method} ${path}`);
    const contracted = CONTRACTS.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(served.filter((route) => !contracted.includes(route)).sort()).toEqual([...PUBLIC_PAGES].sort());
    expect(contracted.filter((route) => !served.includes(route))).toEqual([]);
  });
});
