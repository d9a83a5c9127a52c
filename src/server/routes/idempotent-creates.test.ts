// Creates sent with an Idempotency-Key (docs/decisions/0151-idempotent-creates.md): a retry gets the first
// answer and writes nothing, another request under the same key is refused, and concurrent repeats write once.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { articles, bills, candidates, comments, idempotencyKeys, officials, subscriptions } from '../db/schema.ts';
import { KEY_REUSED_MESSAGE } from '../http/idempotent-create.ts';
import { IDEMPOTENCY_KEY_TTL_MS, purgeExpiredAnswers } from '../repositories/idempotency-keys.ts';

let t: TestApp;
let now = new Date('2026-03-01T12:00:00Z');
let staff: Awaited<ReturnType<TestApp['signUp']>>;
let reader: Awaited<ReturnType<TestApp['signUp']>>;
let articleId: number;

const post = (url: string, cookie: string, body: unknown, key?: string) =>
  call(t.app, 'POST', url, { cookie, body, headers: key ? { 'idempotency-key': key } : {} });

const commentsOn = async (id: number) => (await t.db.select({ n: count() }).from(comments).where(eq(comments.articleId, id)))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  staff = await t.signUp({ isStaff: 1 });
  reader = await t.signUp();
  articleId = (
    await post('/api/articles', staff.cookie, { title: 'On retries', excerpt: 'E', content: 'C', category: 'Healthcare' })
  ).json().id;
});
afterAll(() => t.close());

describe('a comment sent again with the same key', () => {
  it('answers the first answer, byte for byte, and stores one comment', async () => {
    const key = randomUUID();
    const first = await post('/api/comments', reader.cookie, { articleId, content: 'Once only' }, key);
    const again = await post('/api/comments', reader.cookie, { articleId, content: 'Once only' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const listed = (await call(t.app, 'GET', `/api/articles/${articleId}/comments`)).json() as { content: string }[];
    expect(listed.filter((c) => c.content === 'Once only')).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and writes nothing', async () => {
    const key = randomUUID();
    await post('/api/comments', reader.cookie, { articleId, content: 'First body' }, key);
    const before = await commentsOn(articleId);
    const other = await post('/api/comments', reader.cookie, { articleId, content: 'Second body' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: KEY_REUSED_MESSAGE });
    expect(await commentsOn(articleId)).toBe(before);
  });

  it('keeps each caller’s keys apart: another user with the same key posts their own comment', async () => {
    const key = randomUUID();
    const other = await t.signUp();
    const mine = await post('/api/comments', reader.cookie, { articleId, content: 'Shared key' }, key);
    const theirs = await post('/api/comments', other.cookie, { articleId, content: 'Shared key' }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().userId).toBe(other.user.id);
  });

  it('writes once when the repeats arrive together', async () => {
    const key = randomUUID();
    const before = await commentsOn(articleId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/comments', reader.cookie, { articleId, content: 'Pressed six times' }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await commentsOn(articleId)).toBe(before + 1);
  });

  it('records nothing for a create that failed, so the corrected retry under the same key succeeds', async () => {
    const key = randomUUID();
    const failed = await post('/api/comments', reader.cookie, { articleId: 987_654, content: 'Nowhere' }, key);
    expect(failed.statusCode).toBe(404);
    const retried = await post('/api/comments', reader.cookie, { articleId, content: 'Somewhere' }, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().content).toBe('Somewhere');
  });

  it('forgets a key after it expires: the same key then starts a new create', async () => {
    const key = randomUUID();
    const first = await post('/api/comments', reader.cookie, { articleId, content: 'Yesterday' }, key);
    now = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS + 1000);
    const later = await post('/api/comments', reader.cookie, { articleId, content: 'Today' }, key);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
    const [record] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(record?.createdAt.getTime()).toBe(now.getTime());
  });

  it('purges expired keys and keeps live ones', async () => {
    const live = randomUUID();
    await post('/api/comments', reader.cookie, { articleId, content: 'Still remembered' }, live);
    const notBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
    await t.db.insert(idempotencyKeys).values({
      scope: reader.user.id,
      key: 'long-gone',
      requestHash: 'h',
      status: 201,
      body: '{}',
      createdAt: new Date(notBefore.getTime() - 1),
    });
    expect(await purgeExpiredAnswers(t.db, notBefore)).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key);
    expect(left).toContain(live);
    expect(left).not.toContain('long-gone');
  });

  it('rejects a malformed key (400) before writing', async () => {
    const before = await commentsOn(articleId);
    const response = await post('/api/comments', reader.cookie, { articleId, content: 'Bad key' }, 'has spaces in it');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Idempotency-Key/);
    expect(await commentsOn(articleId)).toBe(before);
  });

  it('leaves the cached discussion right: a replay neither hides nor repeats the comment', async () => {
    const key = randomUUID();
    await post('/api/comments', reader.cookie, { articleId, content: 'Cached once' }, key);
    const url = `/api/articles/${articleId}/comments?limit=100`;
    const cached = (await call(t.app, 'GET', url)).json() as { content: string }[];
    await post('/api/comments', reader.cookie, { articleId, content: 'Cached once' }, key);
    const after = (await call(t.app, 'GET', url)).json() as { content: string }[];
    expect(after).toEqual(cached);
    expect(after.filter((c) => c.content === 'Cached once')).toHaveLength(1);
  });
});

