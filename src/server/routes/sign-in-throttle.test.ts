// POST /api/auth/login under the sign-in throttle (docs/decisions/0101-sign-in-throttling.md): per account,
// per device cookie and per address, with the audit trail, and what TRUST_PROXY changes. Time moves by
// advancing the app's clock, never by sleeping.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { auditEvents, signInThrottles } from '../db/schema.ts';
import { DEFAULT_AUTH_RATE_LIMIT } from '../http/security.ts';
import { clearAccountThrottle, DEVICE_COOKIE } from '../services/sign-in-throttle.ts';

const EMAIL = 'victim@example.test';
const PASSWORD = 'the right password';
const WRONG = 'a wrong password';

let t: TestApp;
let victimId: string;
// The throttle's time: it moves only when a test says so, however long the password checks take.
let clockMs = Date.now();
const clock = () => new Date(clockMs);
beforeAll(async () => {
  t = await createTestApp({ clock });
  victimId = (await t.createAccount({ email: EMAIL, password: PASSWORD })).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(signInThrottles);
  await t.db.delete(auditEvents);
});

type Options = { app?: TestApp['app']; cookie?: string; headers?: Record<string, string> };
const login = (email: string, password: string, { app = t.app, cookie, headers }: Options = {}) =>
  call(app, 'POST', '/api/auth/login', { body: { email, password }, cookie, headers });
const statuses = async (attempts: number, attempt: (i: number) => ReturnType<typeof login>) => {
  const seen = [];
  for (let i = 0; i < attempts; i++) seen.push((await attempt(i)).statusCode);
  return seen;
};

/** Moves the throttle's clock on by `ms`. */
async function elapse(ms: number) {
  clockMs += ms;
}

/** Fails as soon as the account allows until it locks: 10 failures, 31 s of waiting. */
async function lockAccount(options: Options = {}) {
  for (const wait of [0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000]) {
    await elapse(wait);
    expect((await login(EMAIL, WRONG, options)).statusCode).toBe(401);
  }
}

const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) => {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  return cookie && `${DEVICE_COOKIE}=${cookie.value}`;
};
const events = (kind: string) => t.db.select().from(auditEvents).where(eq(auditEvents.kind, kind)).orderBy(auditEvents.id);

