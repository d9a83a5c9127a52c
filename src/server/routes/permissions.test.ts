// The role rules as the server enforces them: every route × {visitor, user, staff}.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import * as schema from '../db/schema.ts';
import { createArticle } from '../repositories/articles.ts';
import { createBill } from '../repositories/bills.ts';
import { createCandidate } from '../repositories/candidates.ts';
import { createOfficial } from '../repositories/officials.ts';

type Role = 'visitor' | 'user' | 'staff';
type Expected = Record<Role, number>;

let t: TestApp;
const cookies: Record<Role, string | undefined> = { visitor: undefined, user: undefined, staff: undefined };
const ids = { self: {} as Record<Role, string>, author: '', other: '', article: 0, bill: 0, candidate: 0, official: 0 };

const TABLES = [
  schema.users,
  schema.articles,
  schema.articleRevisions,
  schema.articleCorrections,
  schema.bills,
  schema.candidates,
  schema.officials,
  schema.comments,
  schema.subscriptions,
];
async function rowCounts() {
  return Promise.all(TABLES.map(async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n));
}

beforeAll(async () => {
  t = await createTestApp();
  const author = await t.signUp({ email: 'author@example.test', isStaff: 1 });
  const other = await t.signUp({ email: 'other@example.test' });
  const user = await t.signUp({ email: 'user@example.test' });
  const staff = await t.signUp({ email: 'staff@example.test', isStaff: 1 });
  cookies.user = user.cookie;
  cookies.staff = staff.cookie;
  ids.author = author.user.id;
  ids.other = other.user.id;
  ids.self = { visitor: other.user.id, user: user.user.id, staff: staff.user.id };
  ids.article = (
    await createArticle(t.db, {
      title: 'A',
      excerpt: 'E',
      content: '<p>C</p>',
      category: 'Economy',
      readTime: 3,
      userId: author.user.id,
      authorName: 'Author',
    })
  ).id;
  ids.bill = (
    await createBill(t.db, {
      billNumber: 'H.R. 1',
      title: 'T',
      summary: 'S',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 6,
      progressiveAnalysis: 'A',
    })
  ).id;
  ids.candidate = (
    await createCandidate(t.db, {
      name: 'C',
      party: 'Democrat',
      office: 'House',
      state: 'CA',
      progressiveScore: 5,
      progressiveAnalysis: 'A',
    })
  ).id;
  ids.official = (await createOfficial(t.db, { name: 'O', party: 'Democrat', office: 'Senator', state: 'CA' })).id;
});
afterAll(() => t.close());

const allow = (status: number): Expected => ({ visitor: status, user: status, staff: status });
const signedIn = (status: number): Expected => ({ visitor: 401, user: status, staff: status });
const staffOnly = (status: number): Expected => ({ visitor: 401, user: 403, staff: status });

type Case = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (role: Role) => string;
  body?: (role: Role) => unknown;
  expected: Expected;
};

