// The row locks and unique guards that keep a rule under concurrency, each proven on PostgreSQL without
// relying on timing (docs/decisions/0185-how-the-suite-proves-protections.md): a second session holds the
// lock the code must wait for, the app's request is shown blocked behind it, and only then does the second
// session commit a change that the request must take into account. PGlite runs one transaction at a time, so
// these can only be proven here. Each was checked by removing the protection: its test then fails.

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LockHolder, openLockHolder } from '../../tests/support/server/lock-holder.ts';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../../tests/support/server/test-app.ts';
import { createTestDatabase } from '../../tests/support/server/test-database.ts';
import {
  articleRevisions,
  articles,
  auditEvents,
  comments,
  idempotencyKeys,
  officials,
  readerBillStances,
  signInThrottles,
  subscriptions,
  users,
  votes,
} from './db/schema.ts';
import { createArticle } from './repositories/articles.ts';
import { createBill } from './repositories/bills.ts';
import { writeRollCall } from './repositories/import-votes.ts';
import { createOfficial } from './repositories/officials.ts';

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
    await holder.query(
      `update sign_in_throttles set failures = 10, locked_until = now() + interval '15 minutes' where key = 'account:throttled@example.test'`,
    );
    await holder.query('commit');

    const response = await attempt;
    expect(response.statusCode, response.body).toBe(429);
    const [row] = await t.db.select().from(signInThrottles).where(eq(signInThrottles.key, 'account:throttled@example.test'));
    expect(row).toMatchObject({ failures: 10, lockedUntil: expect.any(Date) });
  });
});

describe('the last staff account keeps its flag under the staff rows lock', () => {
  it('a revocation waiting on the staff rows sees that another revocation left one staff account, and is refused', async () => {
    const [first, second] = [
      await t.signUp({ email: 'first-staff@example.test', isStaff: 1 }),
      await t.signUp({ email: 'second-staff@example.test', isStaff: 1 }),
    ];
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
    const article = await createArticle(t.db, {
      title: 'A',
      excerpt: 'E',
      content: '<p>C</p>',
      category: 'Economy',
      readTime: 3,
      userId: author.user.id,
      authorName: 'Author',
    });
    const post = (key: string) =>
      call(t.app, 'POST', '/api/comments', {
        cookie: reader.cookie,
        body: { articleId: article.id, content: 'Once only' },
        headers: { 'idempotency-key': key },
      });
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

describe("a discussion's stored comment count moves by one at commit", () => {
  it('a comment committing while another holds the article counts after it, and the count holds both', async () => {
    const reader = await t.signUp({ email: 'counted@example.test' });
    const author = await t.signUp({ email: 'counted-author@example.test', isStaff: 1 });
    const article = await createArticle(t.db, {
      title: 'Counted',
      excerpt: 'E',
      content: '<p>C</p>',
      category: 'Economy',
      readTime: 3,
      userId: author.user.id,
      authorName: 'Author',
    });
    holder = await openLockHolder(url);
    await holder.query('begin');
    // Another comment's transaction with its deferred count step run now, so it holds the article's row.
    await holder.query(`insert into comments (article_id, content, user_id, author_name) values ($1, 'First', $2, 'Reader')`, [
      article.id,
      reader.user.id,
    ]);
    await holder.query('set constraints all immediate');

    const posting = call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { articleId: article.id, content: 'Second' } });
    expect(await holder.blockedOrFinished(posting)).toBe('blocked');
    await holder.query('commit');

    expect((await posting).statusCode).toBe(201);
    const [row] = await t.db.select({ commentCount: articles.commentCount }).from(articles).where(eq(articles.id, article.id));
    expect(row!.commentCount).toBe(2);
  });
});

describe('an article edit reads what it replaces under the article row lock', () => {
  it('an edit waiting on the article keeps the version another edit just wrote as its revision', async () => {
    const staff = await t.signUp({ email: 'editor@example.test', isStaff: 1 });
    const article = await createArticle(t.db, {
      title: 'Original',
      excerpt: 'E',
      content: '<p>C</p>',
      category: 'Economy',
      readTime: 3,
      userId: staff.user.id,
      authorName: 'Editor',
    });
    holder = await openLockHolder(url);
    await holder.query('begin');
    await holder.query('select id from articles where id = $1 for update', [article.id]);

    const edit = call(t.app, 'PATCH', `/api/articles/${article.id}`, {
      cookie: staff.cookie,
      body: { title: 'Third', excerpt: 'E', content: '<p>C</p>', category: 'Economy' },
    });
    expect(await holder.blockedOrFinished(edit)).toBe('blocked');
    // The other editor's change, committed while this edit waits.
    await holder.query(`update articles set title = 'Second' where id = $1`, [article.id]);
    await holder.query('commit');

    expect((await edit).statusCode).toBe(200);
    const revisions = await t.db
      .select({ title: articleRevisions.title })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, article.id));
    // What this edit replaced was 'Second', not the 'Original' it would have read without waiting.
    expect(revisions.map(({ title }) => title)).toEqual(['Second']);
  });
});

