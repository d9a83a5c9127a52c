// Email + password accounts, sessions in the `sessions` table, cookies, returnTo and ADMIN_EMAILS.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordCredentials, sessions, users } from '../db/schema.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { call, createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'Chief@Example.test, other-admin@example.test' } });
});
afterAll(() => t.close());

const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
};

describe('register and sign in', () => {
  it('registers, answers the current user, and signs in with an HttpOnly SameSite=Lax cookie', async () => {
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'New.Reader@Example.test', password: 'correct horse', firstName: 'Nia', lastName: 'Reader' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'new.reader@example.test', firstName: 'Nia', lastName: 'Reader', isStaff: 0 });
    expect(response.json()).not.toHaveProperty('password');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const me = await call(t.app, 'GET', '/api/auth/user', { cookie: cookieOf(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('new.reader@example.test');
  });

  it('stores a scrypt hash in password_credentials, never the password, and nothing in users', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'new.reader@example.test'));
    const [credential] = await t.db.select().from(passwordCredentials).where(eq(passwordCredentials.userId, user!.id));
    expect(credential!.passwordHash).toMatch(/^scrypt\$/);
    expect(credential!.passwordHash).not.toContain('correct horse');
    expect(JSON.stringify(user)).not.toContain('scrypt');
  });

  it('refuses a second account with the same email, whatever the case', async () => {
    const response = await call(t.app, 'POST', '/api/auth/register', { body: { email: 'NEW.reader@example.test', password: 'another one' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists');
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough' }, 'email: Enter a valid email address'],
    [{ email: 'a@example.test', password: 'short' }, 'password: Password must be at least 8 characters'],
    [{ email: 'a@example.test', password: 'long enough', isStaff: 1 }, 'Unrecognized key'],
    [{ password: 'long enough' }, 'email: Email is required'],
  ])('rejects bad registration %j', async (body, message) => {
    const response = await call(t.app, 'POST', '/api/auth/register', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('signs in with the right password and gives a new session id each time', async () => {
    const body = { email: 'new.reader@example.test', password: 'correct horse' };
    const first = await call(t.app, 'POST', '/api/auth/login', { body });
    const second = await call(t.app, 'POST', '/api/auth/login', { body, cookie: cookieOf(first) });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(cookieOf(first)).not.toBe(cookieOf(second));
    // The old session was dropped when the new one started (no fixation, no leftovers).
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: cookieOf(first) })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: cookieOf(second) })).statusCode).toBe(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const wrong = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'new.reader@example.test', password: 'wrong password' } });
    const unknown = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'nobody@example.test', password: 'wrong password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('answers 401 {message: "Unauthorized"} to a visitor, a forged cookie and an unsigned cookie', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=forged.value`, `${SESSION_COOKIE}=abc`]) {
      const response = await call(t.app, 'GET', '/api/auth/user', { cookie });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });
});

describe('sessions', () => {
  it('keeps the session in the sessions table, so it survives a restart of the app', async () => {
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'new.reader@example.test', password: 'correct horse' } });
    const rows = await t.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.expire.getTime() > Date.now())).toBe(true);
    const restarted = await createTestApp({ database: t.database });
    const me = await call(restarted.app, 'GET', '/api/auth/user', { cookie: cookieOf(login) });
    await restarted.close(false);
    expect(me.statusCode).toBe(200);
  });

  it('ends the session at /api/logout and returns to /', async () => {
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'new.reader@example.test', password: 'correct horse' } });
    const logout = await call(t.app, 'GET', '/api/logout', { cookie: cookieOf(login) });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: cookieOf(login) })).statusCode).toBe(401);
  });

  it('POST /api/auth/logout ends the session too', async () => {
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'new.reader@example.test', password: 'correct horse' } });
    const logout = await call(t.app, 'POST', '/api/auth/logout', { cookie: cookieOf(login) });
    expect(logout.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: cookieOf(login) })).statusCode).toBe(401);
  });

  it('marks the cookie Secure in production', async () => {
    const production = await createTestApp({ database: t.database, env: { NODE_ENV: 'production' } });
    const login = await call(production.app, 'POST', '/api/auth/login', { body: { email: 'new.reader@example.test', password: 'correct horse' } });
    await production.close(false);
    expect(String(login.headers['set-cookie'])).toMatch(/Secure/);
  });
});

describe('/api/login without OIDC', () => {
  it('sends the browser to the app login page, keeping a same-origin returnTo', async () => {
    const response = await call(t.app, 'GET', '/api/login?returnTo=/article/3');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?returnTo=%2Farticle%2F3');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses returnTo=%s',
    async (returnTo) => {
      const response = await call(t.app, 'GET', `/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('returnTo must be a path on this site');
    },
  );

  it('has no /api/callback', async () => {
    const response = await call(t.app, 'GET', '/api/callback?code=x&state=y');
    expect(response.statusCode).toBe(404);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed account staff when it signs up or signs in', async () => {
    const registered = await call(t.app, 'POST', '/api/auth/register', { body: { email: 'chief@example.test', password: 'chief password' } });
    expect(registered.json().isStaff).toBe(1);
    await t.db.update(users).set({ isStaff: 0 }).where(eq(users.email, 'chief@example.test'));
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'chief@example.test', password: 'chief password' } });
    expect(login.json().isStaff).toBe(1);
  });

  it('does not make anyone else staff', async () => {
    const registered = await call(t.app, 'POST', '/api/auth/register', { body: { email: 'plain@example.test', password: 'plain password' } });
    expect(registered.json().isStaff).toBe(0);
  });
});

describe('rate limit', () => {
  it('answers 429 JSON after too many sign-in attempts from one address', async () => {
    const limited = await createTestApp({ database: t.database, authRateLimit: { max: 3, timeWindow: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call(limited.app, 'POST', '/api/auth/login', { body: { email: 'x@example.test', password: 'wrong password' } })).statusCode);
    }
    const last = await call(limited.app, 'POST', '/api/auth/login', { body: { email: 'x@example.test', password: 'wrong password' } });
    const other = await call(limited.app, 'GET', '/api/articles');
    await limited.close(false);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last.json().message).toMatch(/Too many requests/);
    expect(other.statusCode).toBe(200);
  });
});
