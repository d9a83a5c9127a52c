// A discussion's stored comment count moves by one per comment at commit
// (docs/decisions/0291-comment-count-increments.md): posts through the API racing deletes that cascade (a
// parent taking its replies, an account taking its comments) leave every count equal to the rows there are,
// and the API shows it.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStoredCommentCountsToMatch } from '../../../tests/support/server/stored-records.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { comments, users } from '../db/schema.ts';
import { createArticle } from '../repositories/articles.ts';
import { createBill } from '../repositories/bills.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('stored comment counts under concurrent posts and deletes', () => {
  it('equal the rows of each discussion afterwards, and the article and bill show them', async () => {
    const staff = await t.signUp({ isStaff: 1 });
    const writers = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    const leaving = await t.signUp();
    const article = await createArticle(t.db, {
      title: 'Busy',
      excerpt: 'E',
      content: '<p>C</p>',
      category: 'Economy',
      readTime: 3,
      userId: staff.user.id,
      authorName: 'Staff',
    });
    const bill = await createBill(t.db, {
      billNumber: 'H.R. 25',
      title: 'T',
      summary: 'S',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 6,
      progressiveAnalysis: 'A',
    });
    const post = (cookie: string, body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/comments', { cookie, body: { content: 'A comment.', ...body } });
    const created = async (cookie: string, body: Record<string, unknown>) => {
      const response = await post(cookie, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number };
    };
    // What the deletes will take: a thread of a parent and two replies, and an account's comments on both.
    const doomed = await created(writers[0]!.cookie, { articleId: article.id });
    await created(writers[1]!.cookie, { articleId: article.id, parentId: doomed.id });
    await created(writers[2]!.cookie, { articleId: article.id, parentId: doomed.id });
    await created(leaving.cookie, { articleId: article.id });
    await created(leaving.cookie, { billId: bill.id });
    expect((await call(t.app, 'GET', `/api/articles/${article.id}`)).json()).toMatchObject({ commentCount: 4 });

    const posts = Array.from({ length: 30 }, (_, i) =>
      post(writers[i % 3]!.cookie, i % 5 === 0 ? { billId: bill.id } : { articleId: article.id }),
    );
    // Drizzle runs a query when it is awaited: Promise.all starts both deletes among the posts.
    const deletes = [t.db.delete(comments).where(eq(comments.id, doomed.id)), t.db.delete(users).where(eq(users.id, leaving.user.id))];
    const [answers] = await Promise.all([Promise.all(posts), Promise.all(deletes)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));

    await expectStoredCommentCountsToMatch(t.db);
    expect((await call(t.app, 'GET', `/api/articles/${article.id}`)).json()).toMatchObject({ commentCount: 24 });
    expect((await call(t.app, 'GET', `/api/bills/${bill.id}`)).json()).toMatchObject({ commentCount: 6 });
  });
});
