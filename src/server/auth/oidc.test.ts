// OpenID Connect end to end against a real provider (oidc-provider) on loopback: /api/login → provider
// login and consent → /api/callback → signed in. openid-client refuses plain http unless told; only
// this test tells it (allowInsecureRequests), through buildApp's oidcDiscover option.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { oidcIdentities, users } from '../db/schema.ts';
import { SESSION_COOKIE } from '../services/session-cookie.ts';

const APP_ORIGIN = 'http://localhost:5000';
const ACCOUNTS: Record<string, { email: string; email_verified?: boolean; given_name: string; family_name: string }> = {
  olive: { email: 'olive@example.test', email_verified: true, given_name: 'Olive', family_name: 'Oidc' },
  boss: { email: 'boss@example.test', email_verified: true, given_name: 'Bo', family_name: 'Boss' },
  sneaky: { email: 'existing@example.test', email_verified: false, given_name: 'Sneaky', family_name: 'Person' },
  // A provider that says nothing about the address has not vouched for it.
  silent: { email: 'silent@example.test', given_name: 'Silent', family_name: 'Claim' },
  victim: { email: 'squatted@example.test', email_verified: true, given_name: 'Real', family_name: 'Owner' },
  linker: { email: 'linker@example.test', email_verified: true, given_name: 'Lin', family_name: 'Ker' },
};

let t: TestApp;
let server: Server;
let issuer: string;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: 'civic-ledger', client_secret: 'civic-secret', redirect_uris: [`${APP_ORIGIN}/api/callback`] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx, sub) => (ACCOUNTS[sub] ? { accountId: sub, claims: async () => ({ sub, ...ACCOUNTS[sub] }) } : undefined),
    cookies: { keys: ['test-cookie-key'] },
  });
  server.on('request', provider.callback());
  t = await createTestApp({
    env: {
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: 'civic-ledger',
      OIDC_CLIENT_SECRET: 'civic-secret',
      PUBLIC_URL: APP_ORIGIN,
      ADMIN_EMAILS: 'boss@example.test',
    },
    oidcDiscover: () =>
      client.discovery(new URL(issuer), 'civic-ledger', 'civic-secret', undefined, { execute: [client.allowInsecureRequests] }),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A browser's cookie jar for the provider's origin. */
class Browser {
  private cookies = new Map<string, string>();
  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }
}

/** Follows the provider's redirects, logging in as `account` and consenting, until it sends us back. */
async function signInAtProvider(authorizationUrl: string, account: string): Promise<string> {
  const browser = new Browser();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(APP_ORIGIN)) return url;
    const absolute = new URL(url, issuer).href;
    const interaction = /\/interaction\/([^/?]+)$/.exec(new URL(absolute).pathname);
    const response = interaction
      ? await browser.request(absolute, {
          method: 'POST',
          form: (await browser.request(absolute).then((r) => r.text())).includes('name="login"')
            ? { prompt: 'login', login: account, password: 'any' }
            : { prompt: 'consent' },
        })
      : await browser.request(absolute);
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${absolute} with ${response.status}: ${(await response.text()).slice(0, 200)}`);
    url = new URL(location, absolute).href;
  }
  throw new Error('too many redirects');
}

async function signIn(account: string, returnTo = '/article/7') {
  const start = await call(t.app, 'GET', `/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.statusCode).toBe(302);
  const location = new URL(start.headers.location as string);
  expect(location.origin).toBe(issuer);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('code_challenge')).toBeTruthy();
  expect(location.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/api/callback`);
  const pendingCookie = start.cookies.find((c) => c.name === SESSION_COOKIE)!;
  const callbackUrl = await signInAtProvider(location.href, account);
  const callback = await call(t.app, 'GET', callbackUrl.slice(APP_ORIGIN.length), { cookie: `${SESSION_COOKIE}=${pendingCookie.value}` });
  const session = callback.cookies.find((c) => c.name === SESSION_COOKIE);
  return { callback, pendingCookie: `${SESSION_COOKIE}=${pendingCookie.value}`, cookie: session && `${SESSION_COOKIE}=${session.value}` };
}

describe('OIDC sign-in', () => {
  it('signs a new user in with PKCE and returns them to returnTo', async () => {
    const { callback, cookie, pendingCookie } = await signIn('olive');
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe('/article/7');
    expect(cookie).toBeDefined();
    expect(cookie).not.toBe(pendingCookie);
    const me = await call(t.app, 'GET', '/api/auth/user', { cookie });
    expect(me.json()).toMatchObject({ email: 'olive@example.test', firstName: 'Olive', lastName: 'Oidc', isStaff: 0, emailVerified: true });
    // The pre-sign-in session is gone: a new id at sign-in.
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: pendingCookie })).statusCode).toBe(401);
  });

  it('stores the resolved returnTo, so the callback never leaves the site', async () => {
    const { callback } = await signIn('olive', '/\t/evil.example/phish');
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe('/');
  });

  it('finds the same user again by issuer and subject', async () => {
    const { cookie } = await signIn('olive');
    const me = (await call(t.app, 'GET', '/api/auth/user', { cookie })).json();
    const rows = await t.db.select().from(users).where(eq(users.email, 'olive@example.test'));
    expect(rows).toHaveLength(1);
    const identities = await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, me.id));
    expect(identities).toEqual([expect.objectContaining({ issuer, subject: 'olive' })]);
  });

  it('makes an ADMIN_EMAILS account staff', async () => {
    const { cookie } = await signIn('boss', '/admin/users');
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie })).json().isStaff).toBe(1);
  });

  it('does not link an email the provider has not verified to an existing account', async () => {
    await t.createAccount({ email: 'existing@example.test', verified: true });
    const { callback, cookie } = await signIn('sneaky');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?notice=link-refused');
    expect(cookie).toBeUndefined();
  });

  it('counts a missing email_verified claim as unverified: a new account, not staff-worthy, not verified', async () => {
    const { cookie } = await signIn('silent');
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie })).json()).toMatchObject({
      email: 'silent@example.test',
      emailVerified: false,
    });
  });

  it('never links a provider identity to a local account whose address was never verified (pre-registered by someone else)', async () => {
    // Someone registered the victim's address first; they never saw the verification mail.
    const squatter = await t.createAccount({ email: 'squatted@example.test', verified: false });
    const { callback, cookie } = await signIn('victim');
    expect(callback.headers.location).toBe('/login?notice=link-refused');
    expect(cookie).toBeUndefined();
    expect(await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, squatter.id))).toEqual([]);
  });

  it('links a verified provider identity to the verified local account with that address', async () => {
    const local = await t.createAccount({ email: 'linker@example.test', verified: true });
    const { cookie } = await signIn('linker');
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie })).json()).toMatchObject({ id: local.id, emailVerified: true });
  });

  it('refuses a callback without a pending sign-in or with a forged state', async () => {
    const bare = await call(t.app, 'GET', '/api/callback?code=abc&state=def');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/Sign-in expired/);
    const start = await call(t.app, 'GET', '/api/login');
    const pending = start.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const forged = await call(t.app, 'GET', '/api/callback?code=abc&state=forged', { cookie: `${SESSION_COOKIE}=${pending.value}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Sign-in failed; please try again' });
  });
});
