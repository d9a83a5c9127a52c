import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeArticle, makeComment } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { sessionList } from '../../../shared/schemas/sessions.ts';
import { subscription } from '../../../shared/schemas/subscriptions.ts';
import { ProfilePage } from './profile-page.tsx';

// The totals are the server's (GET /api/users/:id), not the length of the first page.
const staffProfile = {
  ...staffUser,
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  bio: 'Covers Congress.',
  articleCount: 1,
  commentCount: 0,
};
const readerProfile = {
  ...readerUser,
  firstName: null,
  lastName: null,
  email: 'reader@example.org',
  createdAt: new Date().toISOString(),
  articleCount: 0,
  commentCount: 1,
};

// These tests type into many fields; a parallel full run needs more than the default 5 s.
describe('profile page', { timeout: 20_000 }, () => {
  it("'User not found' when the user is missing", async () => {
    mockApi({ '/api/auth/user': json(null, 401) });
    renderApp(<ProfilePage id="00000000-0000-4000-8000-000000000000" />);
    expect(screen.getByLabelText('Loading profile')).toBeInTheDocument();
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('a staff profile seen by another reader: Author badge, joined time, bio, Subscribe, both tabs', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': readerUser,
      [`/api/users/${staffUser.id}`]: staffProfile,
      [`/api/users/${staffUser.id}/posts`]: [
        makeArticle({ id: 5, title: 'On the budget', content: '<p>Long <b>body</b></p>', votes: 4, commentCount: 2 }),
      ],
      [`/api/users/${staffUser.id}/comments`]: [],
      [`/api/subscriptions/check/${staffUser.id}`]: { isSubscribed: false },
      'POST /api/subscriptions': json(
        subscription.encode({ id: 1, subscriberId: readerUser.id, authorId: staffUser.id, createdAt: new Date() }),
        201,
      ),
      '/api/notifications/count': { count: 0 },
    });
    renderApp(<ProfilePage id={staffUser.id} />);
    expect(await screen.findByRole('heading', { name: 'Ada Editor' })).toBeInTheDocument();
    expect(screen.getByText('Author')).toBeInTheDocument();
    expect(screen.getByText('Joined 3 days ago')).toBeInTheDocument();
    expect(screen.getByText('Covers Congress.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'On the budget' })).toHaveAttribute('href', '/article/5');
    expect(await screen.findByRole('tab', { name: 'Articles (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comments (0)' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed to Ada Editor')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([['POST /api/subscriptions', { authorId: staffUser.id }]]);
    await userEvent.click(screen.getByRole('tab', { name: 'Comments (0)' }));
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
  });

  it('own non-staff profile: name falls back to the email local part, No bio yet, Edit Profile pre-filled and saved', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': { ...readerUser, firstName: null, lastName: null },
      [`/api/users/${readerUser.id}`]: readerProfile,
      [`/api/users/${readerUser.id}/posts`]: [],
      [`/api/users/${readerUser.id}/comments`]: [makeComment({ content: 'My take' })],
      [`PATCH /api/users/${readerUser.id}/profile`]: readerProfile,
    });
    renderApp(<ProfilePage id={readerUser.id} />);
    expect(await screen.findByRole('heading', { name: 'reader' })).toBeInTheDocument();
    expect(screen.getByText('No bio yet')).toBeInTheDocument();
    expect(screen.queryByText('Author')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    expect(dialog).toHaveAccessibleDescription('Update your profile information and avatar');
    expect(screen.getByLabelText('Profile Picture URL')).toHaveAttribute('placeholder', 'https://example.com/avatar.jpg');
    await userEvent.type(screen.getByLabelText('First Name'), 'Rey');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(fetchMock)).toEqual([
      [`PATCH /api/users/${readerUser.id}/profile`, { firstName: 'Rey', lastName: '', profileImageUrl: '', bio: '' }],
    ]);
  });

  it("only the owner gets an 'Account security' section, below the tabs, with their sessions", async () => {
    mockApi({
      '/api/auth/user': readerUser,
      [`/api/users/${readerUser.id}`]: readerProfile,
      [`/api/users/${staffUser.id}`]: staffProfile,
      '/api/auth/sessions': sessionList.encode([
        {
          id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
          device: 'Chrome on Linux',
          ipAddress: '192.0.2.10',
          createdAt: new Date(),
          lastSeenAt: new Date(),
          current: true,
        },
      ]),
    });
    const { unmount } = renderApp(<ProfilePage id={readerUser.id} />);
    const section = await screen.findByRole('region', { name: 'Account security' });
    expect(screen.getByRole('tablist', { name: 'Profile activity' }).compareDocumentPosition(section)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(section).getByRole('region', { name: 'Sessions' })).toBeInTheDocument();
    expect(await within(section).findByText('This device')).toBeInTheDocument();
    unmount();

    renderApp(<ProfilePage id={staffUser.id} />);
    expect(await screen.findByRole('heading', { name: 'Ada Editor' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account security' })).not.toBeInTheDocument();
  });

  it('the edit form does no validation of its own: an address that is not a URL still goes to the server', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': readerUser,
      [`/api/users/${readerUser.id}`]: readerProfile,
      [`PATCH /api/users/${readerUser.id}/profile`]: readerProfile,
    });
    renderApp(<ProfilePage id={readerUser.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(await screen.findByLabelText('Profile Picture URL'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(writes(fetchMock)[0]?.[1]).toMatchObject({ profileImageUrl: 'not a url' });
  });

  it("a failed save says 'Failed to update profile' and stays open", async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn(), pathname: '/', search: '' });
    mockApi({
      '/api/auth/user': readerUser,
      [`/api/users/${readerUser.id}`]: readerProfile,
      [`PATCH /api/users/${readerUser.id}/profile`]: json({ message: 'Bad' }, 400),
    });
    renderApp(<ProfilePage id={readerUser.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it("the tabs count what the server counted, and each tab loads its next page with 'Show more'", async () => {
    const page = (rows: unknown[], next?: string) => json(rows, 200, next ? { link: `<${next}>; rel="next"` } : {});
    const postsUrl = `/api/users/${staffUser.id}/posts`;
    const commentsUrl = `/api/users/${staffUser.id}/comments`;
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      [`/api/users/${staffUser.id}`]: { ...staffProfile, articleCount: 14, commentCount: 31 },
      [postsUrl]: () => page([makeArticle({ id: 9, title: 'Newest post' })], `${postsUrl}?cursor=p2`),
      [`${postsUrl}?cursor=p2`]: () => page([makeArticle({ id: 3, title: 'Older post' })]),
      [commentsUrl]: () => page([makeComment({ id: 8, content: 'Newest comment' })], `${commentsUrl}?cursor=c2`),
      [`${commentsUrl}?cursor=c2`]: () => page([makeComment({ id: 2, content: 'Older comment' })]),
    });
    renderApp(<ProfilePage id={staffUser.id} />);
    expect(await screen.findByRole('tab', { name: 'Articles (14)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comments (31)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Newest post' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more articles' }));
    expect(await screen.findByRole('link', { name: 'Older post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more articles' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Comments (31)' }));
    expect(await screen.findByText('Newest comment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Older comment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
    // The totals stay the server's: reading pages does not recount them.
    expect(screen.getByRole('tab', { name: 'Comments (31)' })).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(commentsUrl));
    expect(urls).toEqual([commentsUrl, `${commentsUrl}?cursor=c2`]);
  });
});
