// The data a page's HTML carries seeds the query cache, so the first render shows the article or the feed
// without asking the API for them (docs/decisions/0143-first-paint.md).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeArticle, makeOfficial } from '../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp } from '../../../tests/support/client/render.tsx';
import { scriptJson } from '../../server/ssr/script-json.ts';
import type { FirstData } from '../../shared/api/first-data.ts';
import { FIRST_DATA_ELEMENT_ID } from '../../shared/api/first-lists.ts';
import { preloadRoute } from '../app/router.tsx';
import { ArticleFeed } from '../features/articles/article-feed.tsx';
import { ArticlePage } from '../features/articles/article-page.tsx';
import { OfficialsTab } from '../features/officials/officials-tab.tsx';
import { AUTH_USER_KEY } from './auth.ts';
import { readFirstData, seedFirstData } from './first-data.ts';
import { createQueryClient } from './query-client.ts';

/**
 * Puts the data in the page as the server writes it, and answers the client that read it as main.tsx
 * does: the common part at once, the page kind's part by the code of the page at `pathname`.
 */
async function pageWith(data: unknown, pathname = '/') {
  document.head.innerHTML = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
  const client = createQueryClient();
  const read = readFirstData(document);
  if (read) seedFirstData(client, read);
  const seedPage = await preloadRoute(pathname);
  if (read) seedPage?.(client, read);
  return { client, read };
}

const visitor = { user: null } satisfies FirstData;

const apiCalls = (fetchMock: ReturnType<typeof mockApi>, prefix = '/api/articles') =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(prefix));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('first data', () => {
  it('renders the article on the first render, with no request for it', async () => {
    const article = makeArticle({ id: 3, title: 'Budget </script><script>alert(1)</script>', content: '<p>Body & more</p>' });
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401) });
    const { client } = await pageWith({ article } satisfies FirstData, '/article/3');
    renderApp(<ArticlePage id={3} renderDiscussion={() => null} />, { client });
    expect(screen.getByRole('heading', { level: 1, name: 'Budget </script><script>alert(1)</script>' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading article')).not.toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it("renders the feed's first page at once and asks for the next one at the address it came with", async () => {
    const first = [makeArticle({ id: 9, title: 'Featured story' }), makeArticle({ id: 8, title: 'Older story' })];
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401), '/api/articles': [makeArticle({ id: 7, title: 'Oldest story' })] });
    const { client } = await pageWith({ articles: { items: first, next: '/api/articles?cursor=abc' } } satisfies FirstData);
    renderApp(<ArticleFeed onOpen={() => undefined} />, { client });
    expect(screen.getByText('Featured story')).toBeInTheDocument();
    expect(screen.getByText('Older story')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Show more articles' }));
    expect(await screen.findByText('Oldest story')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual(['/api/articles?cursor=abc']);
  });

  it('ignores data that does not fit the schema, and the page fetches as usual', async () => {
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401), '/api/articles/3': makeArticle({ id: 3, title: 'Fetched' }) });
    const { client } = await pageWith({ article: { id: 3, title: 'No other fields' } }, '/article/3');
    renderApp(<ArticlePage id={3} renderDiscussion={() => null} />, { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fetched' })).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual(['/api/articles/3']);
  });

  it("seeds a tab's list from its own code, under the key the tab reads: the Officials tab asks for nothing", async () => {
    const senator = makeOfficial({ id: 1, name: 'Sen Inlined' });
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/officials/pages': [makeOfficial({ id: 2, name: 'Rep Fetched' })],
    });
    const { client } = await pageWith({ ...visitor, officials: { items: [senator], next: null } } satisfies FirstData, '/officials');
    renderApp(<OfficialsTab selectedId={null} onSelect={() => undefined} onOpenBill={() => undefined} />, { client });
    expect(screen.getByRole('heading', { name: 'Sen Inlined' })).toBeInTheDocument();
    expect(apiCalls(fetchMock, '/api/officials')).toEqual([]);
  });

  it("ignores a page kind's part that does not fit its schema (the screen fetches), and still seeds who asks", async () => {
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/officials/pages': [makeOfficial({ id: 2, name: 'Rep Fetched' })],
    });
    const { client } = await pageWith(
      { user: readerUser, officials: { items: [{ id: 1, name: 'No other fields' }], next: null } },
      '/officials',
    );
    expect(client.getQueryData(AUTH_USER_KEY)).toEqual(readerUser);
    renderApp(<OfficialsTab selectedId={null} onSelect={() => undefined} onOpenBill={() => undefined} />, { client });
    expect(await screen.findByRole('heading', { name: 'Rep Fetched' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No other fields' })).not.toBeInTheDocument();
    expect(apiCalls(fetchMock, '/api/officials')).toEqual(['/api/officials/pages?chamber=all&sort=highest']);
  });

  it('reads nothing from a page without data', () => {
    expect(readFirstData(document)).toBeUndefined();
  });
});
