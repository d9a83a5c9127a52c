import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeComment } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp, writes } from '../../../../tests/support/client/render.tsx';
import { comment } from '../../../shared/schemas/comments.ts';
import { SUBMIT_ATTEMPTS } from '../../lib/submit-once.ts';
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

  it('an outage: the post retries by itself, then the error toast; Post again resends the same submit under the same key', async () => {
    let down = true;
    const fetchMock = mockApi({
      '/api/auth/user': readerUser,
      '/api/bills/4/comments': [],
      'POST /api/comments': () =>
        down ? json({ message: 'unavailable' }, 503, { 'Retry-After': '0' }) : json(comment.parse(makeComment({ content: 'Hello' })), 201),
    });
    renderApp(<CommentsSection target={target} />);
    const box = await screen.findByPlaceholderText('Share your thoughts...');
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to post comment. Please try again.')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    const keys = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => (init!.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toHaveLength(SUBMIT_ATTEMPTS + 1);
    expect(new Set(keys).size).toBe(1);
  });

  it("loads older comments with 'Show more comments' from the Link header, and stops at the last page", async () => {
    const page = (rows: unknown[], next?: string) => json(rows, 200, next ? { link: `<${next}>; rel="next"` } : {});
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/bills/4/comments': () =>
        page([makeComment({ id: 9, content: 'Newest' }), makeComment({ id: 8, content: 'Second' })], '/api/bills/4/comments?cursor=abc'),
      '/api/bills/4/comments?cursor=abc': () => page([makeComment({ id: 7, content: 'Oldest' })]),
    });
    renderApp(<CommentsSection target={target} />);
    expect(await screen.findByText('Newest')).toBeInTheDocument();
    expect(screen.queryByText('Oldest')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Oldest')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('p.font-serif')?.textContent)).toEqual([
      'Newest',
      'Second',
      'Oldest',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/bills/4/comments'));
    expect(urls).toEqual(['/api/bills/4/comments', '/api/bills/4/comments?cursor=abc']);
  });

  it('shows the new comment after posting: the discussion is read again from its first page', async () => {
    let posted = false;
    mockApi({
      '/api/auth/user': readerUser,
      '/api/bills/4/comments': () =>
        json(
          posted
            ? [makeComment({ id: 2, content: 'Fresh thought' }), makeComment({ id: 1, content: 'Earlier' })]
            : [makeComment({ id: 1, content: 'Earlier' })],
        ),
      'POST /api/comments': () => {
        posted = true;
        return json(makeComment({ id: 2, content: 'Fresh thought', billId: 4, articleId: null }), 201);
      },
    });
    renderApp(<CommentsSection target={target} />);
    expect(await screen.findByText('Earlier')).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Share your thoughts...');
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.type(box, 'Fresh thought');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Fresh thought', { selector: 'p' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('a comment posted while the discussion is still loading appears: that load, read before the post, is read again', async () => {
    let posted = false;
    let answerFirstLoad: () => void = () => {};
    const firstLoad = new Promise<void>((resolve) => (answerFirstLoad = resolve));
    let loads = 0;
    mockApi({
      '/api/auth/user': readerUser,
      '/api/bills/4/comments': async () => {
        loads += 1;
        // The first load has read the discussion before the post; its answer arrives after it.
        if (loads === 1) return firstLoad.then(() => json([]));
        return json(posted ? [makeComment({ id: 2, content: 'Posted early' })] : []);
      },
      'POST /api/comments': () => {
        posted = true;
        return json(makeComment({ id: 2, content: 'Posted early', billId: 4, articleId: null }), 201);
      },
    });
    renderApp(<CommentsSection target={target} />);
    const box = await screen.findByPlaceholderText('Share your thoughts...');
    await waitFor(() => expect(box).toBeEnabled());
    await waitFor(() => expect(loads).toBe(1));
    await userEvent.type(box, 'Posted early');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    answerFirstLoad();
    expect(await screen.findByText('Posted early', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('No comments yet. Be the first to share your thoughts!')).not.toBeInTheDocument();
  });
});
