import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeComment } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp, writes } from '../../../../tests/support/client/render.tsx';
import { commentVote } from '../../../shared/schemas/comments.ts';
import { CommentsSection } from './comments-section.tsx';

const target = { type: 'bill', id: 4 } as const;

/** The server's answer to a vote: the count moved by the difference from the reader's previous vote. */
function votingServer(start: { votes: number; mine: 'up' | 'down' | null }) {
  const state = { ...start };
  const value = (d: 'up' | 'down' | null) => (d === 'up' ? 1 : d === 'down' ? -1 : 0);
  return {
    '/api/bills/4/comments': () => json([makeComment({ id: 9, content: 'Needs amendments', votes: state.votes })]),
    '/api/me/comment-votes': () => json(state.mine ? [{ commentId: 9, direction: state.mine }] : []),
    'PUT /api/me/comment-votes/9': (init: RequestInit | undefined) => {
      const { direction } = JSON.parse(String(init!.body)) as { direction: 'up' | 'down' | null };
      state.votes += value(direction) - value(state.mine);
      state.mine = direction;
      return json(commentVote.parse({ commentId: 9, direction, votes: state.votes }));
    },
  };
}

describe('votes on comments', () => {
  it('a reader toggles up, switches to down by 2 and undoes, each kept on the server', async () => {
    const fetchMock = mockApi({ '/api/auth/user': readerUser, ...votingServer({ votes: 10, mine: null }) });
    renderApp(<CommentsSection target={target} />);
    const up = await screen.findByRole('button', { name: 'Upvote' });
    const down = screen.getByRole('button', { name: 'Downvote' });
    await waitFor(() => expect(screen.getByPlaceholderText('Share your thoughts...')).toBeEnabled());
    const control = up.parentElement!;
    // Clicked as fast as one can: each vote is sent after the one before, and the last one stands.
    await userEvent.click(up);
    expect(screen.getByLabelText('11 votes')).toBeInTheDocument();
    expect(up).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(down);
    expect(screen.getByLabelText('9 votes')).toBeInTheDocument();
    await userEvent.click(down);
    await waitFor(() => expect(control).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByLabelText('10 votes')).toBeInTheDocument();
    expect(down).toHaveAttribute('aria-pressed', 'false');
    expect(writes(fetchMock)).toEqual([
      ['PUT /api/me/comment-votes/9', { direction: 'up' }],
      ['PUT /api/me/comment-votes/9', { direction: 'down' }],
      ['PUT /api/me/comment-votes/9', { direction: null }],
    ]);
  });

  it('after a reload the reader sees their vote and the count the server keeps', async () => {
    mockApi({ '/api/auth/user': readerUser, ...votingServer({ votes: 4, mine: 'up' }) });
    renderApp(<CommentsSection target={target} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByLabelText('4 votes')).toBeInTheDocument();
  });

  it('asks a visitor to log in, and counts nothing', async () => {
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401), ...votingServer({ votes: 3, mine: null }) });
    renderApp(<CommentsSection target={target} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Upvote' }));
    expect(await screen.findByText('Please log in to vote on comments.')).toBeInTheDocument();
    expect(screen.getByLabelText('3 votes')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
  });
});
