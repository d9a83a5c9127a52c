// The built client with SPA fallback, share-card meta in index.html, the first data and route chunks a page
// carries, and the placeholder before a build.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { nextPageUrl } from '../../shared/api/pagination.ts';
import { bills } from '../db/schema.ts';
import { createArticle } from '../repositories/articles.ts';
import { createBill } from '../repositories/bills.ts';
import { createCandidate } from '../repositories/candidates.ts';
import { createOfficial } from '../repositories/officials.ts';
import { updateProfile } from '../repositories/users.ts';
import { ARTICLE_ROUTE_MODULE, ROUTE_MODULES } from './pages.ts';

const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>Civic Ledger</title><meta name="description" content="old"><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;

// A build manifest as Vite writes it: the entry, the article route (a lazy chunk) and a chunk both share.
const MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  [ARTICLE_ROUTE_MODULE]: { file: 'assets/article-route-2.js', isDynamicEntry: true, imports: ['_article-page-3.js', '_shared-1.js'] },
  '_article-page-3.js': { file: 'assets/article-page-3.js', imports: ['_shared-1.js'] },
};

const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** The JSON text of the page's first-data element, or undefined when the page has none. */
function firstDataText(html: string): string | undefined {
  return /<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
}

let t: TestApp;
let clientDir: string;
let articleId: number;
let userId: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'civic-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), ASSET);
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ clientDir });
  const author = await t.signUp({ email: 'e@example.test', firstName: 'Ann <b>', lastName: '"Quote"', isStaff: 1 });
  userId = author.user.id;
  await updateProfile(t.db, userId, {
    firstName: 'Ann <b>',
    lastName: '"Quote"',
    profileImageUrl: null,
    bio: 'Covers <script>alert(1)</script> & courts',
  });
  articleId = (
    await createArticle(t.db, {
      title: 'Budget </title><script>alert(1)</script>',
      excerpt: 'What "the" budget <means> & why',
      content: '<p>x</p>',
      category: 'Economy',
      readTime: 3,
      userId,
      authorName: 'Ann',
    })
  ).id;
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('share cards', () => {
  it('answers /article/:id with the article title, description and Open Graph tags, HTML-escaped', async () => {
    const response = await call(t.app, 'GET', `/article/${articleId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain('<title>Budget &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Civic Ledger</title>');
    expect(html).toContain('<meta name="description" content="What &quot;the&quot; budget &lt;means&gt; &amp; why">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://localhost:5000/article/${articleId}">`));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('content="old"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it("shows a lead image as the card's og:image with its description, escaped, and a large-image card", async () => {
    const pictured = await createArticle(t.db, {
      title: 'Transit',
      excerpt: 'Buses',
      content: '<p>x</p>',
      category: 'Economy',
      readTime: 2,
      userId,
      authorName: 'Ann',
      imageUrl: 'https://img.example.test/bus.jpg?w=1200&h=675',
      imageAlt: 'A "blue" bus <at dawn>',
    });
    const html = (await call(t.app, 'GET', `/article/${pictured.id}`)).body;
    expect(html).toContain('<meta property="og:image" content="https://img.example.test/bus.jpg?w=1200&amp;h=675">');
    expect(html).toContain('<meta property="og:image:alt" content="A &quot;blue&quot; bus &lt;at dawn&gt;">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect((await call(t.app, 'GET', `/article/${articleId}`)).body).not.toContain('og:image');
  });

  it("keeps a title's $& and $' as typed: nothing in a page is read as a replacement pattern", async () => {
    const dollars = await createArticle(t.db, {
      title: "Costs $& $' $` $$ rise",
      excerpt: "Up $' again",
      content: '<p>$&</p>',
      category: 'Economy',
      readTime: 2,
      userId,
      authorName: 'Ann',
    });
    const html = (await call(t.app, 'GET', `/article/${dollars.id}`)).body;
    expect(html).toContain('<title>Costs $&amp; $&#39; $` $$ rise — Civic Ledger</title>');
    expect(JSON.parse(firstDataText(html)!).article.title).toBe("Costs $& $' $` $$ rise");
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it("answers a draft's address like a missing article: 404, no card, no data", async () => {
    const draft = await createArticle(t.db, {
      title: 'Secret plan',
      excerpt: 'x',
      content: '<p>x</p>',
      category: 'Economy',
      readTime: 2,
      userId,
      authorName: 'Ann',
      status: 'draft',
    });
    const response = await call(t.app, 'GET', `/article/${draft.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Secret plan');
    expect(JSON.parse(firstDataText(response.body)!)).toEqual({ user: null, origin: t.app.config.publicOrigin });
  });

  it('answers /users/:id with the public name and bio, never the email', async () => {
    const html = (await call(t.app, 'GET', `/users/${userId}`)).body;
    expect(html).toContain('<title>Ann &lt;b&gt; &quot;Quote&quot; — Civic Ledger</title>');
    expect(html).toContain('Covers &lt;script&gt;alert(1)&lt;/script&gt; &amp; courts');
    expect(html).not.toContain('e@example.test');
  });

  it('answers /about with the About card', async () => {
    const response = await call(t.app, 'GET', '/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>About — Civic Ledger</title>');
    expect(response.body).toContain('its corrections policy and how to reach the newsroom');
  });

  it('answers / with the site card', async () => {
    const html = (await call(t.app, 'GET', '/')).body;
    expect(html).toContain('<title>Civic Ledger</title>');
    expect(html).toContain('og:description');
  });

  it("answers a bill's, a candidate's and an official's own address with that item's card", async () => {
    const bill = await createBill(t.db, {
      billNumber: 'H.R. 1',
      title: 'Clean <Air> Act',
      summary: 'Cuts emissions.',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 8,
      progressiveAnalysis: 'Strong climate action.',
    });
    const candidate = await createCandidate(t.db, {
      name: 'Dana Diaz',
      party: 'Democrat',
      office: 'House',
      state: 'CA',
      progressiveScore: 7,
      progressiveAnalysis: 'Runs on housing.',
    });
    const official = await createOfficial(t.db, {
      name: 'Sam Lee',
      party: 'Independent',
      office: 'Senator',
      state: 'VT',
      bio: 'Serves Vermont.',
    });

    const billPage = (await call(t.app, 'GET', `/bills/${bill.id}`)).body;
    expect(billPage).toContain('<title>H.R. 1: Clean &lt;Air&gt; Act — Civic Ledger</title>');
    expect(billPage).toContain('<meta property="og:description" content="Progressive score 8/10. Cuts emissions.">');
    expect(billPage).toContain(`<meta property="og:url" content="http://localhost:5000/bills/${bill.id}">`);
    expect((await call(t.app, 'GET', `/candidates/${candidate.id}`)).body).toContain(
      '<title>Dana Diaz, Democrat for House — Civic Ledger</title>',
    );
    expect((await call(t.app, 'GET', `/officials/${official.id}`)).body).toContain('<meta name="description" content="Serves Vermont.">');
    const unscored = await createBill(t.db, {
      billNumber: 'H.R. 2',
      title: 'Open',
      summary: 'Awaits a score.',
      status: 'Pending',
      level: 'federal',
      progressiveScore: null,
      progressiveAnalysis: 'Not yet scored.',
    });
    expect((await call(t.app, 'GET', `/bills/${unscored.id}`)).body).toContain(
      '<meta property="og:description" content="Not yet scored. Awaits a score.">',
    );
    // A score inferred from the bill's roll call is said to be so on its card too, as on its page.
    const inferred = await createBill(t.db, {
      billNumber: 'H.R. 3',
      title: 'Split',
      summary: 'Divided the House.',
      status: 'Passed',
      level: 'federal',
      progressiveScore: null,
      progressiveAnalysis: 'Not yet scored.',
    });
    const basis = {
      rollCallId: 1,
      rollCallKey: 'house:119:1:17',
      chamber: 'house' as const,
      number: 17,
      votedAt: '2025-01-16T15:00:00.000Z',
      yes: 250,
      no: 180,
      yesMean: -0.6,
      noMean: 0.8,
    };
    await t.db
      .update(bills)
      .set({ inferredScore: 2, inferredBasis: basis, progressiveScore: 2, scoreSource: 'inferred' })
      .where(eq(bills.id, inferred.id));
    expect((await call(t.app, 'GET', `/bills/${inferred.id}`)).body).toContain(
      '<meta property="og:description" content="Inferred progressive score 2/10. Divided the House.">',
    );
  });

  it("keeps a card's text as written when it holds a replacement pattern ($`, $&, $')", async () => {
    const writer = await t.signUp({ email: 'dollar@example.test', firstName: 'Cash', lastName: '$&' });
    await updateProfile(t.db, writer.user.id, { bio: "Before $` middle $& after $' end" });
    const profile = (await call(t.app, 'GET', `/users/${writer.user.id}`)).body;
    expect(profile).toContain(`<meta name="description" content="Before $\` middle $&amp; after $&#39; end">`);
    expect(profile).toContain('<title>Cash $&amp; — Civic Ledger</title>');
    const bill = await createBill(t.db, {
      billNumber: 'S. 9',
      title: 'Dollar',
      summary: 'S',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 5,
      progressiveAnalysis: 'A',
    });
    const shared = (await call(t.app, 'GET', `/bills/${bill.id}?x=$\``)).body;
    for (const html of [profile, shared]) {
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
    }
  });

  it('answers a missing article or user with the app (which shows its not-found page) and status 404', async () => {
    for (const url of ['/article/999999', '/article/abc', '/users/not-a-uuid', '/users/00000000-0000-4000-8000-000000000000']) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});

describe('first data and route chunks', () => {
  it("carries the article, as the API answers it, in script-safe JSON that a title's </script> cannot break out of", async () => {
    const hostile = await createArticle(t.db, {
      title: 'Budget </script><script>alert(1)</script>',
      excerpt: 'Line\u2028break & <b>more</b>',
      content: '<p>a <em>b</em></p>',
      category: 'Economy',
      readTime: 2,
      userId,
      authorName: 'Ann',
    });
    const html = (await call(t.app, 'GET', `/article/${hostile.id}`)).body;
    const text = firstDataText(html)!;
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2);
    const api = (await call(t.app, 'GET', `/api/articles/${hostile.id}`)).json();
    expect(JSON.parse(text)).toEqual({ article: api, user: null, origin: t.app.config.publicOrigin });
    expect(api.title).toBe('Budget </script><script>alert(1)</script>');
  });

  it("carries the feed's first page at /, with the next page's address the API's Link header gives", async () => {
    for (let i = 0; i < 12; i++) {
      await createArticle(t.db, {
        title: `Story ${i}`,
        excerpt: 'x',
        content: '<p>x</p>',
        category: 'Economy',
        readTime: 1,
        userId,
        authorName: 'Ann',
      });
    }
    const api = await call(t.app, 'GET', '/api/articles');
    const data = JSON.parse(firstDataText((await call(t.app, 'GET', '/')).body)!);
    expect(data).toEqual({
      articles: { items: api.json(), next: nextPageUrl(String(api.headers.link)) },
      user: null,
      origin: t.app.config.publicOrigin,
      splash: true,
    });
    expect(data.articles.next).toMatch(/^\/api\/articles\?cursor=/);
  });

  it("carries only who asks and the site's public address for an unknown article, an account page or a staff page", async () => {
    for (const url of ['/article/999999', '/article/abc', '/admin/users', '/login']) {
      const html = (await call(t.app, 'GET', url)).body;
      expect(JSON.parse(firstDataText(html)!), url).toEqual({ user: null, origin: t.app.config.publicOrigin });
    }
  });

  it("carries a signed-in reader's own account, as /api/auth/user answers them, in a page no shared cache may keep", async () => {
    const reader = await t.signUp({ email: 'reader-page@example.test', firstName: 'Rae' });
    const visitorPage = await call(t.app, 'GET', `/article/${articleId}`);
    expect(visitorPage.headers['cache-control']).toBe('no-cache');
    for (const url of [`/article/${articleId}`, '/', '/admin/users']) {
      const page = await call(t.app, 'GET', url, { cookie: reader.cookie });
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
      const me = (await call(t.app, 'GET', '/api/auth/user', { cookie: reader.cookie })).json();
      expect(JSON.parse(firstDataText(page.body)!).user, url).toEqual(me);
    }
  });

  it("preloads the article route's chunks that the entry does not already load, and keeps the manifest private", async () => {
    const html = (await call(t.app, 'GET', `/article/${articleId}`)).body;
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/assets/article-route-2.js', '/assets/article-page-3.js']);
    expect((await call(t.app, 'GET', '/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('names route modules that exist in the client', () => {
    expect(readFileSync(path.resolve('src/client', ARTICLE_ROUTE_MODULE), 'utf8')).toContain('export function ArticleRoute');
    for (const module of ROUTE_MODULES) expect(existsSync(path.resolve('src/client', module)), module).toBe(true);
  });
});

// A stand-in for the build's renderer (dist/prerender/prerender.js): it shows what it was given. The real one
// is held to the browser's render by src/client/prerender.test.tsx.
const RENDERER = `export const renderFirstScreen = async (url, data) => {
  if (data.article?.title === 'Cannot draw') throw new Error('no');
  const what = data.article ? 'article ' + data.article.title : data.articles ? 'feed of ' + data.articles.items.length : 'page';
  return '<main data-url="' + url + '" data-user="' + (data.user?.email ?? 'visitor') + '">' + what + ' $&</main>';
};`;

describe('the first screen drawn on the server', () => {
  let drawn: TestApp;
  let rendererDir: string;
  beforeAll(async () => {
    rendererDir = mkdtempSync(path.join(os.tmpdir(), 'civic-prerender-'));
    writeFileSync(path.join(rendererDir, 'prerender.js'), RENDERER);
    drawn = await createTestApp({ clientDir, prerenderFile: path.join(rendererDir, 'prerender.js'), database: t.database });
  });
  afterAll(async () => {
    await drawn.app.close();
    rmSync(rendererDir, { recursive: true, force: true });
  });

  const starter = (html: string) =>
    /<script src="\/start-after-paint\.js" data-entry="([^"]*)" data-preload="([^"]*)" defer><\/script>/.exec(html);

  it('draws an article into the root from the data the page carries, and starts the modules after that paint', async () => {
    const html = (await call(drawn.app, 'GET', `/article/${articleId}`)).body;
    const data = JSON.parse(firstDataText(html)!);
    expect(html).toContain(
      `<div id="root"><main data-url="/article/${articleId}" data-user="visitor">article ${data.article.title} $&</main></div>`,
    );
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(starter(html)?.slice(1)).toEqual(['/assets/app-abc123.js', '/assets/article-route-2.js /assets/article-page-3.js']);
  });

  it('draws the feed at / for whoever asks, and leaves the account and staff pages and an unknown article to the browser', async () => {
    const reader = await t.signUp({ email: 'drawn-reader@example.test' });
    expect((await call(drawn.app, 'GET', '/', { cookie: reader.cookie })).body).toMatch(
      /<div id="root"><main data-url="\/" data-user="drawn-reader@example.test">feed of \d+ \$&<\/main><\/div>/,
    );
    for (const url of ['/login', '/admin/users', '/article/999999']) {
      const html = (await call(drawn.app, 'GET', url)).body;
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('<script type="module" src="/assets/app-abc123.js"></script>');
      expect(starter(html), url).toBeNull();
    }
  });

  it("says in a drawn page's data when it drew it, the instant the browser's hydration counts the page's times from", async () => {
    const before = Date.now();
    const html = (await call(drawn.app, 'GET', `/article/${articleId}`)).body;
    const renderedAt = Date.parse(JSON.parse(firstDataText(html)!).renderedAt);
    expect(renderedAt).toBeGreaterThanOrEqual(before);
    expect(renderedAt).toBeLessThanOrEqual(Date.now());
    // A page the browser draws alone counts from its own clock.
    expect(JSON.parse(firstDataText((await call(drawn.app, 'GET', '/login')).body)!)).not.toHaveProperty('renderedAt');
  });

  it('sends the page for the browser to draw when the renderer fails', async () => {
    const failing = await createArticle(t.db, {
      title: 'Cannot draw',
      excerpt: 'x',
      content: '<p>x</p>',
      category: 'Economy',
      readTime: 1,
      userId,
      authorName: 'Ann',
    });
    const response = await call(drawn.app, 'GET', `/article/${failing.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(JSON.parse(firstDataText(response.body)!).article.title).toBe('Cannot draw');
    expect(starter(response.body)).toBeNull();
  });
});

describe('static files and fallback', () => {
  it('serves built assets with a long cache, compressed', async () => {
    const response = await call(t.app, 'GET', '/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's brotli copy of an asset as it is", async () => {
    const response = await call(t.app, 'GET', '/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
  });

  it('answers client routes with index.html', async () => {
    for (const url of ['/admin/users', '/admin/audit', '/login?returnTo=%2F', '/logout']) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers a missing file and unknown API paths with 404 JSON', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/api/unknown', '/api']) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^Not found/);
    }
  });
});

describe('before the client is built', () => {
  it('serves a plain placeholder page at /', async () => {
    const bare = await createTestApp({ database: t.database });
    const response = await call(bare.app, 'GET', '/');
    await bare.close(false);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('The server is running');
    expect(response.body).toContain('<title>Civic Ledger</title>');
  });
});
