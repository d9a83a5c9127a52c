// The data a page's HTML carries seeds the query cache, so the first render shows the article or the feed
// without asking the API for them (docs/decisions/0143-first-paint.md).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '../../shared/api/first-data.ts';
import { scriptJson } from '../../server/lib/script-json.ts';
import { ArticleFeed } from '../features/articles/article-feed.tsx';
import { ArticlePage } from '../features/articles/article-page.tsx';
import { makeArticle } from '../test/fixtures.ts';
import { json, mockApi, renderApp } from '../test/render.tsx';
import { readFirstData, seedFirstData } from './first-data.ts';
import { createQueryClient } from './query-client.ts';

/** Puts the data in the page as the server writes it, and answers the client that read it. */
function pageWith(data: unknown) {
  document.head.innerHTML = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
  const client = createQueryClient();
  const read = readFirstData(document);
  if (read) seedFirstData(client, read);
  return { client, read };
}

const apiCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/articles'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('first data', () => {
  it('renders the article on the first render, with no request for it', () => {
    const article = makeArticle({ id: 3, title: 'Budget </script><script>alert(1)</script>', content: '<p>Body & more</p>' });
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401) });
    const { client } = pageWith({ article } satisfies FirstData);
    renderApp(<ArticlePage id={3} renderDiscussion={() => null} />, { client });
    expect(screen.getByRole('heading', { level: 1, name: 'Budget </script><script>alert(1)</script>' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading article')).not.toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it("renders the feed's first page at once and asks for the next one at the address it came with", async () => {
    const first = [makeArticle({ id: 9, title: 'Featured story' }), makeArticle({ id: 8, title: 'Older story' })];
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401), '/api/articles': [makeArticle({ id: 7, title: 'Oldest story' })] });
    const { client } = pageWith({ articles: { items: first, next: '/api/articles?cursor=abc' } } satisfies FirstData);
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
    const { client, read } = pageWith({ article: { id: 3, title: 'No other fields' } });
    expect(read).toBeUndefined();
    renderApp(<ArticlePage id={3} renderDiscussion={() => null} />, { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fetched' })).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual(['/api/articles/3']);
  });

  it('reads nothing from a page without data', () => {
    expect(readFirstData(document)).toBeUndefined();
  });
});
