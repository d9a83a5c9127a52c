import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp, staffUser, writes } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';
import { safeReturnTo } from './return-to.ts';

describe('/login', () => {
  it('returnTo accepts same-origin paths only', () => {
    expect(safeReturnTo('?returnTo=%2Farticle%2F4')).toBe('/article/4');
    expect(safeReturnTo('?returnTo=%2F%2Fevil.example')).toBe('/');
    expect(safeReturnTo('?returnTo=https%3A%2F%2Fevil.example')).toBe('/');
    expect(safeReturnTo('')).toBe('/');
  });

  it('validates, shows the server message, and on success goes back to returnTo', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/login', search: '?returnTo=%2Fusers%2Fme' });
    let attempts = 0;
    const fetchMock = mockApi({
      'POST /api/auth/login': () => (++attempts === 1 ? json({ message: 'Incorrect email or password' }, 401) : json(staffUser)),
    });
    renderApp(<LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'editor@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/users/me'));
    expect(writes(fetchMock)[0]).toEqual(['POST /api/auth/login', { email: 'editor@example.org', password: 'wrong' }]);
  });

  it('sign-up asks for at least 8 characters', async () => {
    mockApi({});
    renderApp(<LoginPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'new@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });
});
