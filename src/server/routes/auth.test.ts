// Email + password accounts, sessions in the `sessions` table, cookies, returnTo and ADMIN_EMAILS.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { passwordCredentials, sessions, users } from '../db/schema.ts';
import { SESSION_COOKIE } from '../services/session-cookie.ts';

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
  it('registers without signing in: the mailed link does that (see account.test.ts)', async () => {
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'Registered@Example.test', password: 'a long enough passphrase', firstName: 'Nia', lastName: 'Reader' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers['set-cookie']).toBeUndefined();
    // The account is made after the answer, which must not tell whether the address was taken.
    await t.app.mailer.idle();
    const [row] = await t.db.select().from(users).where(eq(users.email, 'registered@example.test'));
    expect(row).toMatchObject({ firstName: 'Nia', lastName: 'Reader', isStaff: 0, emailVerifiedAt: null });
  });

  it('stores a scrypt hash in password_credentials, never the password, and nothing in users', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'registered@example.test'));
    const [credential] = await t.db.select().from(passwordCredentials).where(eq(passwordCredentials.userId, user!.id));
    expect(credential!.passwordHash).toMatch(/^scrypt\$/);
    expect(credential!.passwordHash).not.toContain('a long enough passphrase');
    expect(JSON.stringify(user)).not.toContain('scrypt');
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough for the rule' }, 'email: Enter a valid email address'],
    [{ email: 'a@example.test', password: 'short' }, 'password: Password must be at least 15 characters'],
    [{ email: 'a@example.test', password: 'long enough for the rule', isStaff: 1 }, 'Unrecognized key'],
    [{ password: 'long enough for the rule' }, 'email: Email is required'],
  ])('rejects bad registration %j', async (body, message) => {
    const response = await call(t.app, 'POST', '/api/auth/register', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('signs in with an HttpOnly SameSite=Lax cookie and answers the current user', async () => {
    await t.createAccount({ email: 'new.reader@example.test', password: 'correct horse' });
    const response = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'New.Reader@Example.test', password: 'correct horse' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'new.reader@example.test', isStaff: 0, emailVerified: true });
    expect(response.json()).not.toHaveProperty('password');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: cookieOf(response) })).json().email).toBe('new.reader@example.test');
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

  it.each([
    ['the menu link (Sec-Fetch-Site: same-origin)', { 'sec-fetch-site': 'same-origin' }],
    ['a typed address or bookmark (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
    ['an older browser coming from this site (Referer)', { host: 'civic.test', referer: 'http://civic.test/article/3' }],
  ])('ends the session at /api/logout from %s and returns to /', async (_name, headers) => {
    const { cookie } = await t.signUp();
    const logout = await call(t.app, 'GET', '/api/logout', { cookie, headers });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
  });

  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['an older browser coming from another site', { host: 'civic.test', referer: 'https://evil.example/page' }],
    ['a request that says nothing of where it came from', {}],
  ])('does not end the session at /api/logout from %s: it asks on /logout', async (_name, headers) => {
    const { cookie } = await t.signUp();
    const logout = await call(t.app, 'GET', '/api/logout', { cookie, headers });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/logout');
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
  });

  it('POST /api/auth/logout ends the session too', async () => {
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'new.reader@example.test', password: 'correct horse' } });
    const logout = await call(t.app, 'POST', '/api/auth/logout', { cookie: cookieOf(login) });
    expect(logout.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: cookieOf(login) })).statusCode).toBe(401);
  });

  it('marks the cookie Secure in production', async () => {
    const production = await createTestApp({ database: t.database, env: { NODE_ENV: 'production', PUBLIC_URL: 'https://civic.example' } });
    const login = await call(production.app, 'POST', '/api/auth/login', {
      body: { email: 'new.reader@example.test', password: 'correct horse' },
    });
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

  it('keeps the query and fragment of a path on this site', async () => {
    const response = await call(t.app, 'GET', `/api/login?returnTo=${encodeURIComponent('/article/3?x=1#c')}`);
    expect(response.headers.location).toBe(`/login?returnTo=${encodeURIComponent('/article/3?x=1#c')}`);
  });

  it.each([
    '/%09/evil.example/phish',
    '%2F%2Fevil.example',
    '%2F%5Cevil.example',
    'https%3A%2F%2Fevil.example%2Fx',
    'javascript%3Aalert(1)',
  ])('sends returnTo=%s home instead of off the site', async (returnTo) => {
    const response = await call(t.app, 'GET', `/api/login?returnTo=${returnTo}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?returnTo=%2F');
  });

  it('has no /api/callback', async () => {
    const response = await call(t.app, 'GET', '/api/callback?code=x&state=y');
    expect(response.statusCode).toBe(404);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed account staff when it signs in, once its address is verified', async () => {
    const chief = await t.createAccount({ email: 'chief@example.test', password: 'chief password', verified: false });
    expect(
      (await call(t.app, 'POST', '/api/auth/login', { body: { email: 'chief@example.test', password: 'chief password' } })).json().isStaff,
    ).toBe(0);
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, chief.id));
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'chief@example.test', password: 'chief password' } });
    expect(login.json().isStaff).toBe(1);
  });

  it('does not make anyone else staff', async () => {
    await t.createAccount({ email: 'plain@example.test', password: 'plain password' });
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'plain@example.test', password: 'plain password' } });
    expect(login.json().isStaff).toBe(0);
  });
});

describe('rate limit', () => {
  it('answers 429 JSON after too many sign-in attempts from one address', async () => {
    const limited = await createTestApp({ database: t.database, authRateLimit: { max: 3, timeWindow: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await call(limited.app, 'POST', '/api/auth/login', { body: { email: 'x@example.test', password: 'wrong password' } })).statusCode,
      );
    }
    const last = await call(limited.app, 'POST', '/api/auth/login', { body: { email: 'x@example.test', password: 'wrong password' } });
    const other = await call(limited.app, 'GET', '/api/articles');
    await limited.close(false);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last.json().message).toMatch(/Too many requests/);
    expect(other.statusCode).toBe(200);
  });
});
