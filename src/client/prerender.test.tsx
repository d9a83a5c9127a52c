// The server draws a page's first screen with renderFirstScreen and the browser hydrates it (main.tsx):
// the two must draw the same page, or React throws the server's work away (or, for an attribute, keeps a
// wrong one). Each case here draws a page as the server does, hydrates it as the browser does with React's
// development checks on, and requires no mismatch and the server's very elements kept.
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeArticle, makeBill, makeBillDetail, makeCandidate, makeOfficial } from '../../tests/support/client/fixtures.ts';
import { readerUser, staffUser } from '../../tests/support/client/render.tsx';
import { type FirstData, firstData } from '../shared/api/first-data.ts';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import { resetSplash } from './app/splash.tsx';
import { sanitizeArticlesWith, sanitizeInBrowser } from './features/articles/sanitize.ts';
import { seedFirstData } from './lib/first-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import { renderFirstScreen } from './prerender.tsx';

const article = makeArticle({
  id: 7,
  title: 'Transit bill clears the Senate',
  content: '<p>The vote was <strong>61–38</strong>.</p>\n<p>See <a href="https://www.senate.gov/" target="_blank">the roll call</a>.</p>',
  imageUrl: 'https://img.example.test/bus.jpg',
  imageAlt: 'A bus at dawn',
  updatedAt: '2025-01-06T09:00:00.000Z',
  corrections: [{ note: 'The tally was 61–38, not 60–39.', createdAt: '2025-01-06T09:00:00.000Z' }],
});
const feed = {
  items: [makeArticle({ id: 1 }), makeArticle({ id: 2, title: 'Second story' }), makeArticle({ id: 3, title: 'Third story' })],
  next: '/api/articles?cursor=abc',
};

