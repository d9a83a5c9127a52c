// The first-start seed: demo accounts that can sign in, the newsroom's explainers, the importers' public
// data, the FEC's candidates, and nothing written twice however often it runs.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { newArticle } from '../../shared/schemas/articles.ts';
import { appState, articles, candidateCycles, candidates, passwordCredentials, users } from '../db/schema.ts';
import { bundledCongressDataDigest, type CongressDataResult, seedCongressData, seedPublicData } from '../imports/service.ts';
import { DEMO_PASSWORD, DEMO_USERS, SAMPLE_ARTICLES } from './demo-content.ts';
import { DEMO_CANDIDATES_KEY, DEMO_ROLL_CALLS_KEY, DEMO_SEED_KEY, seedDemoCandidates, seedDemoContent, seedDemoRollCalls } from './seed.ts';

// The importers' own tests cover what seedPublicData and seedCongressData write; here they only have to be called.
const imported = { failures: [] } as unknown as CongressDataResult;
vi.mock(import('../imports/service.ts'), async (original) => ({
  ...(await original()),
  seedPublicData: vi.fn(),
  seedCongressData: vi.fn(async () => imported),
  bundledCongressDataDigest: vi.fn(async () => 'digest-1'),
}));

const log = { info: vi.fn(), warn: vi.fn() };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Users, articles, candidates and password credentials once the demo content is in: no candidate is invented. */
const seeded = [DEMO_USERS.length, SAMPLE_ARTICLES.length, 0, DEMO_USERS.length];
const counts = async () =>
  Promise.all(
    [users, articles, candidates, passwordCredentials].map(async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n),
  );

describe('demo seed', () => {
  it('creates the demo accounts and the explainers, and runs the public-data seed', async () => {
    expect(await seedDemoContent(t.db, log)).toBe(true);
    expect(seedPublicData).toHaveBeenCalledWith(t.db);
    expect(await counts()).toEqual(seeded);
    // The newsroom's explainers are labelled as such, not as news.
    expect(new Set((await t.db.select({ kind: articles.kind }).from(articles)).map((a) => a.kind))).toEqual(new Set(['explainer']));
    const [marker] = await t.db.select().from(appState).where(eq(appState.key, DEMO_SEED_KEY));
    expect(marker).toBeDefined();
  });

  it('lets the demo editor sign in as staff and the reader as a reader', async () => {
    const editor = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'editor@example.org', password: DEMO_PASSWORD } });
    expect(editor.json()).toMatchObject({ email: 'editor@example.org', isStaff: 1 });
    const reader = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'reader@example.org', password: DEMO_PASSWORD } });
    expect(reader.json()).toMatchObject({ email: 'reader@example.org', isStaff: 0 });
  });

  it('publishes the explainers by the demo staff author, newest first, with every tag and link they were written with', async () => {
    const list = (await call(t.app, 'GET', '/api/articles')).json() as { title: string; content: string; authorName: string }[];
    expect(list.map((a) => a.title)).toEqual(SAMPLE_ARTICLES.map((a) => a.title));
    for (const [index, article] of list.entries()) {
      expect(article.authorName).toBe('Demo Editor');
      // Stored through the article allow-list: nothing was dropped or rewritten.
      expect(article.content).toBe(SAMPLE_ARTICLES[index]!.content);
    }
  });

  it('holds every explainer to the rules of an article written on the site', () => {
    for (const sample of SAMPLE_ARTICLES) expect(newArticle.safeParse(sample).error).toBeUndefined();
  });

  it('does nothing on the next start', async () => {
    vi.mocked(seedPublicData).mockClear();
    expect(await seedDemoContent(t.db, log)).toBe(false);
    expect(seedPublicData).not.toHaveBeenCalled();
    expect(await counts()).toEqual(seeded);
  });

  it('adds nothing twice even when re-run without its marker', async () => {
    await t.db.delete(appState).where(eq(appState.key, DEMO_SEED_KEY));
    expect(await seedDemoContent(t.db, log)).toBe(true);
    expect(await counts()).toEqual(seeded);
  });

  it('retries on the next start when the public-data seed failed', async () => {
    await t.db.delete(appState).where(eq(appState.key, DEMO_SEED_KEY));
    vi.mocked(seedPublicData).mockRejectedValueOnce(new Error('fixture missing'));
    expect(await seedDemoContent(t.db, log)).toBe(true);
    expect(log.warn).toHaveBeenCalled();
    expect(await t.db.select().from(appState)).toHaveLength(0);
    expect(await seedDemoContent(t.db, log)).toBe(true);
    expect(await t.db.select().from(appState)).toHaveLength(1);
  });

  it('imports the bundled roll calls once, and again only when their checksums change', async () => {
    expect(await seedDemoRollCalls(t.db, log)).toBe(true);
    expect(seedCongressData).toHaveBeenCalledTimes(1);
    expect(await seedDemoRollCalls(t.db, log)).toBe(false);
    expect(seedCongressData).toHaveBeenCalledTimes(1);
    vi.mocked(bundledCongressDataDigest).mockResolvedValueOnce('digest-2');
    expect(await seedDemoRollCalls(t.db, log)).toBe(true);
    expect(seedCongressData).toHaveBeenCalledTimes(2);
    const [marker] = await t.db.select().from(appState).where(eq(appState.key, DEMO_ROLL_CALLS_KEY));
    expect(marker!.value).toEqual({ digest: 'digest-2' });
  });

  it('leaves the roll calls unmarked, for the next start, when a file could not be imported', async () => {
    await t.db.delete(appState).where(eq(appState.key, DEMO_ROLL_CALLS_KEY));
    vi.mocked(seedCongressData).mockResolvedValueOnce({ failures: ['senate:119:1:9: bad file'] } as unknown as CongressDataResult);
    expect(await seedDemoRollCalls(t.db, log)).toBe(true);
    expect(await t.db.select().from(appState).where(eq(appState.key, DEMO_ROLL_CALLS_KEY))).toHaveLength(0);
  });

  it('imports every House and Senate candidate of the FEC file once, with the 2024 figures beside', async () => {
    expect(await seedDemoCandidates(t.db, log)).toBe(true);
    // weball26.txt: 2,949 House and 540 Senate lines, 37 of them a person's second registration; the 93
    // presidential ones are figures only.
    expect((await t.db.select({ n: count() }).from(candidates))[0]!.n).toBe(3452);
    expect((await t.db.select({ n: count() }).from(candidateCycles))[0]!.n).toBe(3582 + 3860);
    expect(await seedDemoCandidates(t.db, log)).toBe(false);
    const [marker] = await t.db.select().from(appState).where(eq(appState.key, DEMO_CANDIDATES_KEY));
    expect(marker!.value).toMatchObject({ digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
  }, 120_000);
});
