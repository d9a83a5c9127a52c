import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeArticle } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { ArticleFeed } from './article-feed.tsx';

describe('article feed', () => {
  it('shows 1 featured and 3 latest skeletons while loading', () => {
    mockApi({ '/api/articles': () => new Promise<Response>(() => {}) });
    renderApp(<ArticleFeed onOpen={() => {}} />);
    expect(screen.getAllByTestId('skeleton-featured')).toHaveLength(1);
    expect(screen.getAllByTestId('skeleton-latest')).toHaveLength(3);
  });

  it('puts the first article under FEATURED and the rest under LATEST ARTICLES; a click opens it', async () => {
    mockApi({
      '/api/articles': [
        makeArticle({ id: 7, title: 'Lead story' }),
        makeArticle({ id: 8, title: 'Second' }),
        makeArticle({ id: 9, title: 'Third' }),
      ],
    });
    const onOpen = vi.fn();
    renderApp(<ArticleFeed onOpen={onOpen} />);
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(within(featured).getByText('FEATURED')).toBeInTheDocument();
    expect(within(featured).getByRole('heading', { name: 'Lead story' })).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest articles' });
    expect(within(latest).getByText('LATEST ARTICLES')).toBeInTheDocument();
    expect(
      within(latest)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Second', 'Third']);
    const card = screen.getByRole('link', { name: /Second/ });
    expect(card).toHaveAttribute('href', '/article/8');
    await userEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith(8);
  });

  it('labels each card with its kind of work before its category', async () => {
    mockApi({
      '/api/articles': [
        makeArticle({ id: 7, title: 'Lead story', kind: 'explainer' }),
        makeArticle({ id: 8, title: 'Our view', kind: 'opinion' }),
        makeArticle({ id: 9, title: 'Wire' }),
      ],
    });
    renderApp(<ArticleFeed onOpen={() => {}} />);
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(within(featured).getByText('Explainer')).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest articles' });
    expect(
      within(latest)
        .getAllByText(/^(News|Analysis|Explainer|Opinion)$/)
        .map((label) => label.textContent),
    ).toEqual(['Opinion', 'News']);
  });

  it("shows the featured story's lead image first (eager, high priority, sized), and none on the latest cards", async () => {
    const image = { imageUrl: 'https://img.example.org/lead.jpg', imageAlt: 'Voters in line' };
    mockApi({
      '/api/articles': [
        makeArticle({ id: 7, title: 'Lead story', ...image }),
        makeArticle({ id: 8, title: 'Second', imageUrl: 'https://img.example.org/b.jpg', imageAlt: 'B' }),
      ],
    });
    renderApp(<ArticleFeed onOpen={() => {}} />);
    const featured = await screen.findByRole('region', { name: 'Featured' });
    const img = within(featured).getByRole('img', { name: 'Voters in line' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1600');
    expect(within(screen.getByRole('region', { name: 'Latest articles' })).queryByRole('img')).not.toBeInTheDocument();
  });

  it('loads the next page from the Link header with "Show more articles", and stops at the last page', async () => {
    const page = (articles: unknown[], next?: string) =>
      new Response(JSON.stringify(articles), {
        headers: { 'content-type': 'application/json', ...(next ? { link: `<${next}>; rel="next"` } : {}) },
      });
    const fetchMock = mockApi({
      '/api/articles': () =>
        page([makeArticle({ id: 9, title: 'Lead story' }), makeArticle({ id: 8, title: 'Second' })], '/api/articles?cursor=abc'),
      '/api/articles?cursor=abc': () => page([makeArticle({ id: 7, title: 'Older story' })]),
    });
    renderApp(<ArticleFeed onOpen={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more articles' }));
    expect(await screen.findByRole('heading', { name: 'Older story' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more articles' })).not.toBeInTheDocument();
    const articleCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/articles'));
    expect(articleCalls).toEqual(['/api/articles', '/api/articles?cursor=abc']);
  });

  it('says no articles are published yet and that staff can create them', async () => {
    mockApi({ '/api/articles': json([]) });
    renderApp(<ArticleFeed onOpen={() => {}} />);
    expect(await screen.findByText('No articles published yet')).toBeInTheDocument();
    expect(screen.getByText(/Staff members can create articles/)).toBeInTheDocument();
  });
});
