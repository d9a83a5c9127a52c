// Discussions, a profile's tabs and User Management a page at a time: keyset cursors in Link headers, in
// the order the screens show, stable across writes, 400 for bad cursors; the profile's totals.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CURSORS, readAllPages } from '../../../tests/support/server/pages.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { ADMIN_USER_PAGE } from '../../shared/api/admin.ts';
import { COMMENT_PAGE } from '../../shared/api/comments.ts';
import { articles, comments, users } from '../db/schema.ts';
import { createArticle } from '../repositories/articles.ts';
import { createBill } from '../repositories/bills.ts';
import { createCandidate } from '../repositories/candidates.ts';

let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUp']>>;
let reader: Awaited<ReturnType<TestApp['signUp']>>;
const ids = { article: 0, bill: 0, candidate: 0 };
const PER_TARGET = 25;
const POSTS = 13;
const BASE = Date.UTC(2025, 0, 1);
// Pairs of rows share an instant, so the id must break the tie.
const instant = (index: number) => new Date(BASE + Math.floor(index / 2) * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signUp({ email: 'staff@example.test', isStaff: 1 });
  reader = await t.signUp({ email: 'reader@example.test' });
  ids.article = (
    await createArticle(t.db, {
      title: 'A',
      excerpt: 'E',
      content: '<p>C</p>',
      category: 'Economy',
      readTime: 3,
      userId: staff.user.id,
      authorName: 'S',
    })
  ).id;
  ids.bill = (
    await createBill(t.db, {
      billNumber: 'H.R. 9',
      title: 'T',
      summary: 'S',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 6,
      progressiveAnalysis: 'A',
    })
  ).id;
  ids.candidate = (
    await createCandidate(t.db, { name: 'C', party: 'Green', office: 'House', state: 'OR', progressiveScore: 5, progressiveAnalysis: 'A' })
  ).id;
  for (const target of ['articleId', 'billId', 'candidateId'] as const) {
    const targetId = ids[target.replace('Id', '') as keyof typeof ids];
    await t.db.insert(comments).values(
      Array.from({ length: PER_TARGET }, (_, index) => ({
        [target]: targetId,
        content: `${target} ${index}`,
        userId: index % 3 === 0 ? staff.user.id : reader.user.id,
        authorName: 'Someone',
        createdAt: instant(index),
      })),
    );
  }
  await t.db.insert(articles).values(
    Array.from({ length: POSTS }, (_, index) => ({
      title: `Post ${index}`,
      excerpt: 'E',
      content: '<p>C</p>',
      category: 'Economy',
      userId: staff.user.id,
      authorName: 'S',
      publishedAt: instant(index),
    })),
  );
  await t.db
    .insert(users)
    .values(Array.from({ length: 9 }, (_, index) => ({ email: `member${index}@example.test`, createdAt: instant(index) })));
});
afterAll(() => t.close());

const newestFirst = (rows: { id: number; at: Date }[]) =>
  rows.sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id).map((row) => row.id);
const commentIds = async (where: Parameters<typeof eq>) =>
  newestFirst(
    await t.db
      .select({ id: comments.id, at: comments.createdAt })
      .from(comments)
      .where(eq(...where)),
  );
const postIds = async () =>
  newestFirst(await t.db.select({ id: articles.id, at: articles.publishedAt }).from(articles).where(eq(articles.userId, staff.user.id)));
// The database's own order of emails (its collation), which the page must follow.
const userIdsOldestFirst = async () =>
  (await t.db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt), asc(users.email))).map((row) => row.id);

const linkTarget = (link: unknown) => (link as string).slice(1, (link as string).indexOf('>'));

type List = {
  name: string;
  url: () => string;
  cookie?: () => string;
  expected: () => Promise<(number | string)[]>;
  pageSize: number;
  badCursors?: string[];
};
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
// User Management's position is (date, email): a date and any string is one, a date and a number is not.
// A NUL is text the database cannot take.
const USER_BAD_CURSORS = [
  ...BAD_CURSORS.filter((cursor) => cursor !== encode(['2025-01-01T00:00:00Z', 'x'])),
  encode(['2025-01-01T00:00:00Z', 3]),
  encode(['2025-01-01T00:00:00Z', 'a\u0000b']),
];
const lists: List[] = [
  {
    name: 'article comments',
    url: () => `/api/articles/${ids.article}/comments`,
    expected: () => commentIds([comments.articleId, ids.article]),
    pageSize: 7,
  },
  {
    name: 'bill comments',
    url: () => `/api/bills/${ids.bill}/comments`,
    expected: () => commentIds([comments.billId, ids.bill]),
    pageSize: 7,
  },
  {
    name: 'candidate comments',
    url: () => `/api/candidates/${ids.candidate}/comments`,
    expected: () => commentIds([comments.candidateId, ids.candidate]),
    pageSize: 7,
  },
  {
    name: "a user's comments",
    url: () => `/api/users/${reader.user.id}/comments`,
    expected: () => commentIds([comments.userId, reader.user.id]),
    pageSize: 9,
  },
  { name: "a user's posts", url: () => `/api/users/${staff.user.id}/posts`, expected: postIds, pageSize: 4 },
  {
    name: 'admin users',
    url: () => '/api/admin/users',
    cookie: () => staff.cookie,
    expected: userIdsOldestFirst,
    pageSize: 4,
    badCursors: USER_BAD_CURSORS,
  },
];

