import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, readerUser, renderApp, staffUser, writes } from '../../test/render.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';
import { adminRowName } from './admin-name.ts';

const createdAt = '2025-01-01T00:00:00.000Z';
const others = [
  { id: staffUser.id, email: staffUser.email, firstName: 'Ada', lastName: 'Editor', profileImageUrl: null, isStaff: 1 as const, createdAt },
  { id: '33333333-3333-4333-8333-333333333333', email: 'solo@example.org', firstName: 'Solo', lastName: null, profileImageUrl: null, isStaff: 0 as const, createdAt },
];

describe('User Management', () => {
  it('name or email when both names are not present', () => {
    expect(adminRowName({ firstName: 'Solo', lastName: null, email: 'solo@example.org' })).toBe('solo@example.org');
    expect(adminRowName({ firstName: 'A', lastName: 'B', email: 'x' })).toBe('A B');
  });

  it('rows with Staff and You badges; own row disabled; Make Staff sends 1 and toasts', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/admin/users': others,
      [`PATCH /api/admin/users/${others[1]!.id}/staff`]: json({ ok: true }),
    });
    renderApp(<AdminUsersPage />);
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Staff')).toBeInTheDocument();
    await waitFor(() => expect(within(rows[0]!).getByText('You')).toBeInTheDocument());
    expect(within(rows[0]!).getByRole('button', { name: 'Remove Staff' })).toBeDisabled();
    expect(within(rows[1]!).getByText('solo@example.org', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Make Staff' }));
    expect(await screen.findByText('User staff status updated')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([[`PATCH /api/admin/users/${others[1]!.id}/staff`, { isStaff: 1 }]]);
  });

  it("an empty list reads 'No users found'", async () => {
    mockApi({ '/api/auth/user': staffUser, '/api/admin/users': [] });
    renderApp(<AdminUsersPage />);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it("a failed change says 'Failed to update staff status'", async () => {
    mockApi({ '/api/auth/user': staffUser, '/api/admin/users': others, [`PATCH /api/admin/users/${others[1]!.id}/staff`]: json({ message: 'no' }, 500) });
    renderApp(<AdminUsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make Staff' }));
    expect(await screen.findByText('Failed to update staff status')).toBeInTheDocument();
  });

  it("a reader who opens the page sees the server's refusal in words, not its raw JSON", async () => {
    mockApi({ '/api/auth/user': readerUser, '/api/admin/users': json({ message: 'Forbidden: staff only' }, 403) });
    renderApp(<AdminUsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Forbidden: staff only$/);
    expect(screen.queryByText(/\{"message"/)).not.toBeInTheDocument();
  });
});
