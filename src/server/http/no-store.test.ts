// Cache-Control: no-store on viewer-specific answers, and only there (public ones are the response cache's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';

let t: TestApp;
let reader: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  reader = (await t.signUp()).cookie;
  staff = (await t.signUp({ isStaff: 1 })).cookie;
});
afterAll(() => t.close());

const cacheControl = async (url: string, cookie?: string) => (await call(t.app, 'GET', url, { cookie })).headers['cache-control'];

describe('Cache-Control: no-store', () => {
  it('is on /api/auth/user, signed in or not (the 401 too)', async () => {
    expect(await cacheControl('/api/auth/user', reader)).toBe('no-store');
    expect(await cacheControl('/api/auth/user')).toBe('no-store');
  });

  it('is on /api/admin/users, for staff and for the refused', async () => {
    expect(await cacheControl('/api/admin/users', staff)).toBe('no-store');
    expect(await cacheControl('/api/admin/users', reader)).toBe('no-store');
  });

  it('is on notifications, subscriptions and the sign-in redirects', async () => {
    expect(await cacheControl('/api/notifications/count', reader)).toBe('no-store');
    expect(await cacheControl('/api/subscriptions')).toBe('no-store');
    expect(await cacheControl('/api/login?returnTo=%2F')).toBe('no-store');
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'nobody@example.test', password: 'wrong password' } });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('is on a profile, whose email only its owner and staff see, and on errors', async () => {
    const owner = await t.signUp();
    expect(await cacheControl(`/api/users/${owner.user.id}`, owner.cookie)).toBe('no-store');
    expect(await cacheControl(`/api/users/${owner.user.id}`)).toBe('no-store');
    expect(await cacheControl('/api/bills/999999')).toBe('no-store');
  });

  it('is not on public answers, which the response cache sends to visitors and readers alike, nor on pages', async () => {
    expect(await cacheControl('/api/articles')).toBe('public, no-cache');
    expect(await cacheControl('/api/articles', reader)).toBe('public, no-cache');
    expect(await cacheControl('/api/bills')).toBe('public, no-cache');
    // A page carries who asks (docs/decisions/0145): private when that is a reader, so no shared cache keeps it.
    expect(await cacheControl('/')).toBe('no-cache');
    expect(await cacheControl('/', reader)).toBe('private, no-cache');
  });
});