describe("a bill's score change reads the score it replaces under the bill row lock", () => {
  it('a change waiting on the bill records, as the score it replaced, the one another change just set', async () => {
    const staff = await t.signUp({ email: 'scorer@example.test', isStaff: 1 });
    const bill = await createBill(t.db, {
      billNumber: 'H.R. 77',
      title: 'T',
      summary: 'S',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 5,
      progressiveAnalysis: 'A',
    });
    holder = await openLockHolder(url);
    await holder.query('begin');
    await holder.query('select id from bills where id = $1 for update', [bill.id]);

    const change = call(t.app, 'PUT', `/api/bills/${bill.id}/score`, {
      cookie: staff.cookie,
      body: { progressiveScore: 3, progressiveAnalysis: 'Third' },
    });
    expect(await holder.blockedOrFinished(change)).toBe('blocked');
    await holder.query('update bills set progressive_score = 9 where id = $1', [bill.id]);
    await holder.query('commit');

    expect((await change).statusCode).toBe(200);
    const [event] = await t.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'bill-score-changed'), eq(auditEvents.actorUserId, staff.user.id)))
      .orderBy(desc(auditEvents.id));
    expect(event!.detail).toMatchObject({ billId: bill.id, previousScore: 9, score: 3 });
  });
});

describe("an official's stored voting record is recomputed under the official's row lock", () => {
  it('a score change waiting on the official recomputes after another transaction adds a vote, and counts it', async () => {
    const staff = await t.signUp({ email: 'recount@example.test', isStaff: 1 });
    const newBill = (billNumber: string, progressiveScore: number) =>
      createBill(t.db, {
        billNumber,
        title: 'T',
        summary: 'S',
        status: 'Pending',
        level: 'federal',
        progressiveScore,
        progressiveAnalysis: 'A',
      });
    const [scored, other] = [await newBill('H.R. 81', 5), await newBill('H.R. 82', 8)];
    const official = await createOfficial(t.db, { name: 'Recounted', party: 'Independent', office: 'Senator', state: 'VT' });
    await t.db.insert(votes).values({ officialId: official.id, billId: scored.id, vote: 'Yes' });
    holder = await openLockHolder(url);
    await holder.query('begin');
    // A vote import's transaction: its vote written, then the official's row locked for the recount.
    await holder.query(`insert into votes (official_id, bill_id, vote) values ($1, $2, 'Yes')`, [official.id, other.id]);
    await holder.query('select id from officials where id = $1 for no key update', [official.id]);

    const change = call(t.app, 'PUT', `/api/bills/${scored.id}/score`, {
      cookie: staff.cookie,
      body: { progressiveScore: 6, progressiveAnalysis: 'Rescored' },
    });
    expect(await holder.blockedOrFinished(change)).toBe('blocked');
    await holder.query('commit');

    expect((await change).statusCode).toBe(200);
    const [record] = await t.db
      .select({ scoredVoteCount: officials.scoredVoteCount, votePoints: officials.votePoints })
      .from(officials)
      .where(eq(officials.id, official.id));
    expect(record).toEqual({ scoredVoteCount: 2, votePoints: 6 + 8 });
  });
});

