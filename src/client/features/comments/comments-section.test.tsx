import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeComment } from '../../test/fixtures.ts';
import { json, mockApi, readerUser, renderApp, writes } from '../../test/render.tsx';
import { CommentsSection } from './comments-section.tsx';

const target = { type: 'bill', id: 4 } as const;

describe('comments section', () => {
  it('logged out: disabled text area with the login placeholder and a disabled post button', async () => {
    mockApi({ '/api/auth/user': json({ message: 'Unauthorized' }, 401), '/api/bills/4/comments': [] });
    renderApp(<CommentsSection target={target} />);
    expect(await screen.findByText('No comments yet. Be the first to share your thoughts!')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Log in to join the discussion')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  });

  it('shows each comment with its author link, relative time and votes', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/bills/4/comments': [makeComment({ content: 'Needs amendments', votes: 5 })] });
    renderApp(<CommentsSection target={target} />);
    expect(await screen.findByText('Needs amendments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rey Reader' })).toHaveAttribute('href', '/users/22222222-2222-4222-8222-222222222222');
    expect(screen.getByText('2h ago')).toBeInTheDocument();
    expect(screen.getByLabelText('5 votes')).toBeInTheDocument();
  });

  it('signed in: blank text keeps the button disabled; posting sends the target, clears and toasts', async () => {
    let release: () => void = () => {};
    const fetchMock = mockApi({
      '/api/auth/user': readerUser,
      '/api/bills/4/comments': [],
      'POST /api/comments': () => new Promise<Response>((r) => (release = () => r(json(makeComment(), 201)))),
    });
    renderApp(<CommentsSection target={target} />);
    const box = await screen.findByPlaceholderText('Share your thoughts...');
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await userEvent.type(box, ' Good bill ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    expect(screen.getByText('Your comment has been added to the discussion.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(writes(fetchMock)).toEqual([['POST /api/comments', { content: 'Good bill', billId: 4 }]]);
  });

  it('a failed post shows the error toast and keeps the text', async () => {
    mockApi({ '/api/auth/user': readerUser, '/api/bills/4/comments': [], 'POST /api/comments': json({ message: 'boom' }, 500) });
    renderApp(<CommentsSection target={target} />);
    const box = await screen.findByPlaceholderText('Share your thoughts...');
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to post comment. Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });
});
