// Sign-up with real mail (a loopback SMTP server), mailed links that verify and sign in, the staff
// takeover the accounts issue reported, password policy, change and reset.
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../tests/support/server/smtp-capture.ts';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../../../tests/support/server/test-app.ts';
import { PASSWORD_COST } from '../auth/passwords.ts';
import { auditEvents, emailTokens, passwordCredentials, users } from '../db/schema.ts';
import { SESSION_COOKIE } from '../services/session-cookie.ts';

const STRONG = 'marble kettle orbit thistle';
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, ADMIN_EMAILS: 'chief@example.org', PUBLIC_URL: 'https://civic.example' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
};
const register = (email: string, password = STRONG) =>
  call(t.app, 'POST', '/api/auth/register', { body: { email, password, firstName: 'Nia', lastName: 'Reader' } });
const signIn = (email: string, password: string) => call(t.app, 'POST', '/api/auth/login', { body: { email, password } });
const me = (cookie: string | undefined) => call(t.app, 'GET', '/api/auth/user', { cookie });
/** The token of the one link in a mail that points at `page` on the site. */
const tokenIn = (mail: { links: string[] }, page: string) => {
  const link = mail.links.find((candidate) => candidate.startsWith(`https://civic.example${page}?`));
  if (!link) throw new Error(`no ${page} link in ${JSON.stringify(mail.links)}`);
  return new URL(link).searchParams.get('token')!;
};
const eventsOf = async (email: string) =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.email, email))).map((event) => event.kind);

