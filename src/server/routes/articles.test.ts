// Articles (sanitized on the way in, derived fields on the way out), comments, profiles and privacy.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { articles, users } from '../db/schema.ts';

let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUp']>>;
let reader: Awaited<ReturnType<TestApp['signUp']>>;
let nameless: Awaited<ReturnType<TestApp['signUp']>>;

const publish = (content: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/articles', {
    cookie: staff.cookie,
    body: { title: 'Title', excerpt: 'Excerpt', content, category: 'Healthcare', readTime: 4, ...extra },
  });

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signUp({ email: 'writer@example.test', firstName: 'Wren', lastName: 'Writer', isStaff: 1 });
  reader = await t.signUp({ email: 'reader@example.test', firstName: 'Rae', lastName: 'Reader' });
  nameless = await t.signUp({ email: 'quiet.person@example.test', firstName: null, lastName: null, isStaff: 1 });
});
afterAll(() => t.close());

describe('publishing', () => {
  it('creates an article with the author name, picture, counts and an ISO date', async () => {
    const response = await publish('<p>Hello <strong>world</strong></p>');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      title: 'Title',
      excerpt: 'Excerpt',
      content: '<p>Hello <strong>world</strong></p>',
      category: 'Healthcare',
      readTime: 4,
      userId: staff.user.id,
      authorName: 'Wren Writer',
      authorProfileImageUrl: null,
      votes: 0,
      commentCount: 0,
    });
    expect(new Date(body.publishedAt).toISOString()).toBe(body.publishedAt);
  });

  it('labels an article by its kind of work: News unless the writer chose Analysis, Explainer or Opinion, which an edit can change', async () => {
    const plain = await publish('<p>Plain.</p>');
    expect(plain.json().kind).toBe('news');
    const opinion = await publish('<p>We think.</p>', { kind: 'opinion' });
    expect(opinion.statusCode).toBe(201);
    expect(opinion.json().kind).toBe('opinion');
    expect((await call(t.app, 'GET', `/api/articles/${opinion.json().id}`)).json().kind).toBe('opinion');
    const refused = await publish('<p>Rumour.</p>', { kind: 'rumour' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.kind).toBe('Kind must be one of news, analysis, explainer, opinion');

    const { id, title, excerpt, content, category, readTime } = plain.json();
    const edited = await call(t.app, 'PATCH', `/api/articles/${id}`, {
      cookie: staff.cookie,
      body: { title, excerpt, content, category, readTime, kind: 'analysis' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().kind).toBe('analysis');
    // Left out of an edit, the kind stays.
    const untouched = await call(t.app, 'PATCH', `/api/articles/${id}`, {
      cookie: staff.cookie,
      body: { title: 'Retitled', excerpt, content, category, readTime },
    });
    expect(untouched.json()).toMatchObject({ title: 'Retitled', kind: 'analysis' });
  });

  it('defaults readTime to 5', async () => {
    const response = await call(t.app, 'POST', '/api/articles', {
      cookie: staff.cookie,
      body: { title: 'No time', excerpt: 'E', content: 'C', category: 'Climate' },
    });
    expect(response.json().readTime).toBe(5);
  });

  it.each([
    [{ readTime: 0 }, 'readTime: Read time must be at least 1 minute'],
    [{ readTime: 'soon' }, 'readTime: Read time must be a number'],
    [{ category: 'Sports' }, 'category: Category must be one of Healthcare, Climate, Education, Economy, Justice, Immigration'],
    [{ title: ' ' }, 'title: Title is required'],
  ])('rejects %j', async (extra, message) => {
    const response = await publish('<p>x</p>', extra);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('never uses an email as the author name', async () => {
    const response = await call(t.app, 'POST', '/api/articles', {
      cookie: nameless.cookie,
      body: { title: 'Quiet', excerpt: 'E', content: 'C', category: 'Climate', readTime: 2 },
    });
    expect(response.json().authorName).toBe('quiet.person');
    const [stored] = await t.db.select().from(articles).where(eq(articles.id, response.json().id));
    expect(stored!.authorName).toBe('quiet.person');
  });
});

describe('HTML sanitizing before storing (the article allow-list)', () => {
  it.each([
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<img src=x onerror=alert(1)><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="https://ok.example/" onclick="steal()" style="color:red" class="c">x</a>', '<a href="https://ok.example/">x</a>'],
    ['<a href="mailto:desk@example.org">mail</a>', '<a href="mailto:desk@example.org">mail</a>'],
    ['<a href="http://ok.example/" target="_blank">x</a>', '<a href="http://ok.example/" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<p style="x" onmouseover="y">text</p>', '<p>text</p>'],
    ['<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
    ['<svg><script>alert(1)</script></svg><b>bold</b>', '<b>bold</b>'],
    ['<style>body{display:none}</style><u>u</u>', '<u>u</u>'],
    ['<div><span>kept text</span></div>', 'kept text'],
    [
      '<h2>Head</h2><ul><li>one</li></ul><ol><li>two</li></ol><br><em>e</em><i>i</i>',
      '<h2>Head</h2><ul><li>one</li></ul><ol><li>two</li></ol><br /><em>e</em><i>i</i>',
    ],
    ['<form action="https://evil.example"><input name="password"></form><p>x</p>', '<p>x</p>'],
    ['"><script>alert(1)</script>', '"&gt;'],
  ])('stores %s as %s', async (input, expected) => {
    const response = await publish(input);
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toBe(expected);
    const [stored] = await t.db.select({ content: articles.content }).from(articles).where(eq(articles.id, response.json().id));
    expect(stored!.content).toBe(expected);
  });

  it('refuses content that is nothing but disallowed markup', async () => {
    const response = await publish('<script>alert(1)</script>');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('content: Content is empty once unsupported HTML is removed');
  });
});

describe('list, comments and counts', () => {
  it('lists newest first with commentCount from comments on that article only', async () => {
    const first = (await publish('<p>older</p>', { title: 'Older' })).json();
    const second = (await publish('<p>newer</p>', { title: 'Newer' })).json();
    for (const content of ['one', 'two']) {
      const response = await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { content, articleId: second.id } });
      expect(response.statusCode).toBe(201);
    }
    await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { content: 'three', articleId: first.id } });
    const list = (await call(t.app, 'GET', '/api/articles')).json() as { id: number; commentCount: number }[];
    expect(list[0]!.id).toBe(second.id);
    expect(list.find((a) => a.id === second.id)!.commentCount).toBe(2);
    expect(list.find((a) => a.id === first.id)!.commentCount).toBe(1);

    const comments = (await call(t.app, 'GET', `/api/articles/${second.id}/comments`)).json();
    expect(comments.map((c: { content: string }) => c.content)).toEqual(['two', 'one']);
    expect(comments[0]).toMatchObject({
      articleId: second.id,
      billId: null,
      candidateId: null,
      userId: reader.user.id,
      authorName: 'Rae Reader',
      votes: 0,
      authorProfileImageUrl: null,
    });
  });

  it('nests a reply only under a comment of the same discussion', async () => {
    const a = (await publish('<p>a</p>')).json();
    const b = (await publish('<p>b</p>')).json();
    const parent = (await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { content: 'p', articleId: a.id } })).json();
    const reply = await call(t.app, 'POST', '/api/comments', {
      cookie: reader.cookie,
      body: { content: 'r', articleId: a.id, parentId: parent.id },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().parentId).toBe(parent.id);
    const wrong = await call(t.app, 'POST', '/api/comments', {
      cookie: reader.cookie,
      body: { content: 'r', articleId: b.id, parentId: parent.id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('parentId: The parent comment belongs to another discussion');
    const missing = await call(t.app, 'POST', '/api/comments', {
      cookie: reader.cookie,
      body: { content: 'r', articleId: a.id, parentId: 999999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('profiles', () => {
  it('updates only the own profile and shows the new name on articles and comments at once', async () => {
    const response = await call(t.app, 'PATCH', `/api/users/${staff.user.id}/profile`, {
      cookie: staff.cookie,
      body: { firstName: 'Wren', lastName: 'Renamed', profileImageUrl: 'https://img.example/w.png', bio: 'Writes things.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lastName: 'Renamed',
      profileImageUrl: 'https://img.example/w.png',
      bio: 'Writes things.',
      isStaff: 1,
    });
    const list = (await call(t.app, 'GET', '/api/articles')).json();
    expect(list.find((a: { userId: string }) => a.userId === staff.user.id)).toMatchObject({
      authorName: 'Wren Renamed',
      authorProfileImageUrl: 'https://img.example/w.png',
    });
  });

  it.each([
    [{ profileImageUrl: 'javascript:alert(1)' }, 'profileImageUrl: Profile picture URL must be an http(s) URL'],
    [{ bio: 'x'.repeat(2001) }, 'bio: Bio must be at most 2000 characters'],
    [{ firstName: 42 }, 'firstName: Invalid input'],
  ])('rejects profile %j', async (body, message) => {
    const response = await call(t.app, 'PATCH', `/api/users/${reader.user.id}/profile`, { cookie: reader.cookie, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('clears blank fields to null', async () => {
    const response = await call(t.app, 'PATCH', `/api/users/${reader.user.id}/profile`, {
      cookie: reader.cookie,
      body: { firstName: 'Rae', lastName: 'Reader', bio: '  ' },
    });
    expect(response.json().bio).toBeNull();
  });

  it('shows the email only to the user themself and to staff', async () => {
    const url = `/api/users/${reader.user.id}`;
    expect((await call(t.app, 'GET', url)).json().email).toBeNull();
    expect((await call(t.app, 'GET', url, { cookie: nameless.cookie })).json().email).toBe('reader@example.test');
    expect((await call(t.app, 'GET', url, { cookie: reader.cookie })).json().email).toBe('reader@example.test');
    const other = await t.signUp();
    expect((await call(t.app, 'GET', url, { cookie: other.cookie })).json().email).toBeNull();
  });

  it("lists a user's posts and comments", async () => {
    const posts = (await call(t.app, 'GET', `/api/users/${staff.user.id}/posts`)).json();
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p: { userId: string }) => p.userId === staff.user.id)).toBe(true);
    expect(posts[0]).toHaveProperty('commentCount');
    const comments = (await call(t.app, 'GET', `/api/users/${reader.user.id}/comments`)).json();
    expect(comments.length).toBeGreaterThan(0);
    expect(comments.every((c: { userId: string }) => c.userId === reader.user.id)).toBe(true);
  });
});

describe('admin', () => {
  it('lists users with emails for staff and toggles staff on others', async () => {
    const list = (await call(t.app, 'GET', '/api/admin/users', { cookie: staff.cookie })).json();
    expect(list.map((u: { email: string }) => u.email)).toContain('reader@example.test');
    // Only a verified address may become staff (docs/decisions/0106-audit-log.md).
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, reader.user.id));
    const grant = await call(t.app, 'PATCH', `/api/admin/users/${reader.user.id}/staff`, { cookie: staff.cookie, body: { isStaff: 1 } });
    expect(grant.json()).toMatchObject({ id: reader.user.id, isStaff: 1 });
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: reader.cookie })).json().isStaff).toBe(1);
    const revoke = await call(t.app, 'PATCH', `/api/admin/users/${reader.user.id}/staff`, { cookie: staff.cookie, body: { isStaff: 0 } });
    expect(revoke.json().isStaff).toBe(0);
  });

  it.each([[2], ['1'], [true]])('rejects isStaff=%j', async (isStaff) => {
    const response = await call(t.app, 'PATCH', `/api/admin/users/${reader.user.id}/staff`, { cookie: staff.cookie, body: { isStaff } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('isStaff: isStaff must be 0 or 1');
  });

  it('answers 404 for an unknown user', async () => {
    const response = await call(t.app, 'PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000/staff', {
      cookie: staff.cookie,
      body: { isStaff: 1 },
    });
    expect(response.statusCode).toBe(404);
  });
});