/** An IntersectionObserver whose targets never come near the viewport, as below a phone's first screen. */
class FarViewport {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let root: Root | undefined;
afterEach(() => {
  vi.useRealTimers();
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/**
 * Draws `url` as the server does, then hydrates it as the browser does; what React said about it, and the
 * page. `hydrateAt`: the browser's clock when it hydrates, later than the server's when it drew.
 */
async function drawThenHydrate(url: string, data: FirstData, { hydrateAt }: { hydrateAt?: Date } = {}) {
  // The data as the server writes it: it must pass the shared schema, and both sides get it in wire form.
  firstData.parse(data);
  window.history.replaceState(null, '', url);
  resetSplash();
  const markup = await renderFirstScreen(url, data);

  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = markup;
  document.body.append(container);
  const drawn = [...container.querySelectorAll('h1, h3, p, a, button')];
  if (hydrateAt) vi.setSystemTime(hydrateAt);

  // From here on, the browser: its own sanitizer, its own cache, the route's code loaded first, and a
  // viewport the parts below the fold (the comments, a receipt) are not near yet.
  vi.stubGlobal('IntersectionObserver', FarViewport);
  sanitizeArticlesWith(sanitizeInBrowser);
  const client = createQueryClient();
  seedFirstData(client, data);
  const seedPage = await preloadRoute(new URL(url, 'http://localhost').pathname);
  seedPage?.(client, data);
  const consoleError = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <App client={client} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  const complaints = consoleError.mock.calls
    .map((call) => call.map(String).join(' '))
    // Only here do React's server and browser renderers share one process (and its contexts); it says so.
    .filter((text) => !text.includes('multiple renderers concurrently rendering the same context provider'));
  consoleError.mockRestore();
  return { container, drawn, markup, recoverable, complaints };
}

function expectHydratedInPlace({ container, drawn, markup, recoverable, complaints }: Awaited<ReturnType<typeof drawThenHydrate>>) {
  // Complete markup: no streaming instructions, which the Content-Security-Policy would refuse to run.
  expect(markup).not.toMatch(/<script|<template|<!--\$[?!]/);
  expect(recoverable).toEqual([]);
  expect(complaints).toEqual([]);
  // Hydration adopts the server's elements; a client render would have made new ones.
  expect(drawn.length).toBeGreaterThan(5);
  for (const element of drawn) expect(container.contains(element), element.outerHTML.slice(0, 80)).toBe(true);
}

describe('the server-drawn first screen, hydrated', () => {
  it('is the whole article for a visitor, its body sanitized alike on both sides', async () => {
    const result = await drawThenHydrate('/article/7', { article, user: null });
    expect(result.markup).toContain('Transit bill clears the Senate');
    expect(result.markup).toContain('<strong>61–38</strong>');
    expect(result.markup).toContain('The tally was 61–38, not 60–39.');
    expect(result.markup).not.toContain('Loading article');
    expectHydratedInPlace(result);
  });

  it('is the article for a signed-in reader and for staff, with their own header and tools', async () => {
    const reader = await drawThenHydrate('/article/7', { article, user: readerUser });
    expectHydratedInPlace(reader);
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';

    const staff = await drawThenHydrate('/article/7', { article, user: staffUser });
    expect(staff.markup).toMatch(/Edit/);
    expectHydratedInPlace(staff);
  });

  it("is the splash over the feed's first cards at /, on the visit's first page", async () => {
    const result = await drawThenHydrate('/', { articles: feed, user: null, splash: true });
    expect(result.markup).toContain('data-testid="splash"');
    expect(result.markup).toContain('Second story');
    expectHydratedInPlace(result);
  });

  it('is the feed without the splash on any later page of the visit (after signing in, too)', async () => {
    const result = await drawThenHydrate('/', { articles: feed, user: readerUser, splash: false });
    expect(result.markup).not.toContain('data-testid="splash"');
    expect(result.markup).toContain('Second story');
    expectHydratedInPlace(result);
    expect(document.querySelector('[data-testid="splash"]')).toBeNull();
  });
});

// Each page kind the server draws (docs/decisions/0221-every-page-drawn-by-the-server.md): drawn whole from
// the data it carries, with the sections as links, and hydrated in place.
describe('every page kind, drawn and hydrated', () => {
  const profile = { ...staffUser, createdAt: '2025-01-02T00:00:00.000Z', bio: 'Covers Congress.', articleCount: 0, commentCount: 0 };
  const record = (id: number, name: string) => ({
    id,
    name,
    party: 'Democratic',
    office: 'Senator',
    chamber: 'senate' as const,
    state: 'VT',
    district: null,
    score: 8,
    scoredVoteCount: 3,
    lean: 0.5,
    rollCalls: 10,
    missedVotes: 2,
  });
  const comparison = { officials: [record(1, 'Ada Adams'), record(2, 'Bo Brown')], bills: [] };

  it.each([
    ['a bill', '/bills/4', { bill: makeBillDetail({ id: 4, billNumber: 'H.R. 4', title: 'Clean Transit Act' }) }, 'Clean Transit Act'],
    ['an official', '/officials/9', { official: makeOfficial({ id: 9, name: 'Jane Senator' }) }, 'Jane Senator'],
    ['a candidate', '/candidates/2', { candidate: makeCandidate({ id: 2, name: 'Jane Hopeful' }) }, 'Jane Hopeful'],
    ['a profile', `/users/${staffUser.id}`, { profile }, 'Ada Editor'],
    ['a comparison', '/compare?officials=1,2', { comparison }, 'Bo Brown'],
    ['About the scores', '/about/scores', {}, 'About the scores'],
    ['the 404 page', '/no-such-page', {}, '404 Page Not Found'],
    ['an article id that cannot be one', '/article/not-a-number', {}, 'Article Not Found'],
  ] as const)('%s, at %s', async (_kind, url, data, shown) => {
    const result = await drawThenHydrate(url, { ...data, user: null });
    expect(result.markup).toContain(shown);
    expect(result.markup).not.toMatch(/aria-label="Loading (official|candidate|profile)"|Loading legislation/);
    expectHydratedInPlace(result);
  });

  it.each<[string, string, FirstData, string]>([
    [
      'Legislation',
      '/legislation',
      {
        bills: {
          items: [makeBill({ id: 4, title: 'Clean Transit Act' }), makeBill({ id: 5, title: 'Fair Rent Act' })],
          next: '/api/bills?cursor=x&level=federal&sort=newest',
        },
      },
      'Fair Rent Act',
    ],
    ['Candidates', '/candidates', { candidates: { items: [makeCandidate({ id: 2, name: 'Jane Hopeful' })], next: null } }, 'Jane Hopeful'],
    [
      'Officials',
      '/officials',
      {
        officials: {
          items: [makeOfficial({ id: 9, name: 'Jane Senator' })],
          next: '/api/officials/pages?chamber=all&cursor=x&sort=highest',
        },
      },
      'Jane Senator',
    ],
  ])("is the %s tab's own page with the tabs as links and the first page of its list", async (tab, url, data, shown) => {
    // Everything else the page asks for (the states, a reader's officials) stays under way: the list is drawn from the page's data alone.
    const requests: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Promise<Response>(() => {});
    });
    const result = await drawThenHydrate(url, { ...data, user: null });
    expect(result.markup).toContain(shown);
    expect(result.markup).not.toContain('aria-busy="true"');
    expect(result.markup).toContain(`<a aria-current="page" href="${url}"`);
    expect(result.markup).toMatch(new RegExp(`href="${url}"[^>]*>${tab}</a>`));
    expect(result.markup).toMatch(/<a[^>]*href="\/officials"[^>]*>Officials<\/a>/);
    expectHydratedInPlace(result);
    expect(
      requests.filter((r) => r.startsWith('/api/bills?') || r.startsWith('/api/candidates?') || r.startsWith('/api/officials/pages?')),
    ).toEqual([]);
  });

  it("is a profile with its articles tab's first page from the page data: no 'No articles yet' that the list then pushes down", async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Promise<Response>(() => {});
    });
    const posts = { items: [makeArticle({ id: 11, title: 'Inside the budget vote' })], next: `/api/users/${staffUser.id}/posts?cursor=x` };
    const result = await drawThenHydrate(`/users/${staffUser.id}`, {
      profile: { ...profile, articleCount: 2 },
      profilePosts: posts,
      user: null,
    });
    expect(result.markup).toContain('Inside the budget vote');
    expect(result.markup).not.toContain('No articles yet');
    expectHydratedInPlace(result);
    expect(requests.filter((r) => r.includes('/posts'))).toEqual([]);
  });

  it('is the masthead at /about, its parts drawn from the page data', async () => {
    const masthead = {
      publisher: '<p>Published by the <strong>Ledger Trust</strong>.</p>',
      funding: '<p>Reader donations.</p>',
      corrections: '<p>Corrected on the article.</p>',
      contact: '<p>news@example.test</p>',
      isDefault: false,
      defaultParts: [],
      updatedAt: '2025-01-06T09:00:00.000Z',
    };
    const result = await drawThenHydrate('/about', { masthead, user: null });
    expect(result.markup).toContain('<strong>Ledger Trust</strong>');
    expect(result.markup).toContain('Corrections policy');
    expect(result.markup).not.toContain('Loading the masthead');
    expectHydratedInPlace(result);
  });
});