describe("a vote import holds its bill's row shared while it writes and recounts the votes", () => {
  it('an import waiting on a score change to its bill recounts its voters with the new score', async () => {
    const bill = await createBill(t.db, {
      billNumber: 'H.R. 91',
      title: 'T',
      summary: 'S',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 5,
      progressiveAnalysis: 'A',
      sourceKey: 'hr-91-test',
    });
    const official = await createOfficial(t.db, { name: 'Imported Voter', party: 'Independent', office: 'Senator', state: 'VT' });
    holder = await openLockHolder(url);
    await holder.query('begin');
    // A change of the bill's score, not yet committed, holding only the lock any UPDATE of the row takes (the
    // votes' foreign key does not wait for that one): it recounts the bill's voters, who do not yet include this one.
    await holder.query('update bills set progressive_score = 9 where id = $1', [bill.id]);

    const imported = writeRollCall(t.db, {
      billKey: 'hr-91-test',
      newBill: () => Promise.reject(new Error('the bill exists')),
      rollCall: 'senate:119:1:91',
      votedAt: new Date(),
      votes: [{ officialId: official.id, vote: 'Yes' }],
    });
    expect(await holder.blockedOrFinished(imported)).toBe('blocked');
    await holder.query('commit');

    expect(await imported).toMatchObject({ votesAdded: 1 });
    const [record] = await t.db.select({ votePoints: officials.votePoints }).from(officials).where(eq(officials.id, official.id));
    // A Yes on a bill scored 9 earns 9: the score the change committed, not the 5 the import would have read.
    expect(record!.votePoints).toBe(9);
  });
});

describe('unique guards that turn a concurrent repeat into the same row', () => {
  it('a subscription racing another for the same author waits on its key, then answers the row that won', async () => {
    const reader = await t.signUp({ email: 'follower@example.test' });
    const author = await t.signUp({ email: 'followed@example.test', isStaff: 1 });
    holder = await openLockHolder(url);
    await holder.query('begin');
    const { rows } = await holder.query('insert into subscriptions (subscriber_id, author_id) values ($1, $2) returning id', [
      reader.user.id,
      author.user.id,
    ]);

    const subscribing = call(t.app, 'POST', '/api/subscriptions', { cookie: reader.cookie, body: { authorId: author.user.id } });
    expect(await holder.blockedOrFinished(subscribing)).toBe('blocked');
    await holder.query('commit');

    const response = await subscribing;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().id).toBe(rows[0].id);
    expect(await t.db.$count(subscriptions, eq(subscriptions.subscriberId, reader.user.id))).toBe(1);
  });

  it('a stance racing another on the same bill waits on its key, then replaces it', async () => {
    const reader = await t.signUp({ email: 'stance@example.test' });
    const bill = await createBill(t.db, {
      billNumber: 'H.R. 95',
      title: 'T',
      summary: 'S',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 5,
      progressiveAnalysis: 'A',
    });
    holder = await openLockHolder(url);
    await holder.query('begin');
    await holder.query(`insert into reader_bill_stances (user_id, bill_id, stance) values ($1, $2, 'oppose')`, [reader.user.id, bill.id]);

    const setting = call(t.app, 'PUT', `/api/me/stances/${bill.id}`, { cookie: reader.cookie, body: { stance: 'support' } });
    expect(await holder.blockedOrFinished(setting)).toBe('blocked');
    await holder.query('commit');

    expect((await setting).statusCode).toBe(200);
    const stances = await t.db
      .select({ stance: readerBillStances.stance })
      .from(readerBillStances)
      .where(eq(readerBillStances.userId, reader.user.id));
    expect(stances).toEqual([{ stance: 'support' }]);
  });
});
