import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp, writes } from '../../../../tests/support/client/render.tsx';
import { LogoutPage } from './logout-page.tsx';

describe('/logout', () => {
  it('asks first, then signs out with a POST and goes home', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockApi({ 'POST /api/auth/logout': json({ message: 'Signed out' }) });
    renderApp(<LogoutPage />, { path: '/logout' });
    expect(screen.getByRole('heading', { name: 'Log out of Civic Ledger?' })).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(writes(fetchMock)).toEqual([['POST /api/auth/logout', undefined]]);
  });

  it('Cancel goes home without signing out', async () => {
    const fetchMock = mockApi({});
    const { location } = renderApp(<LogoutPage />, { path: '/logout' });
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(location.history).toEqual(['/logout', '/']);
    expect(writes(fetchMock)).toEqual([]);
  });

  it('shows the server message when sign-out fails', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockApi({ 'POST /api/auth/logout': json({ message: 'Forbidden: cross-origin request' }, 403) });
    renderApp(<LogoutPage />, { path: '/logout' });
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden: cross-origin request');
    expect(assign).not.toHaveBeenCalled();
  });
});
