import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, mockApi, readerUser, renderApp, writes } from '../../../../tests/support/client/render.tsx';
import { listFollows } from '../../../shared/api/follows.ts';
import { type FollowEntry, followCheck, type InboxItem, inboxItem } from '../../../shared/schemas/follows.ts';
import { notificationCount } from '../../../shared/schemas/subscriptions.ts';
import { FollowButton } from '../../components/follow-button.tsx';
import { InboxPage } from './inbox-page.tsx';

const member = { kind: 'official', label: 'Jane Member', path: '/officials/7' } as const;
const bill = { kind: 'bill', label: 'H.R. 1', path: '/bills/3' } as const;
const item = (id: number, title: string, via: InboxItem['via'], unread: boolean): InboxItem => ({
  id,
  kind: 'roll_call',
  title,
  path: '/bills/3',
  createdAt: '2026-01-02T10:00:00.000Z',
  unread,
  via,
});
/** Answers as the server's contract shapes them. */
function inboxAnswer(items: InboxItem[], next?: string) {
  z.array(inboxItem).parse(items);
  return json(items, 200, next ? { Link: `</api/inbox?cursor=${next}&limit=30>; rel="next"` } : {});
}

describe('InboxPage', () => {
  it('lists the newest first under what is followed, marks unread, pages, and marks all read', async () => {
    let read = false;
    const fetchMock = mockApi({
      '/api/auth/user': readerUser,
      '/api/notifications/count': () => json(notificationCount.parse({ count: read ? 0 : 2 })),
      '/api/inbox': (_init: RequestInit | undefined, url: URL) =>
        url.searchParams.get('cursor') === '5'
          ? inboxAnswer([item(4, 'H.R. 1 is now Passed', bill, !read)])
          : inboxAnswer(
              [
                item(6, 'House vote — H.R. 1: On Passage: Passed', member, !read),
                item(5, 'House vote — H.R. 2: On Passage: Failed', member, false),
              ],
              '5',
            ),
      'POST /api/notifications/mark-read': () => {
        read = true;
        return json(notificationCount.parse({ count: 0 }));
      },
    });
    renderApp(<InboxPage />, { path: '/inbox' });
    const memberGroup = await screen.findByRole('region', { name: 'Jane Member' });
    expect(memberGroup).toHaveTextContent('Unread');
    expect(screen.getByRole('link', { name: 'House vote — H.R. 1: On Passage: Passed' })).toHaveAttribute('href', '/bills/3');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('region', { name: 'H.R. 1' })).toHaveTextContent('H.R. 1 is now Passed');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Jane Member' })).not.toHaveTextContent('Unread'));
    expect(writes(fetchMock)).toEqual([['POST /api/notifications/mark-read', undefined]]);
  });

  it('an empty inbox of a reader who follows things says what they follow and what each will bring', async () => {
    const followed = (kind: FollowEntry['kind'], target: string, label: string, path: string): FollowEntry => ({
      kind,
      target,
      label,
      path,
      createdAt: '2026-01-02T10:00:00.000Z',
    });
    const bills = [1, 2, 3, 4, 5, 6, 7].map((n) => followed('bill', String(n), `H.R. ${n}`, `/bills/${n}`));
    mockApi({
      '/api/auth/user': readerUser,
      '/api/notifications/count': json(notificationCount.parse({ count: 0 })),
      '/api/inbox': () => inboxAnswer([]),
      '/api/follows': () => json(listFollows.response.parse([followed('author', 'a1', 'Demo Editor', '/users/a1'), ...bills])),
    });
    renderApp(<InboxPage />, { path: '/inbox' });
    const list = await screen.findByRole('list', { name: 'What you follow and what will arrive' });
    expect(screen.getByText(/^Nothing has arrived yet\./)).toBeInTheDocument();
    // Kinds in a fixed order, each with its count, its names linked and what it brings.
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Bills (7)', 'Authors (1)']);
    const billsRow = within(list).getByRole('heading', { name: 'Bills (7)' }).closest('li')!;
    expect(within(billsRow).getByRole('link', { name: 'H.R. 1' })).toHaveAttribute('href', '/bills/1');
    expect(within(billsRow).getByText('Their new roll calls, changes of status and latest actions.')).toBeInTheDocument();
    // Five names, then the rest are on the reader's profile.
    expect(within(billsRow).queryByRole('link', { name: 'H.R. 6' })).not.toBeInTheDocument();
    expect(within(billsRow).getByRole('link', { name: '2 more' })).toHaveAttribute('href', `/users/${readerUser.id}#following`);
    const authorsRow = within(list).getByRole('heading', { name: 'Authors (1)' }).closest('li')!;
    expect(within(authorsRow).getByRole('link', { name: 'Demo Editor' })).toHaveAttribute('href', '/users/a1');
    expect(within(authorsRow).getByText('The articles they publish.')).toBeInTheDocument();
  });

  it('an empty inbox of a reader who follows nothing says how to follow', async () => {
    mockApi({
      '/api/auth/user': readerUser,
      '/api/notifications/count': json(notificationCount.parse({ count: 0 })),
      '/api/inbox': () => inboxAnswer([]),
      '/api/follows': () => json(listFollows.response.parse([])),
    });
    renderApp(<InboxPage />, { path: '/inbox' });
    expect(await screen.findByText(/^Nothing yet\. Follow an official, a bill/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What you follow and what will arrive' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in and reads nothing', async () => {
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401) });
    renderApp(<InboxPage />, { path: '/inbox' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).not.toContain('/api/inbox');
  });
});

describe('FollowButton', () => {
  it("follows, says so, and offers Unfollow; 'Following...' while pending", async () => {
    let following = false;
    const fetchMock = mockApi({
      '/api/auth/user': readerUser,
      '/api/follows/check': () => json(followCheck.parse({ following })),
      'POST /api/follows': () => {
        following = true;
        return json(followCheck.parse({ following: true }), 201);
      },
    });
    renderApp(<FollowButton kind="official" target="7" name="Jane Member" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Jane Member' }));
    expect(await screen.findByText('Following Jane Member')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unfollow Jane Member' })).toBeEnabled();
    expect(writes(fetchMock)).toEqual([['POST /api/follows', { kind: 'official', target: '7' }]]);
  });

  it("says why a follow was refused, in the server's words, and still offers Follow", async () => {
    const full = 'You follow 200 things, the most one reader can. Unfollow something to follow this.';
    mockApi({
      '/api/auth/user': readerUser,
      '/api/follows/check': () => json(followCheck.parse({ following: false })),
      'POST /api/follows': () => json({ message: full }, 409),
    });
    renderApp(<FollowButton kind="search" target="clean water" name="“clean water”" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow “clean water”' }));
    expect(await screen.findByText(full)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow “clean water”' })).toBeEnabled();
  });
});