const cases: Case[] = [
  { name: 'current user', method: 'GET', url: () => '/api/auth/user', expected: signedIn(200) },
  { name: 'notification count', method: 'GET', url: () => '/api/notifications/count', expected: signedIn(200) },
  { name: 'mark notifications read', method: 'POST', url: () => '/api/notifications/mark-read', expected: signedIn(200) },
  { name: 'list articles', method: 'GET', url: () => '/api/articles', expected: allow(200) },
  { name: 'one article', method: 'GET', url: () => `/api/articles/${ids.article}`, expected: allow(200) },
  {
    name: 'publish article (staff only, decision 0003)',
    method: 'POST',
    url: () => '/api/articles',
    body: () => ({ title: 'New', excerpt: 'Ex', content: '<p>Body</p>', category: 'Climate', readTime: 2 }),
    expected: staffOnly(201),
  },
  {
    name: 'edit an article',
    method: 'PATCH',
    url: () => `/api/articles/${ids.article}`,
    body: () => ({ title: 'A', excerpt: 'E', content: '<p>C, edited</p>', category: 'Economy', readTime: 3 }),
    expected: staffOnly(200),
  },
  { name: 'drafts', method: 'GET', url: () => '/api/newsroom/drafts', expected: staffOnly(200) },
  { name: "an article's revisions", method: 'GET', url: () => `/api/newsroom/articles/${ids.article}/revisions`, expected: staffOnly(200) },
  { name: 'list bills', method: 'GET', url: () => '/api/bills', expected: allow(200) },
  {
    name: 'add bill',
    method: 'POST',
    url: () => '/api/bills',
    body: () => ({
      billNumber: 'S. 2',
      title: 'T',
      summary: 'S',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 7,
      progressiveAnalysis: 'A',
    }),
    expected: staffOnly(201),
  },
  {
    name: 'score a bill',
    method: 'PUT',
    url: () => `/api/bills/${ids.bill}/score`,
    body: () => ({ progressiveScore: 8, progressiveAnalysis: 'Rescored' }),
    expected: staffOnly(200),
  },
  { name: "a bill's roll calls", method: 'GET', url: () => `/api/bills/${ids.bill}/roll-calls`, expected: allow(200) },
  // Without CONGRESS_API_KEY / FEC_API_KEY the importers answer "setup required" (400) to staff.
  { name: 'refresh bills', method: 'POST', url: () => '/api/bills/refresh', expected: staffOnly(400) },
  { name: 'list candidates', method: 'GET', url: () => '/api/candidates', expected: allow(200) },
  {
    name: 'add candidate',
    method: 'POST',
    url: () => '/api/candidates',
    body: () => ({ name: 'N', party: 'Green', office: 'Mayor', state: 'OR', progressiveScore: 8, progressiveAnalysis: 'A' }),
    expected: staffOnly(201),
  },
  { name: 'refresh candidates', method: 'POST', url: () => '/api/candidates/refresh', expected: staffOnly(400) },
  { name: 'list officials', method: 'GET', url: () => '/api/officials', expected: allow(200) },
  {
    name: 'add official',
    method: 'POST',
    url: () => '/api/officials',
    body: () => ({ name: 'P', party: 'Republican', office: 'Representative', state: 'TX', district: '7' }),
    expected: staffOnly(201),
  },
  { name: 'refresh members', method: 'POST', url: () => '/api/officials/refresh', expected: staffOnly(400) },
  { name: 'import votes', method: 'POST', url: () => '/api/officials/refresh-votes', expected: staffOnly(400) },
  { name: "an official's score receipt", method: 'GET', url: () => `/api/officials/${ids.official}/receipt`, expected: allow(200) },
  { name: "an official's votes", method: 'GET', url: () => `/api/officials/${ids.official}/votes`, expected: allow(200) },
  { name: 'all votes', method: 'GET', url: () => '/api/votes', expected: allow(200) },
  { name: 'article comments', method: 'GET', url: () => `/api/articles/${ids.article}/comments`, expected: allow(200) },
  { name: 'bill comments', method: 'GET', url: () => `/api/bills/${ids.bill}/comments`, expected: allow(200) },
  { name: 'candidate comments', method: 'GET', url: () => `/api/candidates/${ids.candidate}/comments`, expected: allow(200) },
  {
    name: 'post comment',
    method: 'POST',
    url: () => '/api/comments',
    body: () => ({ content: 'Hello', billId: ids.bill }),
    expected: signedIn(201),
  },
  { name: 'check subscription', method: 'GET', url: () => `/api/subscriptions/check/${ids.author}`, expected: signedIn(200) },
  {
    name: 'subscribe to a staff author',
    method: 'POST',
    url: () => '/api/subscriptions',
    body: () => ({ authorId: ids.author }),
    expected: signedIn(201),
  },
  { name: 'unsubscribe', method: 'DELETE', url: () => `/api/subscriptions/${ids.author}`, expected: signedIn(200) },
  {
    name: 'subscribe to a non-staff user',
    method: 'POST',
    url: () => '/api/subscriptions',
    body: () => ({ authorId: ids.other }),
    expected: { visitor: 401, user: 400, staff: 400 },
  },
  {
    name: 'subscribe to oneself',
    method: 'POST',
    url: () => '/api/subscriptions',
    body: (role) => ({ authorId: ids.self[role] }),
    expected: { visitor: 401, user: 400, staff: 400 },
  },
  { name: 'a user', method: 'GET', url: () => `/api/users/${ids.author}`, expected: allow(200) },
  { name: "a user's posts", method: 'GET', url: () => `/api/users/${ids.author}/posts`, expected: allow(200) },
  { name: "a user's comments", method: 'GET', url: () => `/api/users/${ids.author}/comments`, expected: allow(200) },
  {
    name: 'edit own profile',
    method: 'PATCH',
    url: (role) => `/api/users/${ids.self[role]}/profile`,
    body: () => ({ firstName: 'Me', bio: 'Hi' }),
    expected: signedIn(200),
  },
  {
    name: "edit someone else's profile",
    method: 'PATCH',
    url: () => `/api/users/${ids.other}/profile`,
    body: () => ({ firstName: 'Hacked' }),
    expected: { visitor: 401, user: 403, staff: 403 },
  },
  { name: 'a ZIP code lookup', method: 'GET', url: () => '/api/districts?zip=98101', expected: allow(200) },
  {
    name: "a district's positions on bills",
    method: 'GET',
    url: () => `/api/districts/positions?state=CA&district=1&bills=${ids.bill}`,
    expected: allow(200),
  },
  { name: 'compare officials', method: 'GET', url: () => `/api/compare?officials=${ids.official},2147483647`, expected: allow(404) },
  { name: 'own stances', method: 'GET', url: () => '/api/me/stances', expected: signedIn(200) },
  {
    name: 'mark a stance',
    method: 'PUT',
    url: () => `/api/me/stances/${ids.bill}`,
    body: () => ({ stance: 'support' }),
    expected: signedIn(200),
  },
  { name: 'own match', method: 'GET', url: () => '/api/me/matches', expected: signedIn(200) },
  { name: 'own place', method: 'GET', url: () => '/api/me/place', expected: signedIn(200) },
  {
    name: 'keep own place',
    method: 'PUT',
    url: () => '/api/me/place',
    body: () => ({ zip: '98101', state: 'WA', district: 7 }),
    expected: signedIn(200),
  },
  { name: 'list users (admin)', method: 'GET', url: () => '/api/admin/users', expected: staffOnly(200) },
  {
    name: "change another user's staff flag",
    method: 'PATCH',
    url: () => `/api/admin/users/${ids.other}/staff`,
    body: () => ({ isStaff: 0 }),
    expected: staffOnly(200),
  },
  { name: 'audit log', method: 'GET', url: () => '/api/admin/audit-events', expected: staffOnly(200) },
  {
    name: 'change own staff flag',
    method: 'PATCH',
    url: (role) => `/api/admin/users/${ids.self[role]}/staff`,
    body: () => ({ isStaff: 1 }),
    expected: { visitor: 401, user: 403, staff: 403 },
  },
];

