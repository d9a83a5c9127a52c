// The row locks and unique guards that keep a rule under concurrency, each proven on PostgreSQL without
// relying on timing (docs/decisions/0185-how-the-suite-proves-protections.md): a second session holds the
// lock the code must wait for, the app's request is shown blocked behind it, and only then does the second
// session commit a change that the request must take into account. PGlite runs one transaction at a time, so
// these can only be proven here. Each was checked by removing the protection: its test then fails.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { comments, signInThrottles, users, idempotencyKeys } from './db/schema.ts';
import { openLockHolder, type LockHolder } from './test-support/lock-holder.ts';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from './test-support/test-app.ts';
import { createTestDatabase } from './test-support/test-database.ts';
import { createArticle } from './repositories/articles.ts';

let t: TestApp;
let url: string;
let holder: LockHolder;

beforeAll(async () => {
  const database = await createTestDatabase();
  url = database.url!;
  t = await createTestApp({ database });
});
afterAll(() => t.close());
afterEach(async () => {
  // A failed assertion leaves the transaction open; ending the session rolls it back.
  await holder?.close();
});

describe('the sign-in throttle counts under its row lock', () => {
  it('an attempt waiting on the account counter sees the lock another attempt just set, and is refused', async () => {
    const account = await t.createAccount({ email: 'throttled@example.test' });
    const login = (password: string) => call(t.app, 'POST', '/api/auth/login', { body: { email: account.email, password } });
    expect((await login('wrong password')).statusCode).toBe(401);
    holder = await openLockHolder(url);
    await holder.query('begin');
    await holder.query(`select * from sign_in_throttles where key = 'account:throttled@example.test' for update`);

    const attempt = login(TEST_PASSWORD);
    expect(await holder.blockedOrFinished(attempt)).toBe('blocked');
    // What a concurrent tenth failure writes: the account locked for 15 minutes.
    await holder.query(`update sign_in_throttles set failures = 10, locked_until = now() + interval '15 minutes' where key = 'account:throttled@example.test'`);
    await holder.query('commit');

    const response = await attempt;
    expect(response.statusCode, response.body).toBe(429);
    const [row] = await t.db.select().from(signInThrottles).where(eq(signInThrottles.key, 'account:throttled@example.test'));
    expect(row).toMatchObject({ failures: 10, lockedUntil: expect.any(Date) });
  });
});

describe('the last staff account keeps its flag under the staff rows lock', () => {
  it('a revocation waiting on the staff rows sees that another revocation left one staff account, and is refused', async () => {
    const [first, second] = [await t.signUp({ email: 'first-staff@example.test', isStaff: 1 }), await t.signUp({ email: 'second-staff@example.test', isStaff: 1 })];
    holder = await openLockHolder(url);
    await holder.query('begin');
    // What the other revocation's transaction takes first: every staff row, in id order.
    await holder.query('select id from users where is_staff = 1 order by id for update');

    const revocation = call(t.app, 'PATCH', `/api/admin/users/${second.user.id}/staff`, { cookie: first.cookie, body: { isStaff: 0 } });
    expect(await holder.blockedOrFinished(revocation)).toBe('blocked');
    await holder.query('update users set is_staff = 0 where id = $1', [first.user.id]);
    await holder.query('commit');

    const response = await revocation;
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe('The last staff account cannot lose its staff status');
    expect((await t.db.select({ id: users.id }).from(users).where(eq(users.isStaff, 1))).map(({ id }) => id)).toEqual([second.user.id]);
  });
});

describe('an idempotent create recorded by a concurrent repeat', () => {
  it('waits on the key the repeat holds, then answers the repeat’s answer and writes nothing', async () => {
    const reader = await t.signUp({ email: 'idempotent@example.test' });
    const author = await t.signUp({ email: 'idempotent-author@example.test', isStaff: 1 });
    const article = await createArticle(t.db, { title: 'A', excerpt: 'E', content: '<p>C</p>', category: 'Economy', readTime: 3, userId: author.user.id, authorName: 'Author' });
    const post = (key: string) =>
      call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { articleId: article.id, content: 'Once only' }, headers: { 'idempotency-key': key } });
    const first = await post('first-key');
    expect(first.statusCode, first.body).toBe(201);
    const [recorded] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'first-key'));
    holder = await openLockHolder(url);
    await holder.query('begin');
    // A repeat of the same request under 'repeat-key' whose create has not yet committed: its record holds the key.
    await holder.query('insert into idempotency_keys (scope, key, request_hash, status, body) values ($1, $2, $3, $4, $5)', [
      recorded!.scope,
      'repeat-key',
      recorded!.requestHash,
      recorded!.status,
      recorded!.body,
    ]);

    const repeat = post('repeat-key');
    expect(await holder.blockedOrFinished(repeat)).toBe('blocked');
    await holder.query('commit');

    const response = await repeat;
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual(first.json());
    expect(await t.db.$count(comments, eq(comments.articleId, article.id))).toBe(1);
  });
});
