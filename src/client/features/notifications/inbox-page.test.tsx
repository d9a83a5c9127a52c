import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, mockApi, readerUser, renderApp, writes } from '../../../../tests/support/client/render.tsx';
import { followCheck, type InboxItem, inboxItem } from '../../../shared/schemas/follows.ts';
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
