// Nobody can make the shared cache answer others with what they asked for: an entry is keyed by the
// input its handler validated, never by the address as written (docs/decisions/0190-cache-keys-from-validated-input.md),
// and the lane repeats the next-page link of the entry it sends, not of an earlier one.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';

let t: TestApp;
let staff: string;
let origin: string;
const articleIds: number[] = [];
let billId: number;

const article = (n: number) => ({
  title: `Vote on the transit budget, part ${n}`,
  excerpt: 'Excerpt',
  content: '<p>Body</p>',
  category: 'Economy',
});

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signUp({ isStaff: 1 })).cookie;
  for (const n of [1, 2, 3]) articleIds.push((await call(t.app, 'POST', '/api/articles', { cookie: staff, body: article(n) })).json().id);
  const bill = await call(t.app, 'POST', '/api/bills', {
    cookie: staff,
    body: {
      billNumber: 'H.R. 8100',
      title: 'A bill to fund transit',
      summary: 'Funds buses.',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 7,
      progressiveAnalysis: 'Public transit.',
    },
  });
  billId = bill.json().id;
  for (const n of [1, 2, 3]) await call(t.app, 'POST', '/api/comments', { cookie: staff, body: { content: `Comment ${n}`, billId } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A visitor's GET over real HTTP, so the express lane in front of Fastify takes part. */
function visit(path: string, cookie?: string): Promise<{ status: number; link: string | undefined; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${path}`, { headers: cookie ? { cookie } : {} }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode!,
          link: incoming.headers.link as string | undefined,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Fastify's answer, then the lane's repeat of it. */
const bothWays = async (path: string) => [await visit(path), await visit(path)];

const ids = (body: unknown) => (body as { id: number }[]).map((item) => item.id);

describe('a second ? in the query', () => {
  it("cannot shorten everyone's article list", async () => {
    // The stray parameter is refused outright (docs/decisions/0312-undeclared-query-parameters.md).
    const attack = await visit('/api/articles?zz=?&limit=1');
    expect(attack.status).toBe(400);
    for (const answer of await bothWays('/api/articles')) expect(ids(answer.body)).toEqual([...articleIds].reverse());
  });

  it("cannot put the attacker's search in place of everyone's", async () => {
    const attack = await visit('/api/search?q=vote?%20nothingmatchesthis');
    expect(attack.status).toBe(200);
    for (const answer of await bothWays('/api/search?q=vote'))
      expect((answer.body as { articles: { count: number } }).articles.count).toBe(3);
  });

  it('cannot empty the federal bills list', async () => {
    await visit('/api/bills?zz=?&level=state');
    for (const answer of await bothWays('/api/bills')) expect(ids(answer.body)).toEqual([billId]);
  });

  it('cannot shorten a discussion', async () => {
    await visit(`/api/bills/${billId}/comments?zz=?&limit=1`);
    for (const answer of await bothWays(`/api/bills/${billId}/comments`)) expect(ids(answer.body)).toHaveLength(3);
  });

  it("keeps the parameters it validated in the next page's link", async () => {
    const { link } = await visit('/api/articles?limit=01');
    expect(link).toMatch(/^<\/api\/articles\?cursor=[\w-]+&limit=1>; rel="next"$/);
  });
});

describe("the next page's link", () => {
  it('is the one of the answer sent, after a write that a signed-in reader read first', async () => {
    const reader = (await t.signUp()).cookie;
    const page = '/api/articles?limit=2';
    await visit(page);
    await visit(page);
    const published = (await call(t.app, 'POST', '/api/articles', { cookie: staff, body: article(4) })).json().id as number;
    // The reader's read (it carries a cookie, so Fastify answers it) makes the new entry.
    const readers = await visit(page, reader);
    const visitors = await visit(page);
    expect(ids(visitors.body)).toEqual(ids(readers.body));
    expect(visitors.link).toBe(readers.link);
    // Following the links, the visitor reaches every article once.
    const seen = ids(visitors.body);
    for (let next = visitors.link; next; ) {
      const following = await visit(/<([^>]+)>/.exec(next)![1]!);
      seen.push(...ids(following.body));
      next = following.link;
    }
    expect(seen.sort((a, b) => a - b)).toEqual([...articleIds, published].sort((a, b) => a - b));
  });
});