// Wording counted from now ('Joined 9 minutes ago') changes while the page travels and its script starts:
// the server's words must still be the ones the browser hydrates (docs/decisions/0317-times-counted-from-the-drawing.md).
describe('times counted from now, when a minute turns between the drawing and the hydration', () => {
  it("hydrates a profile's 'Joined …' and its articles' times as the server wrote them, then says the browser's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const drawnAt = new Date('2026-11-29T10:00:59.000Z');
    vi.setSystemTime(drawnAt);
    const profile = { ...staffUser, createdAt: '2026-11-29T09:51:00.000Z', bio: 'Covers Congress.', articleCount: 1, commentCount: 0 };
    const posts = {
      items: [makeArticle({ id: 11, title: 'Inside the budget vote', publishedAt: '2026-11-29T09:58:00.000Z' })],
      next: null,
    };
    const data = { profile, profilePosts: posts, user: readerUser, renderedAt: drawnAt.toISOString() };

    const result = await drawThenHydrate(`/users/${staffUser.id}`, data, { hydrateAt: new Date('2026-11-29T10:01:01.000Z') });
    expect(result.markup).toContain('Joined 9 minutes ago');
    expect(result.markup).toContain('2 minutes ago');
    expectHydratedInPlace(result);
    // Straight after hydrating, React draws them again by the browser's clock.
    expect(result.container.textContent).toContain('Joined 10 minutes ago');
    expect(result.container.textContent).toContain('3 minutes ago');
  });
});