describe('sign-up', () => {
  it('answers alike for a new and a taken address, signs no one in, and mails the right message to each', async () => {
    const fresh = await register('New.Reader@Example.test');
    const taken = await register('new.reader@example.TEST', 'another long passphrase here');
    for (const response of [fresh, taken]) {
      expect(response.statusCode).toBe(202);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(taken.json()).toEqual(fresh.json());
    expect(fresh.json().message).toMatch(/open the link in it to finish creating your account/);
    await t.app.mailer.idle();
    // Both sign-ups' work runs after their answers, in either order: find each mail by its subject.
    const mails = smtp.mailTo('new.reader@example.test');
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Confirm your email address for Civic Ledger',
      'Someone tried to create a Civic Ledger account with your address',
    ]);
    const notice = mails.find((mail) => mail.subject.startsWith('Someone tried'));
    // The notice carries no link that signs anyone in.
    expect(notice!.links.every((link) => !link.includes('token='))).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.email, 'new.reader@example.test'))).toHaveLength(1);
  });

  it('follows the mailed link: the address is verified and its owner signed in; the link works once', async () => {
    const mail = await smtp.waitForMail('new.reader@example.test', (m) => m.subject.startsWith('Confirm'));
    const token = tokenIn(mail, '/verify-email');
    const verified = await call(t.app, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email: 'new.reader@example.test', emailVerified: true, isStaff: 0 });
    expect((await me(cookieOf(verified))).json().emailVerified).toBe(true);
    const again = await call(t.app, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid, was already used or has expired/);
    expect(await eventsOf('new.reader@example.test')).toEqual(expect.arrayContaining(['sign-up', 'email-verified', 'sign-in']));
  });

  it('refuses forged, truncated, expired and wrong-purpose links', async () => {
    await register('links@example.test');
    const mail = await smtp.waitForMail('links@example.test');
    const token = tokenIn(mail, '/verify-email');
    const [random, signature] = token.split('.');
    for (const bad of [`${random}.${signature!.slice(1)}x`, random!, `${randomBytes(32).toString('base64url')}.${signature}`]) {
      expect((await call(t.app, 'POST', '/api/auth/verify-email', { body: { token: bad } })).statusCode).toBe(400);
    }
    // A verification link is no password-reset link.
    expect((await call(t.app, 'POST', '/api/auth/password-reset', { body: { token, password: STRONG } })).statusCode).toBe(400);
    await t.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call(t.app, 'POST', '/api/auth/verify-email', { body: { token } })).statusCode).toBe(400);
    // The next link issued sweeps the expired ones away.
    await register('sweeper@example.test');
    await t.app.mailer.idle();
    expect((await t.db.select().from(emailTokens)).every((row) => row.expiresAt > new Date())).toBe(true);
  });

  it.each([
    ['fourteen chars', /at least 15 characters/],
    ['password12345678', /too easy to guess/],
    ['nia.reader@example.test', /too easy to guess/],
    ['aaaaaaaaaaaaaaaaaaaa', /too easy to guess/],
  ])('refuses the new password %j', async (password, message) => {
    const response = await register('nia.reader@example.test', password);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('the staff takeover of the accounts issue', () => {
  it('registering an ADMIN_EMAILS address in other case gives neither a session nor staff, even after a password sign-in', async () => {
    const registered = await register('Chief@Example.org', 'anything long enough to pass 1');
    expect(registered.statusCode).toBe(202);
    expect(registered.headers['set-cookie']).toBeUndefined();
    // The account is made after the answer (it must not tell whether the address was taken).
    await t.app.mailer.idle();
    const login = await signIn('chief@example.org', 'anything long enough to pass 1');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ isStaff: 0, emailVerified: false });
    const admin = await call(t.app, 'GET', '/api/admin/users', { cookie: cookieOf(login) });
    expect(admin.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'chief@example.org'));
    expect(row).toMatchObject({ isStaff: 0, emailVerifiedAt: null });
  });

  it('the owner of the address, who alone receives the mail, resets the password: verified, staff, and the squatter is out', async () => {
    const squatter = await signIn('chief@example.org', 'anything long enough to pass 1');
    const requested = await call(t.app, 'POST', '/api/auth/password-reset/request', { body: { email: 'CHIEF@example.org' } });
    expect(requested.statusCode).toBe(202);
    const mail = await smtp.waitForMail('chief@example.org', (m) => m.subject === 'Reset your Civic Ledger password');
    const reset = await call(t.app, 'POST', '/api/auth/password-reset', {
      body: { token: tokenIn(mail, '/reset-password'), password: 'the real chief editor speaks' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ email: 'chief@example.org', emailVerified: true, isStaff: 1 });
    expect((await me(cookieOf(squatter))).statusCode).toBe(401);
    expect((await signIn('chief@example.org', 'anything long enough to pass 1')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/users', { cookie: cookieOf(reset) })).statusCode).toBe(200);
    expect(await eventsOf('chief@example.org')).toEqual(
      expect.arrayContaining(['password-reset-requested', 'password-reset', 'staff-granted']),
    );
  });
});

describe('resending the verification link', () => {
  it('mails a signed-in, unverified user a new link, and the older one stops working', async () => {
    const account = await t.createAccount({ email: 'late@example.test', verified: false });
    const login = await signIn(account.email, TEST_PASSWORD);
    const first = await call(t.app, 'POST', '/api/auth/verify-email/resend', { cookie: cookieOf(login) });
    const second = await call(t.app, 'POST', '/api/auth/verify-email/resend', { cookie: cookieOf(login) });
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    await t.app.mailer.idle();
    const [older, newer] = smtp.mailTo('late@example.test');
    expect((await call(t.app, 'POST', '/api/auth/verify-email', { body: { token: tokenIn(older!, '/verify-email') } })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, 'POST', '/api/auth/verify-email', { body: { token: tokenIn(newer!, '/verify-email') } })).statusCode).toBe(
      200,
    );
    const done = await call(t.app, 'POST', '/api/auth/verify-email/resend', { cookie: cookieOf(login) });
    expect(done.json().message).toBe('Your email address is already verified.');
  });

  it('is for signed-in users only', async () => {
    expect((await call(t.app, 'POST', '/api/auth/verify-email/resend')).json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('password reset', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const known = await t.createAccount({ email: 'known@example.test' });
    const unknown = await call(t.app, 'POST', '/api/auth/password-reset/request', { body: { email: 'nobody-here@example.test' } });
    const answer = await call(t.app, 'POST', '/api/auth/password-reset/request', { body: { email: known.email } });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(answer.json());
    await t.app.mailer.idle();
    expect(smtp.mailTo('nobody-here@example.test')).toEqual([]);
    expect(smtp.mailTo(known.email)).toHaveLength(1);
  });

  it('keeps the link usable after a refused password, then signs in with the new one and ends every old session', async () => {
    const account = await t.createAccount({ email: 'forgetful@example.test' });
    const oldSession = await signIn(account.email, TEST_PASSWORD);
    await call(t.app, 'POST', '/api/auth/password-reset/request', { body: { email: account.email } });
    const token = tokenIn(await smtp.waitForMail(account.email), '/reset-password');
    const weak = await call(t.app, 'POST', '/api/auth/password-reset', { body: { token, password: 'forgetful@example.test' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'password' });
    const reset = await call(t.app, 'POST', '/api/auth/password-reset', { body: { token, password: STRONG } });
    expect(reset.statusCode).toBe(200);
    expect((await me(cookieOf(reset))).statusCode).toBe(200);
    expect((await me(cookieOf(oldSession))).statusCode).toBe(401);
    expect((await signIn(account.email, STRONG)).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/auth/password-reset', { body: { token, password: 'yet another fine passphrase' } })).statusCode,
    ).toBe(400);
    const notice = await smtp.waitForMail(account.email, (m) => m.subject === 'Your Civic Ledger password was reset');
    expect(notice.text).toMatch(/other sessions were signed out/);
  });
});

describe('password reset and a locked account', () => {
  it('lets the owner in at once after a reset, however many wrong guesses others made', async () => {
    const account = await t.createAccount({ email: 'guessed@example.test' });
    let last = await signIn(account.email, 'a wrong guess');
    // Wrong guesses until the account is slowed and then locked (429).
    for (let attempt = 0; attempt < 20 && last.statusCode !== 429; attempt++) last = await signIn(account.email, 'a wrong guess');
    expect(last.statusCode).toBe(429);
    expect((await signIn(account.email, TEST_PASSWORD)).statusCode).toBe(429);
    await call(t.app, 'POST', '/api/auth/password-reset/request', { body: { email: account.email } });
    const token = tokenIn(await smtp.waitForMail(account.email), '/reset-password');
    expect((await call(t.app, 'POST', '/api/auth/password-reset', { body: { token, password: STRONG } })).statusCode).toBe(200);
    expect((await signIn(account.email, STRONG)).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('needs the current password and a strong new one, ends the other sessions and keeps this device signed in', async () => {
    const account = await t.createAccount({ email: 'changer@example.test' });
    const here = await signIn(account.email, TEST_PASSWORD);
    const elsewhere = await signIn(account.email, TEST_PASSWORD);
    const change = (body: object) => call(t.app, 'POST', '/api/auth/password', { cookie: cookieOf(here), body });
    const wrong = await change({ currentPassword: 'not my password', newPassword: STRONG });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Your current password is not correct.', field: 'currentPassword' });
    expect((await change({ currentPassword: TEST_PASSWORD, newPassword: 'short' })).statusCode).toBe(400);
    const changed = await change({ currentPassword: TEST_PASSWORD, newPassword: STRONG });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password changed. Your other sessions were signed out.');
    expect((await me(cookieOf(changed))).statusCode).toBe(200);
    expect((await me(cookieOf(elsewhere))).statusCode).toBe(401);
    expect((await signIn(account.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(account.email, STRONG)).statusCode).toBe(200);
    expect(await eventsOf(account.email)).toContain('password-changed');
    await smtp.waitForMail(account.email, (m) => m.subject === 'Your Civic Ledger password was changed');
  });

  it('is refused to visitors', async () => {
    const response = await call(t.app, 'POST', '/api/auth/password', { body: { currentPassword: 'x', newPassword: STRONG } });
    expect(response.statusCode).toBe(401);
  });
});

describe('old password hashes', () => {
  it('replaces a hash made with weaker scrypt parameters than the production cost at the next sign-in', async () => {
    // The production cost (N = 2^17) on the same database, not the test apps' cheap one.
    const production = await createTestApp({ database: t.database, passwordCost: PASSWORD_COST });
    const account = await t.createAccount({ email: 'legacy@example.test' });
    const salt = randomBytes(16);
    const key = scryptSync('legacy password 2019', salt, 32, { N: 16_384, r: 8, p: 1 });
    const legacy = ['scrypt', 16_384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await t.db.update(passwordCredentials).set({ passwordHash: legacy }).where(eq(passwordCredentials.userId, account.id));
    const signInThere = () =>
      call(production.app, 'POST', '/api/auth/login', { body: { email: account.email, password: 'legacy password 2019' } });
    expect((await signInThere()).statusCode).toBe(200);
    const [stored] = await t.db.select().from(passwordCredentials).where(eq(passwordCredentials.userId, account.id));
    expect(stored!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await signInThere()).statusCode).toBe(200);
    await production.close(false);
  });
});

describe('mailed links', () => {
  it('name only the configured origin, whatever Host or X-Forwarded-Host the request carried', async () => {
    const proxied = await createTestApp({
      database: t.database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://civic.example', TRUST_PROXY: 'true' },
    });
    const local = await createTestApp({ database: t.database, env: { SMTP_URL: smtp.url } });
    await t.createAccount({ email: 'victim@example.test' });
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    for (const app of [proxied.app, local.app]) {
      const answer = await call(app, 'POST', '/api/auth/password-reset/request', {
        body: { email: 'victim@example.test' },
        headers: forged,
      });
      expect(answer.statusCode).toBe(202);
      await app.mailer.idle();
    }
    await proxied.close(false);
    await local.close(false);
    const links = smtp.mailTo('victim@example.test').flatMap((mail) => mail.links);
    expect(links).toHaveLength(2);
    expect(links[0]).toMatch(/^https:\/\/civic\.example\/reset-password\?token=/);
    // Without PUBLIC_URL (outside production only): the local address the server listens on.
    expect(links[1]).toMatch(/^http:\/\/localhost:5000\/reset-password\?token=/);
  });
});

describe('without a mail server', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'civic-outbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes mail to the outbox and lists it, links clickable, on the local mail page', async () => {
    const local = await createTestApp({ database: t.database, env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:5000' } });
    const answer = await call(local.app, 'POST', '/api/auth/register', { body: { email: 'offline@example.test', password: STRONG } });
    expect(answer.json()).toMatchObject({ localMailbox: '/dev/mail' });
    await local.app.mailer.idle();
    const page = await call(local.app, 'GET', '/dev/mail');
    await local.close(false);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Confirm your email address for Civic Ledger');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:5000\/verify-email\?token=[^"]+">/);
  });

  it('has no local mail page in production', async () => {
    const production = await createTestApp({
      database: t.database,
      env: { DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'https://civic.example' },
    });
    const page = await call(production.app, 'GET', '/dev/mail');
    const answer = await call(production.app, 'POST', '/api/auth/register', { body: { email: 'prod@example.test', password: STRONG } });
    await production.close(false);
    // The path is just another client route there (the app's own 404 page), never the mailbox.
    expect(page.body).not.toContain('Local mailbox');
    expect(answer.json()).not.toHaveProperty('localMailbox');
  });
});
