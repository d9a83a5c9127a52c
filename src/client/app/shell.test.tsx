import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeArticle } from '../test/fixtures.ts';
import { json, mockApi, readerUser, renderApp, writes } from '../test/render.tsx';
import { AppRoutes } from './router.tsx';
import { Shell } from './shell.tsx';
import { ShellArticle } from './shell-article.tsx';
import { initialShellFromUrl } from './shell-state.tsx';
import { resetSplash } from './splash.tsx';

describe('main shell', () => {
  it('shows the splash for 2 seconds, then the tabs with News active', async () => {
    resetSplash();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ '/api/auth/user': json(null, 401), '/api/articles': [makeArticle()] });
    renderApp(<Shell />);
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1990));
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(20));
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });

  it('returning to the main tab while logged in marks notifications read', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': readerUser,
      '/api/articles': [],
      '/api/bills': [],
      'POST /api/notifications/mark-read': json({ count: 0 }),
    });
    renderApp(<Shell />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u === '/api/auth/user')).toBe(true));
    await userEvent.click(screen.getByRole('tab', { name: 'Legislation' }));
    expect(await screen.findByRole('heading', { name: 'Legislative Tracker' })).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'News' }));
    await waitFor(() => expect(writes(fetchMock)).toEqual([['POST /api/notifications/mark-read', undefined]]));
  });

  it('a feed card opens /article/{id} (so reload and Back work), and Back to articles returns to the feed', async () => {
    vi.stubGlobal('scrollTo', () => {});
    mockApi({
      '/api/auth/user': json(null, 401),
      '/api/articles': [makeArticle({ id: 7, title: 'Lead story' }), makeArticle({ id: 8, title: 'Second story' })],
      '/api/articles/8': makeArticle({ id: 8, title: 'Second story' }),
      '/api/articles/8/comments': [],
    });
    const { location } = renderApp(<AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: /Second story/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Second story' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/article/8');
    await userEvent.click(screen.getByRole('button', { name: 'Back to articles' }));
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/');
  });

  it("an article selected in the shell that is not in the list says 'Article Not Found' and goes back to the feed", async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/articles': [makeArticle({ id: 7, title: 'Lead story' })] });
    const onBack = vi.fn();
    renderApp(<ShellArticle id={99} onBack={onBack} />);
    expect(await screen.findByText('Article Not Found')).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to articles' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('shared links to a bill, candidate or official reopen the same screen', () => {
    expect(initialShellFromUrl('?bill=4')).toEqual({ tab: 'legislation', selection: { articleId: null, billId: 4, candidateId: null, officialId: null } });
    expect(initialShellFromUrl('?candidate=2').tab).toBe('candidates');
    expect(initialShellFromUrl('?official=9').selection.officialId).toBe(9);
    expect(initialShellFromUrl('?bill=abc').tab).toBe('main');
  });
});
