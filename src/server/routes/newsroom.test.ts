// The newsroom: drafts kept from every public answer, editing with revisions and corrections, restoring,
// publishing, unpublishing, deleting, and lead images.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { auditEvents, comments } from '../db/schema.ts';

let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUp']>>;
let editor: Awaited<ReturnType<TestApp['signUp']>>;
let reader: Awaited<ReturnType<TestApp['signUp']>>;

const fields = { title: 'Water rates', excerpt: 'Who pays more', content: '<p>Body</p>', category: 'Economy', readTime: 3 };

async function write(extra: Record<string, unknown> = {}, cookie = staff.cookie) {
  const response = await call(t.app, 'POST', '/api/articles', { cookie, body: { ...fields, ...extra } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const edit = (id: number, body: Record<string, unknown>, cookie = editor.cookie) =>
  call(t.app, 'PATCH', `/api/articles/${id}`, { cookie, body: { ...fields, ...body } });
const get = (url: string, cookie?: string) => call(t.app, 'GET', url, { cookie });
const feedIds = async () => (await get('/api/articles')).json().map((a: { id: number }) => a.id);
const notifications = async (cookie: string) => (await get('/api/notifications/count', cookie)).json().count;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signUp({ email: 'desk@example.test', firstName: 'Dee', lastName: 'Desk', isStaff: 1 });
  editor = await t.signUp({ email: 'editor@example.test', firstName: 'Eve', lastName: 'Editor', isStaff: 1 });
  reader = await t.signUp({ email: 'reader@example.test', firstName: 'Rae', lastName: 'Reader' });
});
afterAll(() => t.close());

describe('drafts', () => {
  it('are kept from every public answer, the cached ones included, and listed for staff only', async () => {
    // Warm the cached answers first, so a draft that leaked into them would show.
    const before = await feedIds();
    await get('/api/search?q=zeppelin');
    const draft = await write({ title: 'Zeppelin tariffs', status: 'draft' });
    expect(draft.status).toBe('draft');

    expect(await feedIds()).toEqual(before);
    expect((await get(`/api/articles/${draft.id}`)).statusCode).toBe(404);
    expect((await get('/api/search?q=zeppelin')).json().articles).toEqual({ count: 0, items: [] });
    expect((await get(`/api/users/${staff.user.id}/posts`)).json().map((a: { id: number }) => a.id)).not.toContain(draft.id);
    expect((await get(`/api/users/${staff.user.id}`)).json().articleCount).toBe(before.length);
    expect((await get(`/api/articles/${draft.id}/comments`)).statusCode).toBe(404);
    const comment = await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { content: 'First!', articleId: draft.id } });
    expect(comment.statusCode).toBe(404);

    const drafts = await get('/api/newsroom/drafts', editor.cookie);
    expect(drafts.headers['cache-control']).toBe('no-store');
    expect(drafts.json()).toEqual([expect.objectContaining({ id: draft.id, title: 'Zeppelin tariffs', status: 'draft' })]);
    expect((await get('/api/newsroom/drafts', reader.cookie)).statusCode).toBe(403);
  });

  it('count for subscribers when published, and only then, dated at publishing', async () => {
    await call(t.app, 'POST', '/api/subscriptions', { cookie: reader.cookie, body: { authorId: staff.user.id } });
    const draft = await write({ title: 'Held back', status: 'draft' });
    await call(t.app, 'POST', '/api/notifications/mark-read', { cookie: reader.cookie });
    expect(await notifications(reader.cookie)).toBe(0);

    const published = await call(t.app, 'POST', `/api/articles/${draft.id}/publish`, { cookie: editor.cookie });
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('published');
    expect(Date.parse(published.json().publishedAt)).toBeGreaterThan(Date.parse(draft.publishedAt));
    expect(await notifications(reader.cookie)).toBe(1);
    expect((await feedIds())[0]).toBe(draft.id);
    expect((await get(`/api/articles/${draft.id}`)).json().title).toBe('Held back');
    expect((await get('/api/newsroom/drafts', staff.cookie)).json().map((a: { id: number }) => a.id)).not.toContain(draft.id);

    const again = await call(t.app, 'POST', `/api/articles/${draft.id}/publish`, { cookie: editor.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This article is already published');
  });
});

describe('editing', () => {
  it('changes the fields, dates the update, keeps corrections and the previous version', async () => {
    const article = await write();
    expect((await get(`/api/articles/${article.id}`)).json().updatedAt).toBeNull();

    const first = await edit(article.id, {
      title: 'Water rates rise',
      content: '<p>Body<script>x()</script> fixed</p>',
      correction: 'An earlier version misstated the rate.',
    });
    expect(first.statusCode, first.body).toBe(200);
    const read = (await get(`/api/articles/${article.id}`)).json();
    expect(read).toMatchObject({
      title: 'Water rates rise',
      content: '<p>Body fixed</p>',
      corrections: [{ note: 'An earlier version misstated the rate.' }],
    });
    expect(Date.parse(read.updatedAt)).toBeGreaterThanOrEqual(Date.parse(read.publishedAt));
    expect(await feedIds()).toContain(article.id);
    expect((await get('/api/articles')).json().find((a: { id: number }) => a.id === article.id).title).toBe('Water rates rise');

    await edit(article.id, {
      title: 'Water rates rise',
      content: '<p>Body fixed</p>',
      readTime: 4,
      correction: 'The rate applies from July.',
    });
    const twice = (await get(`/api/articles/${article.id}`)).json();
    expect(twice.corrections.map((c: { note: string }) => c.note)).toEqual([
      'An earlier version misstated the rate.',
      'The rate applies from July.',
    ]);

    const revisions = (await get(`/api/newsroom/articles/${article.id}/revisions`, staff.cookie)).json();
    expect(revisions).toEqual([
      expect.objectContaining({ editorName: 'Eve Editor', changedFields: ['readTime'], readTime: 3, title: 'Water rates rise' }),
      expect.objectContaining({
        editorName: 'Eve Editor',
        changedFields: ['title', 'content'],
        title: 'Water rates',
        content: '<p>Body</p>',
      }),
    ]);
  });

  it('leaves no revision when nothing changed, and a correction alone still shows', async () => {
    const article = await write();
    await edit(article.id, { correction: 'A name was misspelled.' });
    expect((await get(`/api/newsroom/articles/${article.id}/revisions`, staff.cookie)).json()).toEqual([]);
    const read = (await get(`/api/articles/${article.id}`)).json();
    expect(read.corrections).toHaveLength(1);
    expect(read.updatedAt).toBeNull();
  });

  it("does not date a draft's edits", async () => {
    const draft = await write({ status: 'draft' });
    expect((await edit(draft.id, { title: 'Better title' })).json()).toMatchObject({
      title: 'Better title',
      updatedAt: null,
      status: 'draft',
    });
  });

  it('restores a revision as a new edit, keeping the version it replaces', async () => {
    const article = await write();
    await edit(article.id, { title: 'Wrong turn', excerpt: 'Oops' });
    const [revision] = (await get(`/api/newsroom/articles/${article.id}/revisions`, staff.cookie)).json();
    const restored = await call(t.app, 'POST', `/api/articles/${article.id}/revisions/${revision.id}/restore`, { cookie: staff.cookie });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await get(`/api/articles/${article.id}`)).json()).toMatchObject({ title: 'Water rates', excerpt: 'Who pays more' });
    const after = (await get(`/api/newsroom/articles/${article.id}/revisions`, staff.cookie)).json();
    expect(after[0]).toMatchObject({ editorName: 'Dee Desk', changedFields: ['title', 'excerpt'], title: 'Wrong turn', excerpt: 'Oops' });
    expect(after).toHaveLength(2);

    const other = await write();
    const foreign = await call(t.app, 'POST', `/api/articles/${other.id}/revisions/${revision.id}/restore`, { cookie: staff.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Revision not found');
  });

  it('keeps the kind of work in each revision: relabelling is an edit, and restoring brings the earlier label back', async () => {
    const article = await write();
    await edit(article.id, { kind: 'opinion', title: 'Water rates: a view' });
    expect((await get(`/api/articles/${article.id}`)).json()).toMatchObject({ kind: 'opinion' });
    const [revision] = (await get(`/api/newsroom/articles/${article.id}/revisions`, staff.cookie)).json();
    expect(revision).toMatchObject({ changedFields: ['title', 'kind'], kind: 'news', title: 'Water rates' });

    // An edit that leaves the kind out keeps it, and leaves no revision of it.
    await edit(article.id, { title: 'Water rates: a view' });
    expect((await get(`/api/articles/${article.id}`)).json()).toMatchObject({ kind: 'opinion' });

    await call(t.app, 'POST', `/api/articles/${article.id}/revisions/${revision.id}/restore`, { cookie: staff.cookie });
    expect((await get(`/api/articles/${article.id}`)).json()).toMatchObject({ kind: 'news', title: 'Water rates' });
    const [latest] = (await get(`/api/newsroom/articles/${article.id}/revisions`, staff.cookie)).json();
    expect(latest).toMatchObject({ changedFields: ['title', 'kind'], kind: 'opinion', title: 'Water rates: a view' });
  });

  it.each([
    [{ imageUrl: 'http://img.example.test/a.jpg', imageAlt: 'A' }, 'imageUrl: Image URL must start with https://'],
    [{ imageUrl: 'javascript:alert(1)', imageAlt: 'A' }, 'imageUrl: Image URL must start with https://'],
    [{ imageUrl: 'https://img.example.test/a.jpg' }, 'imageAlt: Image description is required with an image'],
    [{ title: ' ' }, 'title: Title is required'],
    [{ status: 'published' }, 'Unrecognized key: "status"'],
  ])('refuses %j', async (extra, message) => {
    const article = await write();
    const response = await edit(article.id, extra);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 404 for an article that does not exist', async () => {
    expect((await edit(999_999, {})).statusCode).toBe(404);
    expect((await get('/api/newsroom/articles/999999/revisions', staff.cookie)).statusCode).toBe(404);
  });
});

describe('lead images', () => {
  it('are stored with their description and cleared by an edit without one', async () => {
    const article = await write({ imageUrl: 'https://img.example.test/dam.jpg', imageAlt: 'The dam at dusk' });
    expect(article).toMatchObject({ imageUrl: 'https://img.example.test/dam.jpg', imageAlt: 'The dam at dusk' });
    const withoutAlt = await call(t.app, 'POST', '/api/articles', {
      cookie: staff.cookie,
      body: { ...fields, imageUrl: 'https://img.example.test/x.jpg' },
    });
    expect(withoutAlt.json().message).toBe('imageAlt: Image description is required with an image');
    const cleared = (await edit(article.id, { imageUrl: '', imageAlt: '' })).json();
    expect(cleared).toMatchObject({ imageUrl: null, imageAlt: null });
    const [revision] = (await get(`/api/newsroom/articles/${article.id}/revisions`, staff.cookie)).json();
    expect(revision).toMatchObject({ changedFields: ['imageUrl', 'imageAlt'], imageUrl: 'https://img.example.test/dam.jpg' });
  });
});

describe('unpublishing and deleting', () => {
  it('unpublishing takes the article and its discussion from readers and records who did it', async () => {
    const article = await write({ title: 'Withdrawn story' });
    await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { content: 'Noted', articleId: article.id } });
    expect((await get(`/api/articles/${article.id}/comments`)).statusCode).toBe(200);

    expect((await call(t.app, 'POST', `/api/articles/${article.id}/unpublish`, { cookie: reader.cookie })).statusCode).toBe(403);
    const response = await call(t.app, 'POST', `/api/articles/${article.id}/unpublish`, { cookie: editor.cookie });
    expect(response.json().status).toBe('draft');
    expect((await get(`/api/articles/${article.id}`)).statusCode).toBe(404);
    expect((await get(`/api/articles/${article.id}/comments`)).statusCode).toBe(404);
    expect(await feedIds()).not.toContain(article.id);
    expect((await get('/api/newsroom/drafts', staff.cookie)).json().map((a: { id: number }) => a.id)).toContain(article.id);
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.kind, 'article-unpublished'));
    expect(event).toMatchObject({ actorUserId: editor.user.id, detail: { articleId: article.id, title: 'Withdrawn story' } });
    expect((await call(t.app, 'POST', `/api/articles/${article.id}/unpublish`, { cookie: editor.cookie })).statusCode).toBe(409);
  });

  it('deleting removes the article, its discussion and revisions, and leaves a trace in the audit log', async () => {
    const article = await write({ title: 'Mistaken story' });
    await edit(article.id, { title: 'Mistaken story, edited' });
    await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { content: 'Hmm', articleId: article.id } });
    expect((await get(`/api/articles/${article.id}`)).statusCode).toBe(200);
    const readerComments = (await get(`/api/users/${reader.user.id}/comments`)).json().length;

    expect((await call(t.app, 'DELETE', `/api/articles/${article.id}`)).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', `/api/articles/${article.id}`, { cookie: reader.cookie })).statusCode).toBe(403);
    const response = await call(t.app, 'DELETE', `/api/articles/${article.id}`, { cookie: staff.cookie });
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/articles/${article.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(comments).where(eq(comments.articleId, article.id))).toEqual([]);
    expect((await get(`/api/users/${reader.user.id}/comments`)).json()).toHaveLength(readerComments - 1);
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.kind, 'article-deleted'));
    expect(event).toMatchObject({
      actorUserId: staff.user.id,
      detail: { articleId: article.id, title: 'Mistaken story, edited', status: 'published' },
    });
    expect((await call(t.app, 'DELETE', `/api/articles/${article.id}`, { cookie: staff.cookie })).statusCode).toBe(404);
  });
});