describe('a recorded answer', () => {
  it('is kept sealed: an API key shown once is not in the table, yet the repeat under its key shows it again', async () => {
    const key = randomUUID();
    const first = await post('/api/admin/api-keys', staff.cookie, { name: 'A newsroom desk' }, key);
    expect(first.statusCode, first.body).toBe(201);
    const issued = first.json().key as string;
    const [record] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(record!.body).not.toContain(issued);
    expect(record!.body).not.toContain('A newsroom desk');
    const again = await post('/api/admin/api-keys', staff.cookie, { name: 'A newsroom desk' }, key);
    expect(again.body).toBe(first.body);
  });
});

describe('every create takes a key', () => {
  const rows = async (table: typeof articles | typeof bills | typeof candidates | typeof officials | typeof subscriptions) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  const cases = [
    ['/api/articles', articles, () => ({ title: `Retried ${randomUUID()}`, excerpt: 'E', content: 'C', category: 'Climate' })],
    [
      '/api/bills',
      bills,
      () => ({
        billNumber: `HR ${randomUUID().slice(0, 6)}`,
        title: 'T',
        summary: 'S',
        status: 'Pending',
        level: 'federal',
        progressiveScore: 6,
        progressiveAnalysis: 'A',
      }),
    ],
    [
      '/api/candidates',
      candidates,
      () => ({ name: 'Rita Retry', party: 'Democrat', office: 'Senate', state: 'WA', progressiveScore: 4, progressiveAnalysis: 'A' }),
    ],
    ['/api/officials', officials, () => ({ name: 'Otto Once', party: 'Independent', office: 'House', state: 'VT' })],
  ] as const;

  it.each(cases)('%s: the repeat answers 201 with the same record and adds no row', async (url, table, body) => {
    const key = randomUUID();
    const input = body();
    const first = await post(url, staff.cookie, input, key);
    expect(first.statusCode).toBe(201);
    const before = await rows(table);
    const again = await post(url, staff.cookie, input, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rows(table)).toBe(before);
  });

  it('subscriptions: the repeat answers the first 201 (not the 200 of an existing subscription) and adds none', async () => {
    const key = randomUUID();
    const first = await post('/api/subscriptions', reader.cookie, { authorId: staff.user.id }, key);
    const again = await post('/api/subscriptions', reader.cookie, { authorId: staff.user.id }, key);
    const unkeyed = await post('/api/subscriptions', reader.cookie, { authorId: staff.user.id });
    expect([first.statusCode, again.statusCode, unkeyed.statusCode]).toEqual([201, 201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await rows(subscriptions)).toBe(1);
  });
});
