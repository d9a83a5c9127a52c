// Session lifetimes: idle and absolute limits for readers and staff, judged by the current role, and
// last-seen writes at most once a minute. Rows are aged in the database rather than waiting.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { sessions, users } from '../db/schema.ts';
import { SESSION_COOKIE } from '../services/session-cookie.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'chief@example.test' } });
});
afterAll(() => t.close());

/** Moves a session's start and last activity into the past. */
async function age(sid: string, { startedAgo = 0, seenAgo = 0 }: { startedAgo?: number; seenAgo?: number }) {
  const now = Date.now();
  await t.db
    .update(sessions)
    .set({ createdAt: new Date(now - startedAgo), lastSeenAt: new Date(now - seenAgo) })
    .where(eq(sessions.sid, sid));
}

const row = async (sid: string) => (await t.db.select().from(sessions).where(eq(sessions.sid, sid)))[0];
const signedIn = async (cookie: string) => (await call(t.app, 'GET', '/api/auth/user', { cookie })).statusCode === 200;

describe('lifetimes', () => {
  it.each([
    ['a reader idle for 7 days less a minute stays signed in', 0, { startedAgo: 7 * DAY, seenAgo: 7 * DAY - MINUTE }, true],
    ['a reader idle for 7 days and a minute is signed out', 0, { startedAgo: 7 * DAY + MINUTE, seenAgo: 7 * DAY + MINUTE }, false],
    ['a reader active now, signed in 30 days less a minute ago, stays signed in', 0, { startedAgo: 30 * DAY - MINUTE, seenAgo: 0 }, true],
    ['a reader active now, signed in 30 days and a minute ago, is signed out', 0, { startedAgo: 30 * DAY + MINUTE, seenAgo: 0 }, false],
    ['staff idle for an hour less a minute stay signed in', 1, { startedAgo: HOUR, seenAgo: HOUR - MINUTE }, true],
    ['staff idle for an hour and a minute are signed out', 1, { startedAgo: HOUR + MINUTE, seenAgo: HOUR + MINUTE }, false],
    ['staff active now, signed in 12 hours less a minute ago, stay signed in', 1, { startedAgo: 12 * HOUR - MINUTE, seenAgo: 0 }, true],
    ['staff active now, signed in 12 hours and a minute ago, are signed out', 1, { startedAgo: 12 * HOUR + MINUTE, seenAgo: 0 }, false],
  ] as const)('%s', async (_who, isStaff, ages, live) => {
    const { sid, cookie } = await t.signUp({ isStaff });
    await age(sid, ages);
    expect(await signedIn(cookie)).toBe(live);
  });

  it('ends an expired session for good: the row is deleted and the browser told to drop the cookie', async () => {
    const { sid, cookie } = await t.signUp();
    await age(sid, { startedAgo: 8 * DAY, seenAgo: 8 * DAY });
    const response = await call(t.app, 'GET', '/api/auth/user', { cookie });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await row(sid)).toBeUndefined();
  });

  it('gives a reader made staff the staff limits from their next request', async () => {
    const reader = await t.signUp();
    const otherDevice = await t.signIn(reader.user.id);
    await age(reader.sid, { startedAgo: 2 * HOUR, seenAgo: 2 * HOUR });
    await age(otherDevice.sid, { startedAgo: 2 * HOUR, seenAgo: 2 * HOUR });
    expect(await signedIn(reader.cookie)).toBe(true);
    await t.db.update(users).set({ isStaff: 1 }).where(eq(users.id, reader.user.id));
    // Idle two hours is past the staff limit; the device used just now is still fine.
    expect(await signedIn(otherDevice.cookie)).toBe(false);
    expect(await signedIn(reader.cookie)).toBe(true);
  });
});

describe('last seen', () => {
  it('is written at most once a minute, with the deadline that follows from it', async () => {
    const { sid, cookie } = await t.signUp();
    await age(sid, { startedAgo: 2 * DAY, seenAgo: 30_000 });
    const before = (await row(sid))!;
    expect(await signedIn(cookie)).toBe(true);
    expect((await row(sid))!.lastSeenAt).toEqual(before.lastSeenAt);

    await age(sid, { startedAgo: 2 * DAY, seenAgo: 2 * MINUTE });
    const aged = (await row(sid))!;
    for (let i = 0; i < 3; i++) expect(await signedIn(cookie)).toBe(true);
    const touched = (await row(sid))!;
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(aged.lastSeenAt.getTime());
    expect(touched.expire.getTime()).toBe(touched.lastSeenAt.getTime() + 7 * DAY);
    // The three requests came within a minute of each other: one write, not three.
    expect(await signedIn(cookie)).toBe(true);
    expect((await row(sid))!.lastSeenAt).toEqual(touched.lastSeenAt);
  });

  it('caps the stored deadline at the absolute lifetime', async () => {
    const { sid, cookie } = await t.signUp();
    await age(sid, { startedAgo: 29 * DAY, seenAgo: 2 * MINUTE });
    expect(await signedIn(cookie)).toBe(true);
    const touched = (await row(sid))!;
    expect(touched.expire.getTime()).toBe(touched.createdAt.getTime() + 30 * DAY);
  });
});

describe('sign-in', () => {
  const longAgent = `Mozilla/5.0 (X11; Linux x86_64) Firefox/125.0 ${'x'.repeat(600)}`;

  it('stores who signed in, from which browser and address, and sets a cookie for the reader lifetime', async () => {
    await t.createAccount({ email: 'lifetime.reader@example.test', password: 'correct horse' });
    const response = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'lifetime.reader@example.test', password: 'correct horse' },
      headers: { 'user-agent': longAgent },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.maxAge).toBe((30 * DAY) / 1000);
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.userId, response.json().id));
    expect(stored!.userAgent).toBe(longAgent.slice(0, 512));
    expect(stored!.ipAddress).toBe('127.0.0.1');
    expect(stored!.lastSeenAt).toEqual(stored!.createdAt);
    expect(stored!.expire.getTime()).toBe(stored!.createdAt.getTime() + 7 * DAY);
  });

  it('sets a cookie for the staff lifetime when staff sign in', async () => {
    await t.createAccount({ email: 'chief@example.test', password: 'correct horse' });
    const response = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'chief@example.test', password: 'correct horse' } });
    expect(response.json().isStaff).toBe(1);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)!.maxAge).toBe((12 * HOUR) / 1000);
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.userId, response.json().id));
    expect(stored!.expire.getTime()).toBe(stored!.createdAt.getTime() + HOUR);
  });
});
