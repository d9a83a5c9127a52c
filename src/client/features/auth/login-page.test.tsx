import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { mailSentAnswer } from '../../../shared/schemas/users.ts';
import { LoginPage } from './login-page.tsx';
import { safeReturnTo } from './return-to.ts';

describe('/login', () => {
  it('returnTo accepts same-origin paths only', () => {
    expect(safeReturnTo('?returnTo=%2Farticle%2F3%3Fx%3D1%23c')).toBe('/article/3?x=1#c');
    expect(safeReturnTo(`?returnTo=${encodeURIComponent(`${window.location.origin}/users/me`)}`)).toBe('/users/me');
    // The reported attack: /api/login?returnTo=/%09/evil.example/phish forwarded to /login, where the
    // browser would have dropped the tab and gone to //evil.example/phish.
    expect(safeReturnTo('?returnTo=%2F%09%2Fevil.example%2Fphish')).toBe('/');
    for (const evil of ['//evil.example', '/\\evil.example', 'https://evil.example/x', 'javascript:alert(1)', '/.//evil.example']) {
      expect(safeReturnTo(`?returnTo=${encodeURIComponent(evil)}`)).toBe('/');
    }
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

  it('sign-up asks for at least 15 characters', async () => {
    mockApi({});
    renderApp(<LoginPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'new@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'fourteen chars');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 15 characters')).toBeInTheDocument();
  });

  it('sign-up shows a password the server finds too easy under the field, then "Check your email" with the local mailbox', async () => {
    let attempts = 0;
    const answer = mailSentAnswer.parse({
      message: 'We sent a message to that address: open the link in it to finish creating your account.',
      localMailbox: '/dev/mail',
    });
    mockApi({
      'POST /api/auth/register': () =>
        ++attempts === 1
          ? json({ message: 'This password is too easy to guess. Try a longer phrase of unrelated words.', field: 'password' }, 400)
          : json(answer, 202),
    });
    renderApp(<LoginPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'New@Example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'password12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText(/too easy to guess/)).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(password);
    await userEvent.type(password, 'marble kettle orbit thistle');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(answer.message)).toBeInTheDocument();
    expect(screen.getByText('new@example.org')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'open the local mailbox' })).toHaveAttribute('href', '/dev/mail');
  });

  it('links to the password reset page and explains a refused provider link', async () => {
    vi.stubGlobal('location', { ...window.location, pathname: '/login', search: '?notice=link-refused' });
    mockApi({});
    renderApp(<LoginPage />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('status')).toHaveTextContent(/has not been confirmed on both sides/);
  });
});
