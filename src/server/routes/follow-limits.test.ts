// A saved search is followed once whatever its word order, and one reader's follows are capped
// (docs/decisions/0310-saved-searches-cannot-stop-imports.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { FOLLOWS_MAX, SAVED_SEARCHES_MAX } from '../../shared/schemas/follows.ts';
import { follows } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Reader = Awaited<ReturnType<TestApp['signUp']>>;
const followIt = (reader: Reader, kind: string, target: string) =>
  call(t.app, 'POST', '/api/follows', { cookie: reader.cookie, body: { kind, target } });
const listOf = async (reader: Reader) =>
  (await call(t.app, 'GET', '/api/follows', { cookie: reader.cookie })).json() as { kind: string; target: string; label: string }[];

/** Fills a reader's list behind the routes' backs: `subjects` policy areas and `searches` saved searches. */
async function alreadyFollowing(reader: Reader, counts: { subjects: number; searches: number }) {
  const rows = [
    ...Array.from({ length: counts.subjects }, (_, i) => ({ kind: 'subject' as const, target: `Area ${i}`, label: `Subject: Area ${i}` })),
    ...Array.from({ length: counts.searches }, (_, i) => ({ kind: 'search' as const, target: `word${i}`, label: `Search: “word${i}”` })),
  ];
  await t.db.insert(follows).values(rows.map((row) => ({ ...row, userId: reader.user.id })));
}

describe('a saved search', () => {
  it('is followed once whatever the order, case or repetition of its words, and listed as the reader wrote it', async () => {
    const reader = await t.signUp();
    expect((await followIt(reader, 'search', 'Water  clean')).statusCode).toBe(201);
    expect((await followIt(reader, 'search', 'clean water water')).statusCode).toBe(200);
    const check = await call(t.app, 'GET', `/api/follows/check?kind=search&target=${encodeURIComponent('CLEAN Water')}`, {
      cookie: reader.cookie,
    });
    expect(check.json()).toEqual({ following: true });
    expect(await listOf(reader)).toEqual([
      expect.objectContaining({ kind: 'search', target: 'clean water', label: 'Search: “water clean”' }),
    ]);
    await call(t.app, 'DELETE', `/api/follows?kind=search&target=${encodeURIComponent('water CLEAN')}`, { cookie: reader.cookie });
    expect(await listOf(reader)).toEqual([]);
  });
});

describe("a reader's follows", () => {
  it(`stop at ${FOLLOWS_MAX}, say so in a sentence, and make room when one is unfollowed`, async () => {
    const reader = await t.signUp();
    await alreadyFollowing(reader, { subjects: FOLLOWS_MAX - 1, searches: 0 });
    expect((await followIt(reader, 'subject', 'Health')).statusCode).toBe(201);
    const refused = await followIt(reader, 'subject', 'Energy');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `You follow ${FOLLOWS_MAX} things, the most one reader can. Unfollow something to follow this.`,
    });
    // Following again what is already followed is no new follow: still answered as before.
    expect((await followIt(reader, 'subject', 'Health')).statusCode).toBe(200);
    await call(t.app, 'DELETE', '/api/follows?kind=subject&target=Health', { cookie: reader.cookie });
    expect((await followIt(reader, 'subject', 'Energy')).statusCode).toBe(201);
    expect(await listOf(reader)).toHaveLength(FOLLOWS_MAX);
  });

  it(`hold at most ${SAVED_SEARCHES_MAX} saved searches, while other things can still be followed`, async () => {
    const reader = await t.signUp();
    await alreadyFollowing(reader, { subjects: 0, searches: SAVED_SEARCHES_MAX });
    const refused = await followIt(reader, 'search', 'clean water');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `You follow ${SAVED_SEARCHES_MAX} saved searches, the most one reader can. Unfollow a search to follow this one.`,
    });
    expect((await followIt(reader, 'subject', 'Health')).statusCode).toBe(201);
  });

  it('never pass the cap when two follows arrive at once for the last place', async () => {
    const reader = await t.signUp();
    await alreadyFollowing(reader, { subjects: FOLLOWS_MAX - 1, searches: 0 });
    const answers = await Promise.all([followIt(reader, 'subject', 'Health'), followIt(reader, 'subject', 'Energy')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await listOf(reader)).toHaveLength(FOLLOWS_MAX);
  });
});
