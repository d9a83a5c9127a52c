import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeRevision } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { ArticlePage } from './article-page.tsx';

const edited = makeArticle({
  id: 3,
  title: 'Budget vote',
  updatedAt: '2025-02-10T12:00:00.000Z',
  imageUrl: 'https://img.example.org/capitol.jpg',
  imageAlt: 'The capitol at night',
  corrections: [
    { note: 'An earlier version gave the wrong date.', createdAt: '2025-02-10T12:00:00.000Z' },
    { note: 'The vote count was 52, not 51.', createdAt: '2025-02-11T12:00:00.000Z' },
  ],
});

describe('an article after the newsroom has worked on it', { timeout: 20_000 }, () => {
  it("shows 'Updated', the lead image (sized, fetched at once: it is the page's picture) and every correction at its foot", async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/articles/3': edited });
    renderApp(<ArticlePage id={3} renderDiscussion={() => null} />);
    expect((await screen.findByText('Updated')).closest('span')).toHaveTextContent('Updated February 10, 2025');
    const image = screen.getByRole('img', { name: 'The capitol at night' });
    expect(image).toHaveAttribute('src', 'https://img.example.org/capitol.jpg');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const corrections = screen.getByRole('region', { name: 'Corrections' });
    expect(corrections).toHaveTextContent('Correction, February 10, 2025: An earlier version gave the wrong date.');
    expect(corrections).toHaveTextContent('Correction, February 11, 2025: The vote count was 52, not 51.');
    expect(screen.queryByRole('group', { name: 'Newsroom' })).not.toBeInTheDocument();
  });

  it('hides an image that fails to load instead of showing a broken icon', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/articles/3': edited });
    renderApp(<ArticlePage id={3} renderDiscussion={() => null} />);
    fireEvent.error(await screen.findByRole('img', { name: 'The capitol at night' }));
    expect(screen.queryByRole('img', { name: 'The capitol at night' })).not.toBeInTheDocument();
  });

  it('shows readers no newsroom tools', async () => {
    mockApi({
      '/api/auth/user': readerUser,
      '/api/articles/3': edited,
      '/api/subscriptions/check/11111111-1111-4111-8111-111111111111': { isSubscribed: false },
    });
    renderApp(<ArticlePage id={3} renderDiscussion={() => null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget vote' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('staff delete after a confirmation naming the article; the address then answers Article Not Found', async () => {
    let deleted = false;
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/articles/3': () => (deleted ? json({ message: 'Article not found' }, 404) : json(edited)),
      'DELETE /api/articles/3': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderApp(<ArticlePage id={3} renderDiscussion={() => null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete “Budget vote”?' });
    expect(confirm).toHaveTextContent('cannot be undone; to take it down for a while, unpublish it instead.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Article' }));
    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
    // The refetch that finds it gone follows the toast; a busy machine may take more than the default second.
    expect(await screen.findByText('Article Not Found', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([['DELETE /api/articles/3', undefined]]);
  });

  it('staff unpublish after a confirmation; Cancel does nothing', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/articles/3': edited,
      'POST /api/articles/3/unpublish': { ...edited, status: 'draft' },
    });
    const { location } = renderApp(<ArticlePage id={3} renderDiscussion={() => null} />, { path: '/article/3' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Unpublish “Budget vote”?' })).getByRole('button', { name: 'Cancel' }));
    expect(writes(fetchMock)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Unpublish “Budget vote”?' })).getByRole('button', { name: 'Unpublish' }),
    );
    expect(await screen.findByText('Article unpublished')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([['POST /api/articles/3/unpublish', undefined]]);
    // To the drafts, where the article now is, rather than 'Article Not Found'.
    expect(screen.getByText('It is back in your drafts.')).toBeInTheDocument();
    expect(location.history!.at(-1)).toBe('/admin/drafts');
  });

  it('staff see who changed what and when, and restore a revision', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/articles/3': edited,
      '/api/newsroom/articles/3/revisions': [
        makeRevision({ id: 12, editorName: null, changedFields: ['readTime'], title: 'Budget vote' }),
        makeRevision({ id: 11, changedFields: ['title', 'content'], title: 'Budget vte' }),
      ],
      'POST /api/articles/3/revisions/11/restore': edited,
    });
    renderApp(<ArticlePage id={3} renderDiscussion={() => null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Revisions' });
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('A former staff member');
    expect(newest).toHaveTextContent('Changed: Read time');
    expect(older).toHaveTextContent('Ada Editor');
    expect(older).toHaveTextContent('Changed: Title, Content');
    expect(older).toHaveTextContent('Title then: Budget vte');
    await userEvent.click(within(older!).getByRole('button', { name: /^Restore/ }));
    expect(await screen.findByText('Revision restored')).toBeInTheDocument();
    await waitFor(() => expect(writes(fetchMock)).toEqual([['POST /api/articles/3/revisions/11/restore', undefined]]));
  });
});