describe.each(lists)('$name', ({ url, cookie, expected, pageSize, badCursors = BAD_CURSORS }) => {
  it('walks every row exactly once, in the screen’s order, and ends without a Link', async () => {
    const pages = await readAllPages<{ id: number | string }>(t.app, `${url()}?limit=${pageSize}`, cookie?.());
    const order = await expected();
    expect(pages.length).toBe(Math.ceil(order.length / pageSize));
    expect(pages.slice(0, -1).every((page) => page.length === pageSize)).toBe(true);
    expect(pages.flat().map((row) => row.id)).toEqual(order);
  });

  it.each(badCursors)('answers 400 to the cursor %s', async (cursor) => {
    const response = await call(t.app, 'GET', `${url()}?cursor=${cursor}`, { cookie: cookie?.() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^cursor: /);
  });

  it('answers 400 to a limit out of range', async () => {
    const response = await call(t.app, 'GET', `${url()}?limit=0`, { cookie: cookie?.() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^limit: /);
  });
});

describe('page sizes', () => {
  it('sends the default page of comments with a Link to the next, every field present', async () => {
    const response = await call(t.app, 'GET', `/api/bills/${ids.bill}/comments`);
    expect(response.json()).toHaveLength(COMMENT_PAGE.default);
    expect(response.json()[0]).toMatchObject({ billId: ids.bill, authorName: expect.any(String), createdAt: expect.any(String), votes: 0 });
    expect(response.headers.link).toMatch(/^<\/api\/bills\/\d+\/comments\?cursor=[\w-]+>; rel="next"$/);
  });

  it('sends every account on one page when the site is small', async () => {
    const response = await call(t.app, 'GET', '/api/admin/users', { cookie: staff.cookie });
    expect(response.json().length).toBeLessThanOrEqual(ADMIN_USER_PAGE.default);
    expect(response.headers.link).toBeUndefined();
  });
});

describe('cursors outlive writes', () => {
  it('a discussion keeps its place when comments are posted or deleted between pages', async () => {
    const url = `/api/articles/${ids.article}/comments?limit=5`;
    const first = await call(t.app, 'GET', url);
    const seen = first.json().map((comment: { id: number }) => comment.id);
    const posted = await call(t.app, 'POST', '/api/comments', {
      cookie: reader.cookie,
      body: { content: 'Late to the party', articleId: ids.article },
    });
    expect(posted.statusCode).toBe(201);
    await t.db.delete(comments).where(eq(comments.id, seen[4]));
    const rest = (await readAllPages(t.app, linkTarget(first.headers.link))).flat().map((comment) => comment.id);
    const order = await commentIds([comments.articleId, ids.article]);
    expect(rest).toEqual(order.slice(order.indexOf(seen[3]) + 1));
    expect(rest).not.toContain(posted.json().id);
  });

  it('User Management keeps its place when someone signs up between pages', async () => {
    const first = await call(t.app, 'GET', '/api/admin/users?limit=3', { cookie: staff.cookie });
    const seen = first.json().map((user: { id: string }) => user.id);
    const newcomer = await t.signUp({ email: 'newcomer@example.test' });
    const rest = (await readAllPages<{ id: string }>(t.app, linkTarget(first.headers.link), staff.cookie)).flat().map((user) => user.id);
    expect([...seen, ...rest]).toEqual(await userIdsOldestFirst());
    expect(rest.at(-1)).toBe(newcomer.user.id);
  });
});

describe('GET /api/users/:id totals', () => {
  it("counts the user's articles and comments for the profile's tabs", async () => {
    const [authorProfile, readerProfile] = await Promise.all([
      call(t.app, 'GET', `/api/users/${staff.user.id}`),
      call(t.app, 'GET', `/api/users/${reader.user.id}`),
    ]);
    const staffComments = (await commentIds([comments.userId, staff.user.id])).length;
    expect(authorProfile.json()).toMatchObject({ articleCount: POSTS + 1, commentCount: staffComments });
    expect(readerProfile.json()).toMatchObject({
      articleCount: 0,
      commentCount: (await commentIds([comments.userId, reader.user.id])).length,
    });
  });

  it('answers 404 for the lists of a user who does not exist', async () => {
    for (const list of ['posts', 'comments']) {
      const response = await call(t.app, 'GET', `/api/users/00000000-0000-4000-8000-000000000000/${list}`);
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers 404 for the comments of a bill that does not exist', async () => {
    expect((await call(t.app, 'GET', '/api/bills/999999/comments')).statusCode).toBe(404);
  });
});
