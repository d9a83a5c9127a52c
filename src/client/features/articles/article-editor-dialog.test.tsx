import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp, staffUser, writes } from '../../test/render.tsx';
import { makeArticle } from '../../test/fixtures.ts';
import { ArticleEditorDialog } from './article-editor-dialog.tsx';

async function fill() {
  await userEvent.type(screen.getByLabelText('Title'), 'Headline');
  await userEvent.type(screen.getByLabelText('Excerpt'), 'Deck');
  await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Climate' }));
  await userEvent.type(screen.getByLabelText('Content'), 'Body');
}

// These tests type into many fields; a parallel full run needs more than the default 5 s.
describe('Create New Article', { timeout: 20_000 }, () => {
  it('requires every field and offers the six categories', async () => {
    mockApi({ '/api/auth/user': staffUser });
    renderApp(<ArticleEditorDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Excerpt is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(screen.getByText(/Category must be one of/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Healthcare', 'Climate', 'Education', 'Economy', 'Justice', 'Immigration']);
  });

  it('read time must be at least 1 and whole; blank falls back to 5', async () => {
    const fetchMock = mockApi({ '/api/auth/user': staffUser, 'POST /api/articles': json(makeArticle({ id: 1 }), 201) });
    const onOpenChange = vi.fn();
    renderApp(<ArticleEditorDialog open onOpenChange={onOpenChange} />);
    await fill();
    const readTime = screen.getByLabelText('Read Time (minutes)');
    await userEvent.clear(readTime);
    await userEvent.type(readTime, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Read time must be at least 1 minute')).toBeInTheDocument();
    await userEvent.clear(readTime);
    await userEvent.type(readTime, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Read time must be a whole number of minutes')).toBeInTheDocument();
    await userEvent.clear(readTime);
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Article published successfully')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes(fetchMock)).toEqual([['POST /api/articles', { title: 'Headline', excerpt: 'Deck', category: 'Climate', readTime: 5, content: 'Body' }]]);
  });

  it('the toolbar wraps the selected content in markup', async () => {
    mockApi({ '/api/auth/user': staffUser });
    renderApp(<ArticleEditorDialog open onOpenChange={() => {}} />);
    const content = screen.getByLabelText('Content');
    await userEvent.type(content, 'word');
    (content as HTMLTextAreaElement).setSelectionRange(0, 4);
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(content).toHaveValue('<strong>word</strong>');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    for (const name of ['Italic', 'Underline', 'Link', 'Bullet list', 'Numbered list', 'Heading']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('401: the logged-out toast, then the login endpoint after 500 ms', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/', search: '' });
    mockApi({ '/api/auth/user': staffUser, 'POST /api/articles': json({ message: 'Unauthorized' }, 401) });
    renderApp(<ArticleEditorDialog open onOpenChange={() => {}} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 1500 });
  });

  it('403 from the server: Failed to publish article', async () => {
    mockApi({ '/api/auth/user': staffUser, 'POST /api/articles': json({ message: 'Forbidden' }, 403) });
    renderApp(<ArticleEditorDialog open onOpenChange={() => {}} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Failed to publish article')).toBeInTheDocument();
  });
});
