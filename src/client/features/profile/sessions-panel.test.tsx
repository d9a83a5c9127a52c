import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, writes } from '../../../../tests/support/client/render.tsx';
import { type SessionView, sessionList, signOutOthersResult } from '../../../shared/schemas/sessions.ts';
import { SessionsPanel } from './sessions-panel.tsx';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

const thisDevice: SessionView = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  device: 'Chrome on Linux',
  ipAddress: '192.0.2.10',
  createdAt: ago(3 * DAY),
  lastSeenAt: ago(10_000),
  current: true,
};
const laptop: SessionView = {
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  device: 'Firefox on Windows',
  ipAddress: '203.0.113.7',
  createdAt: ago(2 * DAY),
  lastSeenAt: ago(2 * HOUR),
  current: false,
};
const phone: SessionView = {
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  device: 'Safari on iPhone',
  ipAddress: null,
  createdAt: ago(DAY + HOUR),
  lastSeenAt: ago(5 * HOUR),
  current: false,
};

/**
 * A fake sessions API over a mutable list, answering in the wire form the shared schemas encode.
 * `hold` keeps the sign-out-others answer back until the test releases it.
 */
function fakeSessionsApi(initial: SessionView[], { hold = false } = {}) {
  let rows = initial;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = mockApi({
    '/api/auth/sessions': () => json(sessionList.encode(rows)),
    ...Object.fromEntries(
      initial.map((s) => [
        `DELETE /api/auth/sessions/${s.id}`,
        () => {
          rows = rows.filter((r) => r.id !== s.id);
          return new Response(null, { status: 204 });
        },
      ]),
    ),
    'POST /api/auth/sessions/sign-out-others': async () => {
      if (hold) await held;
      const ended = rows.filter((r) => !r.current).length;
      rows = rows.filter((r) => r.current);
      return json(signOutOthersResult.encode({ ended }));
    },
  });
  return { fetchMock, release };
}

const rowOf = (device: string) => screen.getByText(device).closest('li')!;

describe('sessions panel', () => {
  it('lists every session with its device, address and times, the current one badged and without a Sign out', async () => {
    fakeSessionsApi([thisDevice, laptop, phone]);
    renderApp(<SessionsPanel />);
    expect(screen.getByRole('heading', { name: 'Sessions' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading sessions')).toBeInTheDocument();

    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    const current = within(rowOf('Chrome on Linux'));
    expect(current.getByText('This device')).toBeInTheDocument();
    expect(current.getByText('192.0.2.10')).toBeInTheDocument();
    expect(current.getByText('Signed in 3 days ago')).toBeInTheDocument();
    expect(current.getByText('Last active just now')).toBeInTheDocument();
    expect(current.queryByRole('button')).not.toBeInTheDocument();

    const other = within(rowOf('Firefox on Windows'));
    expect(other.queryByText('This device')).not.toBeInTheDocument();
    expect(other.getByText('203.0.113.7')).toBeInTheDocument();
    expect(other.getByText('Signed in 2 days ago')).toBeInTheDocument();
    expect(other.getByText('Last active 2 hours ago')).toBeInTheDocument();
    expect(within(rowOf('Safari on iPhone')).getByText('Unknown address')).toBeInTheDocument();

    expect(screen.getAllByText('This device')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign out Firefox on Windows' })).toHaveAccessibleDescription(
      '203.0.113.7 Signed in 2 days ago Last active 2 hours ago',
    );
    expect(screen.getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Sign out Chrome on Linux' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  });

  it("signs out one device: 'Signed out', and the list no longer shows it", async () => {
    const { fetchMock } = fakeSessionsApi([thisDevice, laptop, phone]);
    renderApp(<SessionsPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' }));
    expect(await screen.findByText('That session has been signed out.')).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).not.toBeInTheDocument());
    expect(screen.getByText('Safari on iPhone')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([[`DELETE /api/auth/sessions/${laptop.id}`, undefined]]);
  });

  it("signs out everywhere else: 'Signing out...' while it works, then only this device, and nothing left to sign out", async () => {
    const { fetchMock, release } = fakeSessionsApi([thisDevice, laptop, phone], { hold: true });
    renderApp(<SessionsPanel />);
    await screen.findByText('Safari on iPhone');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByRole('button', { name: 'Signing out...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Your other sessions have been signed out.')).toBeInTheDocument();
    expect(screen.getByText('Signed out everywhere else')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(screen.queryByText('Firefox on Windows')).not.toBeInTheDocument();
    expect(screen.getByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(writes(fetchMock)).toEqual([['POST /api/auth/sessions/sign-out-others', undefined]]);
  });

  it("'Sign out everywhere else' is disabled when this is the only session", async () => {
    fakeSessionsApi([thisDevice]);
    renderApp(<SessionsPanel />);
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it("a failed sign-out says 'Failed to sign out the session' and keeps the row", async () => {
    mockApi({
      '/api/auth/sessions': sessionList.encode([thisDevice, laptop]),
      [`DELETE /api/auth/sessions/${laptop.id}`]: json({ message: 'Internal server error' }, 500),
    });
    renderApp(<SessionsPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' }));
    expect(await screen.findByText('Failed to sign out the session')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Firefox on Windows')).toBeInTheDocument();
  });

  it('says so when the list cannot be read, and reads it again on Try again', async () => {
    let fail = true;
    mockApi({
      '/api/auth/sessions': () => (fail ? json({ message: 'Internal server error' }, 500) : json(sessionList.encode([thisDevice]))),
    });
    renderApp(<SessionsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your sessions.');
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
  });

  it('treats an answer that does not fit the schema as an error rather than showing it', async () => {
    mockApi({ '/api/auth/sessions': [{ ...sessionList.encode([laptop])[0], id: 'not-a-uuid', sid: 'secret' }] });
    renderApp(<SessionsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your sessions.');
    expect(screen.queryByText('Firefox on Windows')).not.toBeInTheDocument();
  });

  it("'No active sessions' for an empty list", async () => {
    mockApi({ '/api/auth/sessions': [] });
    renderApp(<SessionsPanel />);
    expect(await screen.findByText('No active sessions')).toBeInTheDocument();
  });
});
