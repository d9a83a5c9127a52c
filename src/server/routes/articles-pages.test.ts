// The feed a page at a time: keyset cursors in Link headers, stable across writes, 400 for bad cursors.
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CURSORS, readAllPages } from '../../../tests/support/server/pages.ts';
import { proseWriter } from '../../../tests/support/server/prose.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { ARTICLE_PAGE } from '../../shared/api/articles.ts';
import { articles } from '../db/schema.ts';

let t: TestApp;
let authorId: string;
const TOTAL = 30;

beforeAll(async () => {
  t = await createTestApp();
  authorId = (await t.signUp({ isStaff: 1 })).user.id;
  // Pairs of articles share a publishing instant, so the id must break the tie.
  const base = Date.UTC(2025, 0, 1);
  await t.db.insert(articles).values(
    Array.from({ length: TOTAL }, (_, index) => ({
      title: `Article ${index}`,
      excerpt: 'Excerpt',
      content: '<p>Body</p>',
      category: 'Economy',
      userId: authorId,
      authorName: 'Author',
      publishedAt: new Date(base + Math.floor(index / 2) * 60_000 + 0.5),
    })),
  );
});
afterAll(() => t.close());

const allIdsNewestFirst = async () =>
  (await t.db.select({ id: articles.id, at: articles.publishedAt }).from(articles))
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
    .map((row) => row.id);

describe('GET /api/articles pages', () => {
  it('sends the default page size with every field, and a Link to the next page', async () => {
    const response = await call(t.app, 'GET', '/api/articles');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(ARTICLE_PAGE.default);
    expect(response.json()[0]).toMatchObject({
      title: expect.any(String),
      content: '<p>Body</p>',
      commentCount: 0,
      authorName: expect.any(String),
    });
    expect(response.headers.link).toMatch(/^<\/api\/articles\?cursor=[\w-]+>; rel="next"$/);
  });

  it('walks every article exactly once, newest first, ties by id, and ends without a Link', async () => {
    const pages = await readAllPages(t.app, '/api/articles?limit=7');
    expect(pages.map((page) => page.length)).toEqual([7, 7, 7, 7, 2]);
    expect(pages.flat().map((article) => article.id)).toEqual(await allIdsNewestFirst());
  });

  it('keeps its place when articles are published or deleted between pages', async () => {
    const first = await call(t.app, 'GET', '/api/articles?limit=5');
    const seen = first.json().map((article: { id: number }) => article.id);
    await t.db
      .insert(articles)
      .values({ title: 'Breaking', excerpt: 'E', content: 'C', category: 'Economy', userId: authorId, authorName: 'A' });
    await t.db.delete(articles).where(eq(articles.id, seen[4]));
    const rest = await readAllPages(t.app, (first.headers.link as string).slice(1, (first.headers.link as string).indexOf('>')));
    const order = await allIdsNewestFirst();
    const restIds = rest.flat().map((article) => article.id);
    expect(restIds).toEqual(order.slice(order.indexOf(seen[3]) + 1));
    expect(restIds.some((id) => seen.includes(id))).toBe(false);
  });

  it.each(BAD_CURSORS)('answers 400 to the cursor %s', async (cursor) => {
    const response = await call(t.app, 'GET', `/api/articles?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cursor/);
  });

  it.each(['0', '51', 'abc', '2.5'])('answers 400 to limit=%s', async (limit) => {
    const response = await call(t.app, 'GET', `/api/articles?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/limit/);
  });
});

describe('the first page of long articles', () => {
  it('stays within 30 KB gzip at the default page size, full content included', async () => {
    const prose = proseWriter();
    const long = await t.db
      .insert(articles)
      .values(
        Array.from({ length: ARTICLE_PAGE.default }, (_, index) => ({
          title: prose(12),
          excerpt: prose(40),
          // An 800-word story in paragraphs, the length of a typical news article.
          content: Array.from({ length: 8 }, () => `<p>${prose(100)}</p>`).join('\n'),
          category: 'Economy',
          userId: authorId,
          authorName: 'Author',
          publishedAt: new Date(Date.UTC(2031, 0, 1) + index),
        })),
      )
      .returning({ id: articles.id });
    await t.wroteBehindTheApp();
    const response = await call(t.app, 'GET', '/api/articles', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const sent = JSON.parse(gunzipSync(response.rawPayload).toString()) as { id: number }[];
    expect(sent.map((article) => article.id).sort()).toEqual(long.map((row) => row.id).sort());
    expect(response.rawPayload.length).toBeLessThan(30 * 1024);
    for (const row of long) await t.db.delete(articles).where(eq(articles.id, row.id));
    await t.wroteBehindTheApp();
  });
});