describe.each(cases)('$method $name', ({ method, url, body, expected }) => {
  it.each(['visitor', 'user', 'staff'] as const)('as %s', async (role) => {
    const before = await rowCounts();
    const response = await call(t.app, method, url(role), { cookie: cookies[role], body: body?.(role) });
    expect(response.statusCode, response.body).toBe(expected[role]);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    if (response.statusCode === 401) expect(response.json().message).toContain('Unauthorized');
    if (response.statusCode >= 400) {
      expect(typeof response.json().message).toBe('string');
      // A refused write changes nothing.
      expect(await rowCounts()).toEqual(before);
    }
  });
});

describe('rules a matrix row cannot show', () => {
  it('a profile edit cannot carry isStaff', async () => {
    const response = await call(t.app, 'PATCH', `/api/users/${ids.self.user}/profile`, { cookie: cookies.user, body: { isStaff: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/isStaff/);
    const me = await call(t.app, 'GET', '/api/auth/user', { cookie: cookies.user });
    expect(me.json().isStaff).toBe(0);
  });

  it("a refused profile edit leaves the other user's profile as it was", async () => {
    const response = await call(t.app, 'GET', `/api/users/${ids.other}`);
    expect(response.json().firstName).toBe('Test');
  });
});

// Who may call a route is settled before what they sent is read: a visitor's invalid input is
// a 401 and a reader's a 403 on staff routes, never a 400 that would tell them how to shape a request.
type InvalidCase = { name: string; method: Case['method']; url: (role: Role) => string; body?: unknown; staff?: boolean };
const invalidCases: InvalidCase[] = [
  { name: 'post comment', method: 'POST', url: () => '/api/comments', body: { content: '' } },
  { name: 'check subscription', method: 'GET', url: () => '/api/subscriptions/check/not-a-uuid' },
  { name: 'subscribe', method: 'POST', url: () => '/api/subscriptions', body: { authorId: 'not-a-uuid' } },
  { name: 'unsubscribe', method: 'DELETE', url: () => '/api/subscriptions/not-a-uuid' },
  { name: 'edit own profile', method: 'PATCH', url: (role) => `/api/users/${ids.self[role]}/profile`, body: { isStaff: 1 } },
  { name: 'edit a profile by a bad id', method: 'PATCH', url: () => '/api/users/not-a-uuid/profile', body: { firstName: 'X' } },
  { name: 'change password', method: 'POST', url: () => '/api/auth/password', body: { currentPassword: '' } },
  { name: 'end a session', method: 'DELETE', url: () => '/api/auth/sessions/not-a-uuid' },
  { name: 'keep a place', method: 'PUT', url: () => '/api/me/place', body: { state: 'WA', district: -1 } },
  { name: 'mark a stance', method: 'PUT', url: () => `/api/me/stances/${ids.bill}`, body: { stance: 'maybe' } },
  { name: 'publish article', method: 'POST', url: () => '/api/articles', body: { title: '' }, staff: true },
  {
    name: 'edit an article',
    method: 'PATCH',
    url: () => `/api/articles/${ids.article}`,
    body: { title: 'T', imageUrl: 'http://example.test/a.jpg' },
    staff: true,
  },
  { name: 'publish a draft by a bad id', method: 'POST', url: () => '/api/articles/draft/publish', staff: true },
  { name: 'unpublish by a bad id', method: 'POST', url: () => '/api/articles/0/unpublish', staff: true },
  { name: 'delete an article by a bad id', method: 'DELETE', url: () => '/api/articles/x', staff: true },
  { name: 'restore a bad revision id', method: 'POST', url: () => `/api/articles/${ids.article}/revisions/x/restore`, staff: true },
  { name: 'revisions by a bad id', method: 'GET', url: () => '/api/newsroom/articles/x/revisions', staff: true },
  { name: 'drafts, bad limit', method: 'GET', url: () => '/api/newsroom/drafts?limit=0', staff: true },
  { name: 'score a bill', method: 'PUT', url: () => `/api/bills/${ids.bill}/score`, body: { progressiveScore: 0 }, staff: true },
  { name: 'list users (admin)', method: 'GET', url: () => '/api/admin/users?limit=0', staff: true },
  { name: 'list users (admin), bad cursor', method: 'GET', url: () => '/api/admin/users?cursor=not-a-cursor', staff: true },
  { name: 'change a staff flag', method: 'PATCH', url: () => `/api/admin/users/${ids.other}/staff`, body: { isStaff: 2 }, staff: true },
  {
    name: 'change a staff flag by a bad id',
    method: 'PATCH',
    url: () => '/api/admin/users/not-a-uuid/staff',
    body: { isStaff: 1 },
    staff: true,
  },
  { name: 'audit log', method: 'GET', url: () => '/api/admin/audit-events?kind=nonsense', staff: true },
];

describe.each(invalidCases)('$method $name with invalid input', ({ method, url, body, staff }) => {
  const expected: Expected = { visitor: 401, user: staff ? 403 : 400, staff: 400 };
  it.each(['visitor', 'user', 'staff'] as const)('as %s', async (role) => {
    const before = await rowCounts();
    const response = await call(t.app, method, url(role), { cookie: cookies[role], body });
    expect(response.statusCode, response.body).toBe(expected[role]);
    expect(typeof response.json().message).toBe('string');
    expect(await rowCounts()).toEqual(before);
  });
});
