import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, readerUser, renderApp, staffUser } from '../../../tests/support/client/render.tsx';
import { LOGIN_REDIRECT_DELAY_MS } from '../../shared/constants.ts';
import { Header } from './header.tsx';

// The publish test types into many fields; a parallel full run needs more than the default 5 s.
describe('header and menu', { timeout: 20_000 }, () => {
  it('visitor: no badge, Search and Dark Mode, a Log In link, no staff entries', async () => {
    const fetchMock = mockApi({ '/api/auth/user': json({ message: 'Unauthorized' }, 401) });
    renderApp(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Dark Mode' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('menuitem', { name: 'User Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Drafts' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    // The notification count is never asked for while signed out.
    expect(fetchMock.mock.calls.map(([u]) => String(u))).not.toContain('/api/notifications/count');
  });

  it('staff: badge above 0, New Article and User Management, the user block with View Profile and Logout', async () => {
    mockApi({ '/api/auth/user': staffUser, '/api/notifications/count': { count: 3 } });
    const { location } = renderApp(<Header />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: 'Menu, 3 unread notifications' }));
    expect(await screen.findByRole('menuitem', { name: 'New Article' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Drafts' })).toBeInTheDocument();
    expect(screen.getByText('Ada Editor')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    // The audit log is reached from the menu like the other staff pages.
    await userEvent.click(screen.getByRole('menuitem', { name: 'Audit log' }));
    expect(location.history.at(-1)).toBe('/admin/audit');
  });

  it('signed-in reader: a zero count shows no badge and no staff entries', async () => {
    mockApi({ '/api/auth/user': readerUser, '/api/notifications/count': { count: 0 } });
    renderApp(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('menuitem', { name: 'View Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'New Article' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it("signed-in reader: sees the New Article action (decision 0044); a refused publish says only 'Failed to publish article'", async () => {
    // A controlled clock, so that the login redirect a lost session would schedule can be shown not to come.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/', search: '' });
    const fetchMock = mockApi({
      '/api/auth/user': readerUser,
      '/api/notifications/count': { count: 0 },
      'POST /api/articles': json({ message: 'Forbidden: staff only' }, 403),
    });
    renderApp(<Header />);
    // The count is only asked for once the reader is known to be signed in.
    await waitFor(() => expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/notifications/count'));
    await userEvent.click(screen.getByRole('button', { name: 'New Article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Article' });
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Headline');
    await userEvent.type(screen.getByLabelText('Excerpt'), 'Deck');
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Climate' }));
    await userEvent.type(screen.getByLabelText('Content'), 'Body');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Failed to publish article')).toBeInTheDocument();
    // Not mistaken for a lost session: no 'Unauthorized' toast and no trip to the login page.
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(screen.queryByText('Article published successfully')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS * 2));
    expect(assign).not.toHaveBeenCalled();
    // The header still works: the menu opens with the reader's entries.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // The article was never saved: Cancel asks before throwing it away.
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard this article?' })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('menuitem', { name: 'View Profile' })).toBeInTheDocument();
  });

  it('a signed-in reader who clicks New Article before the current user has loaded is not sent to log in', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/', search: '' });
    let answer: (r: Response) => void = () => {};
    mockApi({ '/api/auth/user': () => new Promise<Response>((resolve) => (answer = resolve)), '/api/notifications/count': { count: 0 } });
    renderApp(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'New Article' }));
    answer(json(readerUser));
    expect(await screen.findByRole('dialog', { name: 'Create New Article' })).toBeInTheDocument();
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('the theme toggle sets the class on <html> and remembers it under "theme"', async () => {
    mockApi({ '/api/auth/user': json(null, 401) });
    renderApp(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dark Mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Light Mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it("visitor creating an article: 'Login Required' then the login endpoint after 500 ms", async () => {
    mockApi({ '/api/auth/user': json(null, 401) });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/', search: '' });
    renderApp(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Article' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to create an article')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 1500 });
  });

  it('polls the notification count every 30 seconds while signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 0;
    mockApi({ '/api/auth/user': readerUser, '/api/notifications/count': () => json({ count: ++count }) });
    renderApp(<Header />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
    await act(async () => vi.advanceTimersByTime(1_500));
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
  });
});
