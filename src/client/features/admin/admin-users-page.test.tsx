import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, readerUser, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { adminUserList } from '../../../shared/schemas/users.ts';
import { AdminUsersPage } from './admin-users-page.tsx';

const createdAt = new Date('2025-01-01T00:00:00.000Z');
const solo = {
  id: '33333333-3333-4333-8333-333333333333',
  email: 'solo@example.org',
  firstName: 'Solo',
  lastName: null,
  profileImageUrl: null,
  isStaff: 0 as const,
  emailVerified: true,
  createdAt,
};
const newcomer = { ...solo, id: '44444444-4444-4444-8444-444444444444', email: 'new@example.org', firstName: null, emailVerified: false };
// Wire answers made by the shared schema, so they are exactly what the server may send.
const others = adminUserList.encode([{ ...staffUser, isStaff: 1, emailVerified: true, createdAt }, solo]);

describe('User Management', () => {
  it('rows with Staff and You badges; own row disabled; Make Staff sends 1 and toasts', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/admin/users': others,
      [`PATCH /api/admin/users/${solo.id}/staff`]: json(adminUserList.encode([{ ...solo, isStaff: 1 }])[0]),
    });
    renderApp(<AdminUsersPage />);
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Staff')).toBeInTheDocument();
    await waitFor(() => expect(within(rows[0]!).getByText('You')).toBeInTheDocument());
    expect(within(rows[0]!).getByRole('button', { name: 'Remove Staff' })).toBeDisabled();
    // First name only: the row shows the email instead.
    expect(within(rows[1]!).getByText('solo@example.org', { selector: 'span' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Unverified')).not.toBeInTheDocument();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Make Staff' }));
    expect(await screen.findByText('User staff status updated')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([[`PATCH /api/admin/users/${solo.id}/staff`, { isStaff: 1 }]]);
  });

  it("an unverified account is marked, and its 'Make Staff' is disabled with the reason", async () => {
    mockApi({ '/api/auth/user': staffUser, '/api/admin/users': adminUserList.encode([newcomer]) });
    renderApp(<AdminUsersPage />);
    const [row] = await screen.findAllByRole('listitem');
    expect(within(row!).getByText('Unverified')).toBeInTheDocument();
    const button = within(row!).getByRole('button', { name: 'Make Staff' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Email not verified yet');
    expect(button).toHaveAttribute('title', 'Email not verified yet');
  });

  it("links to the 'Audit log'", async () => {
    mockApi({ '/api/auth/user': staffUser, '/api/admin/users': others });
    renderApp(<AdminUsersPage />);
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
  });

  it("an empty list reads 'No users found'", async () => {
    mockApi({ '/api/auth/user': staffUser, '/api/admin/users': [] });
    renderApp(<AdminUsersPage />);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it("a failed change says 'Failed to update staff status' and the server's reason", async () => {
    mockApi({
      '/api/auth/user': staffUser,
      '/api/admin/users': others,
      [`PATCH /api/admin/users/${solo.id}/staff`]: json(
        { message: 'This user must verify their email address before becoming staff' },
        409,
      ),
    });
    renderApp(<AdminUsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make Staff' }));
    expect(await screen.findByText('Failed to update staff status')).toBeInTheDocument();
    expect(screen.getByText('This user must verify their email address before becoming staff')).toBeInTheDocument();
  });

  it("a reader who opens the page sees the server's refusal in words, not its raw JSON", async () => {
    mockApi({ '/api/auth/user': readerUser, '/api/admin/users': json({ message: 'Forbidden: staff only' }, 403) });
    renderApp(<AdminUsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Forbidden: staff only$/);
    expect(screen.queryByText(/\{"message"/)).not.toBeInTheDocument();
  });

  it('an answer that breaks the contract is an error, not a half-drawn list', async () => {
    const { emailVerified: _dropped, ...withoutFlag } = others[1]!;
    mockApi({ '/api/auth/user': staffUser, '/api/admin/users': [withoutFlag] });
    renderApp(<AdminUsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected response from /api/admin/users');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
