// Bad input gets a clear 4xx JSON answer naming the problem; nothing internal ever reaches a client.
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, testConfig } from '../../tests/support/server/test-app.ts';
import { errorBody } from '../shared/schemas/common.ts';
import { BODY_LIMIT_BYTES, buildApp } from './app.ts';
import { articles, bills, comments } from './db/schema.ts';

let t: TestApp;
let staff: string;
let user: string;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signUp({ isStaff: 1 })).cookie;
  user = (await t.signUp()).cookie;
  const created = await call(t.app, 'POST', '/api/articles', {
    cookie: staff,
    body: { title: 'T', excerpt: 'E', content: 'C', category: 'Climate', readTime: 1 },
  });
  articleId = created.json().id;
});
afterAll(() => t.close());

const validBill = {
  billNumber: 'H.R. 9',
  title: 'T',
  summary: 'S',
  status: 'Pending',
  level: 'federal',
  progressiveScore: 5,
  progressiveAnalysis: 'A',
};
const billCount = async () => (await t.db.select({ n: count() }).from(bills))[0]!.n;

describe('request bodies', () => {
  it('answers malformed JSON with 400 and writes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bills',
      headers: { cookie: staff, 'content-type': 'application/json' },
      payload: '{"billNumber": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON in request body' });
    expect(await billCount()).toBe(0);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await call(t.app, 'POST', '/api/bills', {
      cookie: staff,
      body: { ...validBill, summary: 'x'.repeat(BODY_LIMIT_BYTES + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('refuses a prototype-poisoning body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bills',
      headers: { cookie: staff, 'content-type': 'application/json' },
      payload: `{"__proto__": {"isStaff": 1}, ${JSON.stringify(validBill).slice(1)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(await billCount()).toBe(0);
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bills',
      headers: { cookie: staff, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/content type/i);
  });

  it('answers a missing body where one is needed', async () => {
    const response = await call(t.app, 'POST', '/api/bills', { cookie: staff });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body must be a JSON object' });
  });

  it('accepts an empty JSON body on calls that take none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers: { cookie: user, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ ...validBill, progressiveScore: 0 }, 'progressiveScore: Progressive score must be at least 1'],
    [{ ...validBill, progressiveScore: 11 }, 'progressiveScore: Progressive score must be at most 10'],
    [{ ...validBill, progressiveScore: '7' }, 'progressiveScore: Progressive score must be a number'],
    [{ ...validBill, progressiveScore: 7.5 }, 'progressiveScore: Progressive score must be a whole number'],
    [{ ...validBill, level: 'state' }, 'state: State is required for state-level bills'],
    [{ ...validBill, level: 'state', state: '  ' }, 'state: State is required for state-level bills'],
    [{ ...validBill, level: 'city' }, "level: Level must be 'federal' or 'state'"],
    [{ ...validBill, status: 'Vetoed' }, 'status: Status must be one of'],
    [{ ...validBill, title: '' }, 'title: Title is required'],
    [{ ...validBill, title: 'x'.repeat(501) }, 'title: Title must be at most 500 characters'],
    [{ ...validBill, passedDate: 'yesterday' }, 'passedDate: Must be a date'],
    [{ ...validBill, sneaky: true }, 'Unrecognized key: "sneaky"'],
    [(({ summary: _s, ...rest }) => rest)(validBill), 'summary: Summary is required'],
  ])('rejects bill %# with a message naming the field', async (body, message) => {
    const response = await call(t.app, 'POST', '/api/bills', { cookie: staff, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await billCount()).toBe(0);
  });

  it('names each refused input once more by name, for a form to show its message under it', async () => {
    const response = await call(t.app, 'POST', '/api/bills', { cookie: staff, body: { ...validBill, progressiveScore: 11, title: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ progressiveScore: 'Progressive score must be at most 10', title: 'Title is required' });
    expect(errorBody.parse(response.json())).toEqual(response.json());
  });

  it.each([
    [{ content: 'Hi' }, 'A comment needs exactly one of articleId, billId or candidateId'],
    [{ content: 'Hi', articleId: 1, billId: 1 }, 'A comment needs exactly one of articleId, billId or candidateId'],
    [{ content: '   ', articleId: 1 }, 'content: Comment is required'],
    [{ content: 'x'.repeat(5001), articleId: 1 }, 'content: Comment must be at most 5000 characters'],
    [{ content: 'Hi', articleId: 'one' }, 'articleId: Must be a number'],
  ])('rejects comment %j', async (body, message) => {
    const response = await call(t.app, 'POST', '/api/comments', { cookie: user, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await t.db.select({ n: count() }).from(comments))[0]!.n).toBe(0);
  });
});

describe('unknown things', () => {
  it.each([
    ['GET', '/api/articles/999999', 'Article not found'],
    ['GET', '/api/bills/424242/comments', 'Bill not found'],
    ['GET', '/api/candidates/77/comments', 'Candidate not found'],
    ['GET', '/api/officials/5/votes', 'Official not found'],
    ['GET', '/api/users/00000000-0000-4000-8000-000000000000', 'User not found'],
    ['GET', '/api/nothing-here', 'Not found: GET /api/nothing-here'],
    ['DELETE', '/api/articles', 'Not found: DELETE /api/articles'],
  ])('%s %s answers 404 JSON', async (method, url, message) => {
    const response = await call(t.app, method as 'GET', url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message });
  });

  it('answers a comment on a missing article with 404 and writes nothing', async () => {
    const response = await call(t.app, 'POST', '/api/comments', { cookie: user, body: { content: 'Hi', articleId: 999 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Article not found' });
  });

  it.each(['/api/articles/abc', '/api/articles/-1', '/api/articles/99999999999', '/api/users/not-a-uuid'])(
    'answers a malformed id in %s with 400',
    async (url) => {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^id: /);
    },
  );

  it('accepts the article that does exist', async () => {
    expect((await call(t.app, 'GET', `/api/articles/${articleId}`)).statusCode).toBe(200);
  });
});

describe('internal failures', () => {
  it('never shows a stack trace or SQL, and maps constraint violations to 4xx', async () => {
    const app = await buildApp({ config: testConfig(), database: t.database, clientDir: '/nonexistent' });
    app.get('/api/test/boom', async () => {
      throw new Error('select password_hash from password_credentials');
    });
    app.get('/api/test/constraint', async () => {
      await app.db
        .insert(articles)
        .values({ title: 't', excerpt: 'e', content: 'c', category: 'x', userId: '00000000-0000-4000-8000-000000000000', authorName: 'a' });
    });
    app.get('/api/test/check', async () => {
      await app.db.execute(sql`insert into comments (content, user_id, author_name) values ('x', gen_random_uuid(), 'a')`);
    });
    const boom = await call(app, 'GET', '/api/test/boom');
    const constraint = await call(app, 'GET', '/api/test/constraint');
    const check = await call(app, 'GET', '/api/test/check');
    await app.close();
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ message: 'Internal server error' });
    expect(constraint.statusCode).toBe(400);
    expect(constraint.json()).toEqual({ message: 'A referenced record does not exist' });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ message: 'A value is out of range' });
    for (const response of [boom, constraint, check]) expect(response.body).not.toMatch(/select|insert|password|at .*\.ts/i);
  });
});
