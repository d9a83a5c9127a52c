import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, readerUser, renderApp, writes } from '../../../../tests/support/client/render.tsx';
import { mailSentAnswer, messageAnswer } from '../../../shared/schemas/users.ts';
import { AccountSecurity } from './account-security.tsx';

const owner = { ...readerUser, emailVerified: true };

describe('Account security: password', () => {
  it('changes the password: the current one is checked, a weak new one is refused under its field, success clears the form', async () => {
    const answers = [
      json({ message: 'Your current password is not correct.', field: 'currentPassword' }, 400),
      json({ message: 'This password is too easy to guess. Try a longer phrase of unrelated words.', field: 'password' }, 400),
      json(messageAnswer.parse({ message: 'Password changed. Your other sessions were signed out.' })),
    ];
    const fetchMock = mockApi({ '/api/auth/sessions': [], 'POST /api/auth/password': () => answers.shift()! });
    renderApp(<AccountSecurity owner={owner} />);
    const current = screen.getByLabelText('Current Password');
    const fresh = screen.getByLabelText('New Password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();

    await userEvent.type(current, 'wrong one');
    await userEvent.type(fresh, 'password12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    await waitFor(() => expect(current).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(/too easy to guess/)).toBeInTheDocument();
    expect(fresh).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(fresh);
    await userEvent.type(fresh, 'marble kettle orbit thistle');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeInTheDocument();
    expect(current).toHaveValue('');
    expect(fresh).toHaveValue('');
    expect(writes(fetchMock).at(-1)).toEqual([
      'POST /api/auth/password',
      { currentPassword: 'wrong one', newPassword: 'marble kettle orbit thistle' },
    ]);
  });
});

describe('Account security: email address', () => {
  it('asks an unverified owner to confirm the address and sends the link again', async () => {
    const fetchMock = mockApi({
      '/api/auth/sessions': [],
      'POST /api/auth/verify-email/resend': json(
        mailSentAnswer.parse({ message: 'Check your email: we sent a new link to confirm your address.' }),
        202,
      ),
    });
    renderApp(<AccountSecurity owner={{ ...owner, emailVerified: false }} />);
    expect(screen.getByText('Confirm your email address')).toBeInTheDocument();
    expect(screen.getByText('reader@example.org')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Check your email: we sent a new link to confirm your address.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([['POST /api/auth/verify-email/resend', undefined]]);
  });

  it('says nothing about the address once it is confirmed', () => {
    mockApi({ '/api/auth/sessions': [] });
    renderApp(<AccountSecurity owner={owner} />);
    expect(screen.queryByText('Confirm your email address')).not.toBeInTheDocument();
  });
});
