// Cross-site request forgery: the reported attack (a page on another site posting body-less forms to the
// signed-in reader's session) and the requests that must keep working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';

const HOST = 'civic.test';
const EVIL = 'https://evil.example';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://civic.example' } });
  staff = (await t.signUp({ isStaff: 1 })).cookie;
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, cookie = staff) =>
  call(t.app, 'POST', url, { cookie, headers: { host: HOST, ...headers } });
const stillSignedIn = async (cookie = staff) => (await call(t.app, 'GET', '/api/auth/user', { cookie })).statusCode === 200;

const BODYLESS_POSTS = [
  '/api/notifications/mark-read',
  '/api/bills/refresh',
  '/api/candidates/refresh',
  '/api/officials/refresh',
  '/api/officials/refresh-votes',
  '/api/auth/logout',
];

describe('a request from another site', () => {
  it.each(BODYLESS_POSTS)('POST %s with Origin: https://evil.example is refused before it runs', async (url) => {
    const response = await post(url, { origin: EVIL });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Forbidden: cross-origin request' });
    expect(await stillSignedIn()).toBe(true);
  });

  it.each(['cross-site', 'same-site'])('is refused when the browser says Sec-Fetch-Site: %s', async (site) => {
    const response = await post('/api/notifications/mark-read', { 'sec-fetch-site': site, origin: EVIL });
    expect(response.statusCode).toBe(403);
    const withoutOrigin = await post('/api/notifications/mark-read', { 'sec-fetch-site': site });
    expect(withoutOrigin.statusCode).toBe(403);
  });

  it('is refused with a body, with every unsafe method, and on routes that do not exist', async () => {
    const article = await call(t.app, 'POST', '/api/articles', {
      cookie: staff,
      headers: { host: HOST, origin: EVIL },
      body: { title: 'Forged', excerpt: 'E', content: '<p>C</p>', category: 'Climate', readTime: 2 },
    });
    expect(article.statusCode).toBe(403);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await call(t.app, method, '/api/subscriptions/x', { cookie: staff, headers: { host: HOST, origin: EVIL } })).statusCode).toBe(
        403,
      );
    }
    expect((await post('/nowhere', { origin: EVIL })).statusCode).toBe(403);
  });

  it('is refused from an opaque origin (a sandboxed frame sends Origin: null)', async () => {
    expect((await post('/api/notifications/mark-read', { origin: 'null' })).statusCode).toBe(403);
  });

  it('may still read: GET, HEAD and OPTIONS pass', async () => {
    const response = await call(t.app, 'GET', '/api/auth/user', {
      cookie: staff,
      headers: { host: HOST, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
    expect((await call(t.app, 'HEAD', '/api/articles', { headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(
      200,
    );
    expect(
      (await call(t.app, 'OPTIONS', '/api/articles', { headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } })).statusCode,
    ).not.toBe(403);
  });
});

describe('requests that keep working', () => {
  it.each(['same-origin', 'none'])('a browser request with Sec-Fetch-Site: %s', async (site) => {
    expect((await post('/api/notifications/mark-read', { 'sec-fetch-site': site, origin: `http://${HOST}` })).statusCode).toBe(200);
  });

  it('an older browser whose Origin is the host it talks to (default ports and case aside)', async () => {
    expect((await post('/api/notifications/mark-read', { origin: `http://${HOST}` })).statusCode).toBe(200);
    const withPort = await call(t.app, 'POST', '/api/notifications/mark-read', {
      cookie: staff,
      headers: { host: 'civic.test:443', origin: 'https://CIVIC.test' },
    });
    expect(withPort.statusCode).toBe(200);
    expect((await post('/api/notifications/mark-read', { origin: `http://${HOST}:8080` })).statusCode).toBe(403);
  });

  it('the configured PUBLIC_URL origin, even behind a proxy that changes the Host header', async () => {
    const response = await post('/api/notifications/mark-read', { host: 'app-internal:5000', origin: 'https://civic.example' });
    expect(response.statusCode).toBe(200);
  });

  it('a script or curl, which sends neither header (and carries nobody else’s cookies)', async () => {
    expect((await call(t.app, 'POST', '/api/notifications/mark-read', { cookie: staff })).statusCode).toBe(200);
    const { cookie } = await t.signUp();
    expect((await call(t.app, 'POST', '/api/auth/logout', { cookie })).statusCode).toBe(200);
    expect(await stillSignedIn(cookie)).toBe(false);
  });

  it('a same-origin sign-out from the page', async () => {
    const { cookie } = await t.signUp();
    const response = await post('/api/auth/logout', { 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` }, cookie);
    expect(response.statusCode).toBe(200);
    expect(await stillSignedIn(cookie)).toBe(false);
  });
});
