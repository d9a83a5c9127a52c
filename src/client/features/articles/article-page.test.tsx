import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeArticle } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp } from '../../../../tests/support/client/render.tsx';
import { AUTH_USER_KEY } from '../../lib/auth.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { ArticlePage } from './article-page.tsx';

describe('/article/{id}', () => {
  it('skeleton while loading, then Article Not Found for an unknown id', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/articles/99': json({ message: 'Article not found' }, 404) });
    renderApp(<ArticlePage id={99} renderDiscussion={() => null} />);
    expect(screen.getByLabelText('Loading article')).toBeInTheDocument();
    expect(await screen.findByText('Article Not Found')).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('the article: category, title, excerpt, author link, long date, read time, sanitized body, Discussion', async () => {
    mockApi({
      '/api/auth/user': readerUser,
      '/api/articles/3': makeArticle({ id: 3, title: 'Budget vote', content: 'Line one\nLine two<script>x()</script>', readTime: 7 }),
      '/api/subscriptions/check/11111111-1111-4111-8111-111111111111': { isSubscribed: false },
    });
    renderApp(<ArticlePage id={3} renderDiscussion={(id) => <p>discussion {id}</p>} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget vote' })).toBeInTheDocument();
    expect(screen.getByText('Healthcare')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ada Editor/ })).toHaveAttribute('href', '/users/11111111-1111-4111-8111-111111111111');
    expect(screen.getByText('AE')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2025')).toBeInTheDocument();
    expect(screen.getByText('7 min read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to articles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(document.querySelector('.prose-news')!.innerHTML).toBe('Line one<br>Line two');
    expect(screen.getByText('discussion 3')).toBeInTheDocument();
  });

  it('says it could not load the article when the server fails, rather than that it does not exist', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/articles/5': json({ message: 'Internal server error' }, 500) });
    renderApp(<ArticlePage id={5} renderDiscussion={() => null} />);
    expect(await screen.findByText('Could not load the article')).toBeInTheDocument();
  });

  it('hides Subscribe on the reader’s own article', async () => {
    mockApi({ '/api/auth/user': readerUser, '/api/articles/3': makeArticle({ id: 3, userId: readerUser.id }) });
    // Who is signed in comes with the page (first data), before the article is drawn.
    const client = createQueryClient();
    client.setQueryData(AUTH_USER_KEY, readerUser);
    renderApp(<ArticlePage id={3} renderDiscussion={() => null} />, { client });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });
});