describe('per account', () => {
  it('lets 5 failures through, then answers an early attempt 429 with Retry-After, without checking the password', async () => {
    expect(await statuses(5, () => login(EMAIL, WRONG))).toEqual([401, 401, 401, 401, 401]);
    const early = await login(EMAIL, PASSWORD);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ message: 'Too many failed sign-ins. Try again in 1 second.' });
    expect(early.headers['retry-after']).toBe('1');
    expect(early.headers['set-cookie']).toBeUndefined();
    await elapse(1000);
    expect((await login(EMAIL, WRONG)).statusCode).toBe(401);
    const next = await login(EMAIL, WRONG);
    expect(next.json().message).toBe('Too many failed sign-ins. Try again in 2 seconds.');
    expect(next.headers['retry-after']).toBe('2');
    await elapse(2000);
    expect((await login(EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('locks for 15 minutes at the 10th failure, refusing even the right password, then counts afresh', async () => {
    await lockAccount();
    const locked = await login(EMAIL, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-ins for this account. Try again in 15 minutes, or reset your password.');
    expect(locked.headers['retry-after']).toBe('900');
    await elapse(14 * 60_000);
    expect((await login(EMAIL, PASSWORD)).json().message).toMatch(/Try again in 1 minute, or reset/);
    await elapse(60_000);
    expect(await statuses(6, () => login(EMAIL, WRONG))).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('treats an email without an account exactly the same, whatever its case', async () => {
    const unknown = await statuses(6, (i) => login(i % 2 ? 'Nobody@Example.test' : 'nobody@example.test', WRONG));
    const known = await statuses(6, () => login(EMAIL, WRONG));
    expect(unknown).toEqual([401, 401, 401, 401, 401, 429]);
    expect(known).toEqual(unknown);
    // Both at the same point of their wait, whatever time the password checks above took.
    expect((await login('nobody@example.test', WRONG)).json()).toEqual((await login(EMAIL, WRONG)).json());
  });

  it('clears the count on a success', async () => {
    await statuses(5, () => login(EMAIL, WRONG));
    await elapse(1000);
    expect((await login(EMAIL, PASSWORD)).statusCode).toBe(200);
    expect(await statuses(5, () => login(EMAIL, WRONG))).toEqual([401, 401, 401, 401, 401]);
  });

  it('is unlocked by clearAccountThrottle (a password reset), whatever the case of the email', async () => {
    await lockAccount();
    await clearAccountThrottle(t.db, 'Victim@Example.TEST');
    expect((await login(EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('counts parallel guesses one after another, so a burst cannot slip past the wait', async () => {
    await statuses(5, () => login(EMAIL, WRONG));
    await elapse(1000);
    const burst = await Promise.all(Array.from({ length: 4 }, () => login(EMAIL, WRONG)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([401, 429, 429, 429]);
  });
});

describe('audit trail', () => {
  it('records failures with their reason, the lock, and the sign-in', async () => {
    await lockAccount();
    await login(EMAIL, WRONG);
    await elapse(15 * 60_000);
    await statuses(5, () => login('nobody@example.test', WRONG));
    await login('nobody@example.test', WRONG);
    await login(EMAIL, PASSWORD);

    const failed = await events('sign-in-failed');
    const reasons = (email: string) => failed.filter((e) => e.email === email).map((e) => e.detail.reason);
    expect(reasons(EMAIL)).toEqual([...Array(10).fill('bad-credentials'), 'locked']);
    expect(reasons('nobody@example.test')).toEqual([...Array(5).fill('bad-credentials'), 'slowed']);
    expect(failed.filter((e) => e.email === EMAIL).every((e) => e.subjectUserId === victimId)).toBe(true);
    expect(failed.filter((e) => e.email !== EMAIL).every((e) => e.subjectUserId === null)).toBe(true);
    expect(failed[0]).toMatchObject({ ipAddress: '127.0.0.1', userAgent: 'lightMyRequest' });

    const [lock] = await events('account-locked');
    expect(lock).toMatchObject({ email: EMAIL, subjectUserId: victimId, detail: { scope: 'account', until: expect.any(String) } });
    expect(new Date(String(lock!.detail.until)).getTime() - lock!.createdAt.getTime()).toBeGreaterThan(14 * 60_000);

    expect(await events('sign-in')).toEqual([
      expect.objectContaining({ actorUserId: victimId, subjectUserId: victimId, email: EMAIL, detail: { method: 'password' } }),
    ]);
  });
});

describe('device cookie', () => {
  async function ownerDevice(app = t.app) {
    const signedIn = await login(EMAIL, PASSWORD, { app });
    expect(signedIn.statusCode).toBe(200);
    await t.db.delete(auditEvents);
    return deviceCookieOf(signedIn)!;
  }

  it('is set at sign-in: signed, HttpOnly, SameSite=Lax, for a year, only where sign-in reads it', async () => {
    const signedIn = await login(EMAIL, PASSWORD);
    const cookie = signedIn.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', maxAge: 31_536_000 });
    expect(cookie.secure).toBeFalsy();
    expect(t.app.unsignCookie(cookie.value)).toMatchObject({
      valid: true,
      value: expect.stringMatching(new RegExp(`^[\\w-]{22}:${EMAIL}$`)),
    });
    // Not for a failure.
    expect(deviceCookieOf(await login(EMAIL, WRONG))).toBeUndefined();
  });

  it('is Secure in production', async () => {
    const production = await createTestApp({
      database: t.database,
      clock,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://civic.example' },
    });
    const signedIn = await login(EMAIL, PASSWORD, { app: production.app });
    await production.close(false);
    expect(signedIn.cookies.find((c) => c.name === DEVICE_COOKIE)?.secure).toBe(true);
  });

  it("lets the owner's browser sign in while someone else's guesses have the account locked", async () => {
    const device = await ownerDevice();
    await lockAccount();
    expect((await login(EMAIL, PASSWORD)).statusCode).toBe(429);
    const owner = await login(EMAIL, PASSWORD, { cookie: device });
    expect(owner.statusCode).toBe(200);
    // A success clears the account's count too, and the browser gets a fresh device cookie.
    expect((await login(EMAIL, WRONG)).statusCode).toBe(401);
    expect(deviceCookieOf(owner)).not.toBe(device);
  });

  it('counts failures under its own key with the same limits, leaving the account alone', async () => {
    const device = await ownerDevice();
    expect(await statuses(6, () => login(EMAIL, WRONG, { cookie: device }))).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(EMAIL, WRONG)).statusCode).toBe(401);
    const rows = await t.db.select().from(signInThrottles);
    expect(rows.find((r) => r.key.startsWith('device:'))).toMatchObject({ failures: 5 });
    expect(rows.find((r) => r.key === `account:${EMAIL}`)).toMatchObject({ failures: 1 });
  });

  it('locks a device that keeps failing, and says so in the audit trail', async () => {
    const device = await ownerDevice();
    await lockAccount({ cookie: device });
    const locked = await login(EMAIL, PASSWORD, { cookie: device });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/for this account\. Try again in 15 minutes/);
    expect((await login(EMAIL, PASSWORD)).statusCode).toBe(200);
    const [lock] = await events('account-locked');
    expect(lock).toMatchObject({ email: EMAIL, detail: { scope: 'device' } });
  });

  it('does nothing for another email, or when forged or unsigned', async () => {
    const device = await ownerDevice();
    await statuses(5, () => login('other@example.test', WRONG));
    expect((await login('other@example.test', WRONG, { cookie: device })).statusCode).toBe(429);
    await lockAccount();
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA';
    for (const forged of [`${DEVICE_COOKIE}=${nonce}:${EMAIL}`, `${DEVICE_COOKIE}=${nonce}:${EMAIL}.forged-signature`]) {
      expect((await login(EMAIL, PASSWORD, { cookie: forged })).statusCode).toBe(429);
    }
  });
});

describe('per address', () => {
  const spray = (count: number) => statuses(count, (i) => login(`sprayed-${i}@example.test`, WRONG));

  it('locks an address for 15 minutes after 30 failures within an hour, across accounts', async () => {
    expect(await spray(30)).toEqual(Array(30).fill(401));
    const locked = await login(EMAIL, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-ins from this network address. Try again in 15 minutes.');
    expect(locked.headers['retry-after']).toBe('900');
    const [lock] = await events('account-locked');
    expect(lock).toMatchObject({ email: null, subjectUserId: null, ipAddress: '127.0.0.1', detail: { scope: 'address' } });
    expect((await events('sign-in-failed')).at(-1)).toMatchObject({ email: EMAIL, detail: { reason: 'address-locked' } });
    // The refused attempt was not counted against the account.
    expect(
      await t.db
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.key, `account:${EMAIL}`)),
    ).toEqual([expect.objectContaining({ failures: 0 })]);
    await elapse(15 * 60_000);
    expect((await login(EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('does not count successes, and a success does not wipe the count', async () => {
    await spray(29);
    expect((await login(EMAIL, PASSWORD)).statusCode).toBe(200);
    expect(await spray(2)).toEqual([401, 429]);
  });

  it('forgets failures older than an hour', async () => {
    await spray(29);
    await elapse(60 * 60_000);
    expect(await spray(29)).toEqual(Array(29).fill(401));
  });
});

describe('TRUST_PROXY', () => {
  const forwardedFrom = (i: number): Options => ({ headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });

  it('unset: a client rotating X-Forwarded-For is still one address (the reported 25 of 25 now meet 429s)', async () => {
    const app = await createTestApp({ database: t.database, clock, authRateLimit: DEFAULT_AUTH_RATE_LIMIT });
    const seen = await statuses(25, (i) => login(EMAIL, WRONG, { app: app.app, ...forwardedFrom(i) }));
    await app.close(false);
    expect(seen).toEqual([...Array(5).fill(401), ...Array(20).fill(429)]);
  });

  it('unset: rotating X-Forwarded-For over many accounts still locks the one real address', async () => {
    const seen = await statuses(31, (i) => login(`sprayed-${i}@example.test`, WRONG, forwardedFrom(i)));
    expect(seen).toEqual([...Array(30).fill(401), 429]);
    expect(await t.db.select().from(signInThrottles).where(eq(signInThrottles.key, 'address:127.0.0.1'))).toEqual([
      expect.objectContaining({ failures: 30 }),
    ]);
  });

  it.each(['1', '127.0.0.1'])('TRUST_PROXY=%s: each forwarded address is counted on its own', async (trustProxy) => {
    const app = await createTestApp({ database: t.database, clock, env: { TRUST_PROXY: trustProxy } });
    const spread = await statuses(31, (i) => login(`sprayed-${i}@example.test`, WRONG, { app: app.app, ...forwardedFrom(i) }));
    const one = await statuses(31, (i) => login(`sprayed-${i}@example.test`, WRONG, { app: app.app, ...forwardedFrom(99) }));
    await app.close(false);
    expect(spread).toEqual(Array(31).fill(401));
    expect(one).toEqual([...Array(30).fill(401), 429]);
    const rows = await t.db.select().from(signInThrottles).where(like(signInThrottles.key, 'address:%'));
    expect(rows).toHaveLength(32);
    expect(rows.find((row) => row.key === 'address:203.0.113.1')).toMatchObject({ failures: 1 });
    expect(rows.find((row) => row.key === 'address:203.0.113.100')).toMatchObject({ failures: 30 });
  });
});
