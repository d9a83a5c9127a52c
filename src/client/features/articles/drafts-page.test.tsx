import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeArticle } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { DraftsPage } from './drafts-page.tsx';

describe('Drafts (/admin/drafts)', { timeout: 20_000 }, () => {
  it('lists drafts with their author and date; Edit opens the editor where a draft is published', async () => {
    const draft = makeArticle({ id: 5, title: 'Unfinished story', status: 'draft' });
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/newsroom/drafts': [draft],
      'PATCH /api/articles/5': draft,
      'POST /api/articles/5/publish': { ...draft, status: 'published' },
    });
    renderApp(<DraftsPage />, { path: '/admin/drafts' });
    const row = within(await screen.findByRole('list', { name: 'Drafts' })).getByRole('listitem');
    expect(row).toHaveTextContent('Unfinished story');
    expect(row).toHaveTextContent('By Ada Editor · Written January 5, 2025');
    expect(within(row).queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Draft' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Article published successfully')).toBeInTheDocument();
    expect(writes(fetchMock).map(([call]) => call)).toEqual(['PATCH /api/articles/5', 'POST /api/articles/5/publish']);
  });

  it('says when there are none, and shows the refusal to a reader', async () => {
    mockApi({ '/api/auth/user': staffUser, '/api/newsroom/drafts': [] });
    const { unmount } = renderApp(<DraftsPage />, { path: '/admin/drafts' });
    expect(await screen.findByText(/^No drafts\./)).toBeInTheDocument();
    unmount();
    mockApi({ '/api/auth/user': readerUser, '/api/newsroom/drafts': json({ message: 'Forbidden: staff only' }, 403) });
    renderApp(<DraftsPage />, { path: '/admin/drafts' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden: staff only');
  });
});
