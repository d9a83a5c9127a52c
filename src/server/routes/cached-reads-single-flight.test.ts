// Concurrent misses of one public read run its handler once and share the answer
// (docs/decisions/0141-response-cache.md): the feed's service is held until every request has arrived.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodedBody } from '../../../tests/support/server/encodings.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';

const feed = vi.hoisted(() => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { calls: 0, gate, open };
});

vi.mock('../services/articles.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../services/articles.ts')>();
  return {
    ...original,
    articlePage: async (...args: Parameters<typeof original.articlePage>) => {
      feed.calls += 1;
      await feed.gate;
      return original.articlePage(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const staff = (await t.signUp({ isStaff: 1 })).cookie;
  for (const n of [1, 2]) {
    const body = { title: `Story ${n}`, excerpt: 'What happened.', content: '<p>What happened, at length.</p>', category: 'Economy' };
    expect((await call(t.app, 'POST', '/api/articles', { cookie: staff, body })).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('single flight', () => {
  it('runs the feed once for concurrent requests, each answered in its own encoding', async () => {
    const encodings = ['br', 'gzip', 'identity', 'br', 'gzip', 'identity'];
    const responses = Promise.all(
      encodings.map((encoding) => call(t.app, 'GET', '/api/articles', { headers: { 'accept-encoding': encoding } })),
    );
    const { store } = t.app.responseCache;
    // Waits for an event (every request waiting on the one computation), polling the store's count.
    await vi.waitFor(() => expect(store.stats.joins).toBe(encodings.length - 1), { timeout: 20_000, interval: 5 });
    feed.open();

    const answers = await responses;
    expect(feed.calls).toBe(1);
    expect(answers.map((response) => response.statusCode)).toEqual(encodings.map(() => 200));
    const bodies = answers.map(decodedBody);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).map((article: { title: string }) => article.title)).toEqual(['Story 2', 'Story 1']);
  });
});
