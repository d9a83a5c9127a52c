// Comment votes kept per reader on the server (docs/decisions/0232-comment-votes.md): one each, visitors
// asked to sign in, a repeat changes nothing, a switch moves the count by 2, and the cached discussion
// shows the count at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { comment } from '../../shared/schemas/comments.ts';
import { createArticle } from '../repositories/articles.ts';

let t: TestApp;
let author: Awaited<ReturnType<TestApp['signUp']>>;
let reader: Awaited<ReturnType<TestApp['signUp']>>;
let other: Awaited<ReturnType<TestApp['signUp']>>;
let articleId: number;
let commentId: number;

beforeAll(async () => {
  t = await createTestApp();
  author = await t.signUp({ isStaff: 1 });
  reader = await t.signUp();
  other = await t.signUp();
  articleId = (
    await createArticle(t.db, {
      title: 'T',
      excerpt: 'E',
      content: '<p>C</p>',
      category: 'Economy',
      readTime: 3,
      userId: author.user.id,
      authorName: 'A',
    })
  ).id;
  commentId = (await call(t.app, 'POST', '/api/comments', { cookie: author.cookie, body: { content: 'First!', articleId } })).json().id;
});
afterAll(() => t.close());

const vote = (who: { cookie?: string }, direction: 'up' | 'down' | null, id = commentId) =>
  call(t.app, 'PUT', `/api/me/comment-votes/${id}`, { cookie: who.cookie, body: { direction } });
const discussionVotes = async () => {
  const response = await call(t.app, 'GET', `/api/articles/${articleId}/comments`);
  return comment
    .array()
    .parse(response.json())
    .find((c) => c.id === commentId)!.votes;
};
const myVotes = async (who: { cookie: string }) =>
  (await call(t.app, 'GET', `/api/me/comment-votes?comments=${commentId}`, { cookie: who.cookie })).json();

describe('votes on comments', () => {
  it('asks a visitor to sign in', async () => {
    const response = await vote({}, 'up');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/Unauthorized/);
  });

  it('keeps one vote per reader: a repeat changes nothing, a switch moves the count by 2, null takes it back; the discussion shows it at once', async () => {
    expect(await discussionVotes()).toBe(0); // read once, so the answer is cached
    expect((await vote(reader, 'up')).json()).toEqual({ commentId, direction: 'up', votes: 1 });
    expect(await discussionVotes()).toBe(1);
    expect((await vote(reader, 'up')).json().votes).toBe(1);
    expect((await vote(other, 'up')).json().votes).toBe(2);
    expect((await vote(reader, 'down')).json()).toEqual({ commentId, direction: 'down', votes: 0 });
    expect(await discussionVotes()).toBe(0);
    expect(await myVotes(reader)).toEqual([{ commentId, direction: 'down' }]);
    expect((await vote(reader, null)).json()).toEqual({ commentId, direction: null, votes: 1 });
    expect(await myVotes(reader)).toEqual([]);
    expect(await myVotes(other)).toEqual([{ commentId, direction: 'up' }]);
    // A reload reads the count and the reader's own vote back from the server.
    expect(await discussionVotes()).toBe(1);
  });

  it('keeps each reader’s votes private and answers 404 for an unknown comment', async () => {
    const mine = await call(t.app, 'GET', `/api/me/comment-votes?comments=${commentId}`, { cookie: other.cookie });
    expect(mine.headers['cache-control']).toMatch(/no-store|private/);
    expect((await vote(reader, 'up', 999_999)).statusCode).toBe(404);
    expect((await vote(reader, 'sideways' as never)).statusCode).toBe(400);
  });
});
