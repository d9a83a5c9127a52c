import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeArticle } from '../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp, writes } from '../../../tests/support/client/render.tsx';
import { AppRoutes } from './router.tsx';
import { Shell } from './shell.tsx';
import { resetSplash, skipSplash } from './splash.tsx';

const sections = () => within(screen.getByRole('navigation', { name: 'Sections' }));

describe('main shell', () => {
  it('shows the splash for 2 seconds, then the four sections with News the current page', async () => {
    resetSplash();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ '/api/auth/user': json(null, 401), '/api/articles': [makeArticle()] });
    renderApp(<Shell route={{ tab: 'main', id: null }} />);
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1990));
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(20));
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(sections().getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(
      sections()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['News', '/'],
      ['Legislation', '/legislation'],
      ['Candidates', '/candidates'],
      ['Officials', '/officials'],
    ]);
  });

  it('returning to the main tab while logged in marks notifications read', async () => {
    skipSplash();
    const fetchMock = mockApi({
      '/api/auth/user': readerUser,
      '/api/articles': [],
      '/api/bills': [],
      '/api/bills/states': [],
      'POST /api/notifications/mark-read': json({ count: 0 }),
    });
    renderApp(<AppRoutes />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u === '/api/auth/user')).toBe(true));
    await userEvent.click(sections().getByRole('link', { name: 'Legislation' }));
    expect(await screen.findByRole('heading', { name: 'Legislative Tracker' })).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
    await userEvent.click(sections().getByRole('link', { name: 'News' }));
    await waitFor(() => expect(writes(fetchMock)).toEqual([['POST /api/notifications/mark-read', undefined]]));
  });

  it('a feed card is a link to /article/{id} (so reload and Back work), and Back to articles returns to the feed', async () => {
    skipSplash();
    vi.stubGlobal('scrollTo', () => {});
    mockApi({
      '/api/auth/user': json(null, 401),
      '/api/articles': [makeArticle({ id: 7, title: 'Lead story' }), makeArticle({ id: 8, title: 'Second story' })],
      '/api/articles/8': makeArticle({ id: 8, title: 'Second story' }),
      '/api/articles/8/comments': [],
    });
    const { location } = renderApp(<AppRoutes />);
    const card = await screen.findByRole('link', { name: /Second story/ });
    expect(card).toHaveAttribute('href', '/article/8');
    await userEvent.click(card);
    expect(await screen.findByRole('heading', { level: 1, name: 'Second story' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/article/8');
    expect(document.title).toBe('Second story — Civic Ledger');
    await userEvent.click(screen.getByRole('link', { name: 'Back to articles' }));
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/');
    expect(document.title).toBe('Civic Ledger');
  });

  it.each(['/article/not-a-number', '/article/0', '/article/3f2b8c1e-1111-4111-8111-111111111111'])(
    "%s reads 'Article Not Found' at once, asking the API nothing",
    async (path) => {
      const fetchMock = mockApi({ '/api/auth/user': json(null, 401) });
      renderApp(<AppRoutes />, { path });
      expect(await screen.findByText('Article Not Found')).toBeInTheDocument();
      expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to articles' })).toHaveAttribute('href', '/');
      expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/articles'))).toEqual([]);
      expect(document.title).toBe('Article Not Found — Civic Ledger');
    },
  );
});
