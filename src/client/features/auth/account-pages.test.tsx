import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, readerUser, renderApp, writes } from '../../../../tests/support/client/render.tsx';
import { currentUser, mailSentAnswer } from '../../../shared/schemas/users.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const atUrl = (search: string) => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, search });
  return assign;
};
afterEach(() => vi.unstubAllGlobals());

describe('/verify-email', () => {
  it('confirms the address once from the page, then offers to continue signed in', async () => {
    const assign = atUrl('?token=abc.def');
    const fetchMock = mockApi({ 'POST /api/auth/verify-email': () => json(currentUser.parse({ ...readerUser, emailVerified: true })) });
    renderApp(<VerifyEmailPage />);
    expect(screen.getByText('Confirming your email address...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your email address is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in as Rey Reader.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([['POST /api/auth/verify-email', { token: 'abc.def' }]]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Civic Ledger' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('says why a spent or expired link failed', async () => {
    atUrl('?token=used.link');
    mockApi({ 'POST /api/auth/verify-email': () => json({ message: 'This link is invalid, was already used or has expired.' }, 400) });
    renderApp(<VerifyEmailPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid, was already used or has expired.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('/forgot-password', () => {
  it('validates the address, then shows the same "Check your email" whatever the server knows', async () => {
    atUrl('');
    const answer = mailSentAnswer.parse({ message: 'If an account uses that address, we sent it a link to choose a new password.' });
    const fetchMock = mockApi({ 'POST /api/auth/password-reset/request': () => json(answer, 202) });
    renderApp(<ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'Someone@Example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(answer.message)).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([['POST /api/auth/password-reset/request', { email: 'someone@example.org' }]]);
  });
});

describe('/reset-password', () => {
  it('keeps the form after a refused password, then signs in and goes home', async () => {
    const assign = atUrl('?token=reset.token');
    let attempts = 0;
    const fetchMock = mockApi({
      'POST /api/auth/password-reset': () =>
        ++attempts === 1
          ? json({ message: 'This password is too easy to guess. Try a longer phrase of unrelated words.', field: 'password' }, 400)
          : json(currentUser.parse({ ...readerUser, emailVerified: true })),
    });
    renderApp(<ResetPasswordPage />);
    const input = screen.getByLabelText('New Password');
    await userEvent.type(input, 'password12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(/too easy to guess/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'marble kettle orbit thistle');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(writes(fetchMock)[1]).toEqual([
      'POST /api/auth/password-reset',
      { token: 'reset.token', password: 'marble kettle orbit thistle' },
    ]);
  });

  it('explains a link without its token', () => {
    atUrl('');
    mockApi({});
    renderApp(<ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
