import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeArticle } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
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
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Healthcare',
      'Climate',
      'Education',
      'Economy',
      'Justice',
      'Immigration',
    ]);
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
    expect(writes(fetchMock)).toEqual([
      ['POST /api/articles', { title: 'Headline', excerpt: 'Deck', category: 'Climate', readTime: 5, content: 'Body' }],
    ]);
  });

  it('Escape, × or Cancel with unsaved changes asks before discarding; Keep editing keeps the draft', async () => {
    mockApi({ '/api/auth/user': staffUser });
    const onOpenChange = vi.fn();
    renderApp(<ArticleEditorDialog open onOpenChange={onOpenChange} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Half-written');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard this article?' });
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Half-written');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard this article?' })).getByRole('button', { name: 'Discard' }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes at once when nothing was typed', async () => {
    mockApi({ '/api/auth/user': staffUser });
    const onOpenChange = vi.fn();
    renderApp(<ArticleEditorDialog open onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog', { name: 'Discard this article?' })).not.toBeInTheDocument();
  });

  it('the image description error goes once a description is typed', async () => {
    mockApi({ '/api/auth/user': staffUser });
    renderApp(<ArticleEditorDialog open onOpenChange={() => {}} />);
    await fill();
    await userEvent.type(screen.getByLabelText('Lead image URL (optional)'), 'https://example.org/a.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Image description is required with an image')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Image description'), 'A river at dawn');
    expect(screen.queryByText('Image description is required with an image')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Image description')).not.toHaveAttribute('aria-invalid');
  });

  it('labels the article by its kind of work, News unless another is chosen', async () => {
    const fetchMock = mockApi({ '/api/auth/user': staffUser, 'POST /api/articles': json(makeArticle({ id: 1, kind: 'opinion' }), 201) });
    renderApp(<ArticleEditorDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Kind of work' })).toHaveTextContent('News');
    await fill();
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind of work' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['News', 'Analysis', 'Explainer', 'Opinion']);
    await userEvent.click(screen.getByRole('option', { name: 'Opinion' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Article published successfully')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      ['POST /api/articles', { title: 'Headline', excerpt: 'Deck', category: 'Climate', readTime: 5, content: 'Body', kind: 'opinion' }],
    ]);
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

describe('drafts, preview, lead images and editing', { timeout: 20_000 }, () => {
  it('Save Draft keeps the article as a draft', async () => {
    const fetchMock = mockApi({ '/api/auth/user': staffUser, 'POST /api/articles': json(makeArticle({ id: 4, status: 'draft' }), 201) });
    const onOpenChange = vi.fn();
    renderApp(<ArticleEditorDialog open onOpenChange={onOpenChange} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes(fetchMock)).toEqual([
      ['POST /api/articles', { title: 'Headline', excerpt: 'Deck', category: 'Climate', readTime: 5, content: 'Body', status: 'draft' }],
    ]);
  });

  it('Preview shows the body as readers will: markup rendered, disallowed tags gone', async () => {
    mockApi({ '/api/auth/user': staffUser });
    renderApp(<ArticleEditorDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    await userEvent.type(screen.getByLabelText('Content'), '<h2>Why</h2><strong>Rates</strong> rise<img src=x onerror=alert(1)>');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
    expect(preview.querySelector('strong')).toHaveTextContent('Rates');
    expect(preview.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a lead image must be https and needs a description', async () => {
    const fetchMock = mockApi({ '/api/auth/user': staffUser, 'POST /api/articles': json(makeArticle(), 201) });
    renderApp(<ArticleEditorDialog open onOpenChange={() => {}} />);
    await fill();
    await userEvent.type(screen.getByLabelText('Lead image URL (optional)'), 'http://img.example.org/a.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Image URL must start with https://')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Lead image URL (optional)'));
    await userEvent.type(screen.getByLabelText('Lead image URL (optional)'), 'https://img.example.org/a.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Image description is required with an image')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Image description'), 'A bus');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Article published successfully')).toBeInTheDocument();
    expect(writes(fetchMock)[0]![1]).toMatchObject({ imageUrl: 'https://img.example.org/a.jpg', imageAlt: 'A bus' });
  });

  it('edits a published article pre-filled, with a correction note', async () => {
    const article = makeArticle({ id: 7, title: 'Old title', imageUrl: 'https://img.example.org/a.jpg', imageAlt: 'A bus' });
    const fetchMock = mockApi({ '/api/auth/user': staffUser, 'PATCH /api/articles/7': json({ ...article, title: 'New title' }) });
    renderApp(<ArticleEditorDialog open onOpenChange={() => {}} article={article} />);
    expect(screen.getByRole('heading', { name: 'Edit Article' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Old title');
    expect(screen.getByLabelText('Content')).toHaveValue(article.content);
    expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'New title');
    await userEvent.type(screen.getByLabelText('Correction note (optional)'), 'The headline misnamed the bill.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      [
        'PATCH /api/articles/7',
        {
          title: 'New title',
          excerpt: article.excerpt,
          kind: 'news',
          category: 'Healthcare',
          readTime: 4,
          content: article.content,
          imageUrl: 'https://img.example.org/a.jpg',
          imageAlt: 'A bus',
          correction: 'The headline misnamed the bill.',
        },
      ],
    ]);
  });

  it('publishes an edited draft: saves it, then publishes it', async () => {
    const draft = makeArticle({ id: 8, status: 'draft' });
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      'PATCH /api/articles/8': json(draft),
      'POST /api/articles/8/publish': json({ ...draft, status: 'published' }),
    });
    renderApp(<ArticleEditorDialog open onOpenChange={() => {}} article={draft} />);
    expect(screen.getByRole('heading', { name: 'Edit Draft' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Correction note (optional)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await screen.findByText('Article published successfully')).toBeInTheDocument();
    expect(writes(fetchMock).map(([call]) => call)).toEqual(['PATCH /api/articles/8', 'POST /api/articles/8/publish']);
  });
});
