// Subscriptions to staff authors and the notification count of new articles they publish.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { articles, subscriptions } from '../db/schema.ts';

let t: TestApp;
let author: Awaited<ReturnType<TestApp['signUp']>>;
let otherAuthor: Awaited<ReturnType<TestApp['signUp']>>;
let reader: Awaited<ReturnType<TestApp['signUp']>>;

const publishAs = async (userId: string, title: string, publishedAt: Date) =>
  t.db.insert(articles).values({ title, excerpt: 'e', content: 'c', category: 'Climate', userId, authorName: 'a', publishedAt });
const countFor = async (cookie: string) => (await call(t.app, 'GET', '/api/notifications/count', { cookie })).json().count;

beforeAll(async () => {
  t = await createTestApp();
  author = await t.signUp({ isStaff: 1 });
  otherAuthor = await t.signUp({ isStaff: 1 });
  reader = await t.signUp();
});
afterAll(() => t.close());

describe('subscriptions', () => {
  it('subscribes once, reports it, and unsubscribes', async () => {
    const check = () => call(t.app, 'GET', `/api/subscriptions/check/${author.user.id}`, { cookie: reader.cookie });
    expect((await check()).json()).toEqual({ isSubscribed: false });
    const first = await call(t.app, 'POST', '/api/subscriptions', { cookie: reader.cookie, body: { authorId: author.user.id } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ subscriberId: reader.user.id, authorId: author.user.id });
    const again = await call(t.app, 'POST', '/api/subscriptions', { cookie: reader.cookie, body: { authorId: author.user.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, reader.user.id))).toHaveLength(1);
    expect((await check()).json()).toEqual({ isSubscribed: true });
    const removed = await call(t.app, 'DELETE', `/api/subscriptions/${author.user.id}`, { cookie: reader.cookie });
    expect(removed.json()).toEqual({ isSubscribed: false });
    expect((await check()).json()).toEqual({ isSubscribed: false });
  });

  it.each([
    ['an unknown author', () => '00000000-0000-4000-8000-000000000000', 404, 'Author not found'],
    ['a non-staff user', () => reader.user.id, 400, 'You can only subscribe to staff authors'],
    ['a malformed id', () => 'abc', 400, 'authorId: authorId must be a user id'],
  ])('refuses %s', async (_label, authorId, status, message) => {
    const someone = await t.signUp();
    const response = await call(t.app, 'POST', '/api/subscriptions', { cookie: someone.cookie, body: { authorId: authorId() } });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('refuses oneself, even for staff', async () => {
    const response = await call(t.app, 'POST', '/api/subscriptions', { cookie: author.cookie, body: { authorId: author.user.id } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You cannot subscribe to yourself');
  });
});

describe('notification count', () => {
  it('counts new articles by followed authors since the later of subscribing and last check', async () => {
    const follower = await t.signUp();
    await publishAs(author.user.id, 'before subscribing', new Date(Date.now() - 60_000));
    await call(t.app, 'POST', '/api/subscriptions', { cookie: follower.cookie, body: { authorId: author.user.id } });
    expect(await countFor(follower.cookie)).toBe(0);

    await publishAs(author.user.id, 'new 1', new Date(Date.now() + 1_000));
    await publishAs(author.user.id, 'new 2', new Date(Date.now() + 2_000));
    await publishAs(otherAuthor.user.id, 'not followed', new Date(Date.now() + 3_000));
    expect(await countFor(follower.cookie)).toBe(2);

    const read = await call(t.app, 'POST', '/api/notifications/mark-read', { cookie: follower.cookie });
    expect(read.json()).toEqual({ count: 0 });
    // The two future-dated articles are still after "now"; anything published before the check is read.
    await publishAs(author.user.id, 'after check', new Date(Date.now() + 10_000));
    const afterCheck = await countFor(follower.cookie);
    expect(afterCheck).toBe(3);
    await call(t.app, 'DELETE', `/api/subscriptions/${author.user.id}`, { cookie: follower.cookie });
    expect(await countFor(follower.cookie)).toBe(0);
  });

  it('marks read by moving lastCheckedNotifications to now', async () => {
    const follower = await t.signUp();
    const quietAuthor = await t.signUp({ isStaff: 1 });
    await call(t.app, 'POST', '/api/subscriptions', { cookie: follower.cookie, body: { authorId: quietAuthor.user.id } });
    // Subscribed a minute ago and published since, both already past: the mark-read that follows comes
    // after the article without waiting for the clock to move.
    await t.db
      .update(subscriptions)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.subscriberId, follower.user.id));
    await publishAs(quietAuthor.user.id, 'since subscribing', new Date(Date.now() - 30_000));
    expect(await countFor(follower.cookie)).toBe(1);
    await call(t.app, 'POST', '/api/notifications/mark-read', { cookie: follower.cookie });
    expect(await countFor(follower.cookie)).toBe(0);
  });
});
