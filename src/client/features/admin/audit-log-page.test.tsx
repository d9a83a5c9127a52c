import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { json, mockApi, readerUser, renderApp, staffUser } from '../../../../tests/support/client/render.tsx';
import { type auditEvent, auditEventList } from '../../../shared/schemas/audit.ts';
import { AuditLogPage } from './audit-log-page.tsx';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
const person = (user: { id: string; firstName: string; lastName: string }) => ({ id: user.id, name: `${user.firstName} ${user.lastName}` });

function event(over: Partial<z.output<typeof auditEvent>>): z.output<typeof auditEvent> {
  return {
    id: 1,
    kind: 'sign-in',
    createdAt: hoursAgo(1),
    actor: null,
    subject: null,
    email: null,
    ipAddress: null,
    userAgent: null,
    detail: {},
    ...over,
  };
}

/** A page as the server sends it: encoded by the shared schema, with a Link header when more follow. */
const page = (events: z.output<typeof auditEvent>[], next?: string) =>
  json(auditEventList.encode(events), 200, next ? { Link: `<${next}>; rel="next"` } : {});

const granted = event({
  id: 3,
  kind: 'staff-granted',
  createdAt: hoursAgo(2),
  actor: person(staffUser),
  subject: person(readerUser),
  email: readerUser.email,
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  detail: { via: 'admin' },
});
const failed = event({
  id: 2,
  kind: 'sign-in-failed',
  createdAt: hoursAgo(3),
  email: 'who@example.org',
  ipAddress: '198.51.100.9',
  userAgent: 'curl/8.5.0',
  detail: { reason: 'wrong-password' },
});
const shell = event({
  id: 1,
  kind: 'staff-revoked',
  createdAt: hoursAgo(50),
  subject: person(readerUser),
  email: readerUser.email,
  detail: { via: 'shell' },
});

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('Audit log', () => {
  it('shows each event: when, what, who, subject, email, from where and details', async () => {
    mockApi({ '/api/auth/user': staffUser, '/api/admin/audit-events': page([granted, failed, shell]) });
    const { location } = renderApp(<AuditLogPage />, { path: '/admin/audit' });
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(await screen.findByText('Staff granted')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'When',
      'What',
      'Who',
      'Subject',
      'Email',
      'From where',
      'Details',
    ]);

    const grant = rowOf('Staff granted');
    expect(within(grant).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(grant).getByRole('link', { name: 'Ada Editor' })).toHaveAttribute('href', `/users/${staffUser.id}`);
    expect(within(grant).getByRole('link', { name: 'Rey Reader' })).toHaveAttribute('href', `/users/${readerUser.id}`);
    expect(within(grant).getByText('reader@example.org')).toBeInTheDocument();
    expect(within(grant).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(grant).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(grant).getByText('admin')).toBeInTheDocument();
    expect(within(grant).queryByRole('img', { name: 'Warning' })).not.toBeInTheDocument();

    const failure = rowOf('Failed sign-in');
    expect(within(failure).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    expect(within(failure).getByText('Visitor')).toBeInTheDocument();
    expect(within(failure).getByText('curl')).toBeInTheDocument();
    expect(within(failure).getByText('wrong-password')).toBeInTheDocument();

    const revoked = rowOf('Staff revoked');
    expect(within(revoked).getByText('Operator (shell)')).toBeInTheDocument();
    expect(within(revoked).getByText('2 days ago')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'User Management' }));
    expect(location.history.at(-1)).toBe('/admin/users');
  });

  it("'Load more' follows the Link header to the next page, until there is none", async () => {
    const next = '/api/admin/audit-events?limit=2&cursor=abc';
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/admin/audit-events': page([granted, failed], next),
      [next]: page([shell]),
    });
    renderApp(<AuditLogPage />);
    expect(await screen.findByText('Failed sign-in')).toBeInTheDocument();
    expect(screen.queryByText('Staff revoked')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Staff revoked')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(next);
  });

  it('filters by kind', async () => {
    mockApi({
      '/api/auth/user': staffUser,
      '/api/admin/audit-events': page([granted, failed, shell]),
      '/api/admin/audit-events?kind=sign-in-failed': page([failed]),
    });
    renderApp(<AuditLogPage />);
    expect(await screen.findByText('Staff granted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Show events' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed sign-in' }));
    expect(await screen.findByRole('cell', { name: /Failed sign-in/ })).toBeInTheDocument();
    expect(screen.queryByText('Staff granted')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it("says 'No security events yet' when there are none", async () => {
    mockApi({ '/api/auth/user': staffUser, '/api/admin/audit-events': page([]) });
    renderApp(<AuditLogPage />);
    expect(screen.getByLabelText('Loading security events')).toBeInTheDocument();
    expect(await screen.findByText('No security events yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's refusal to a reader", async () => {
    mockApi({ '/api/auth/user': readerUser, '/api/admin/audit-events': json({ message: 'Forbidden: staff only' }, 403) });
    renderApp(<AuditLogPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Forbidden: staff only$/);
  });
});
