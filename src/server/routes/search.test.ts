// GET /api/search: full-text search with prefixes, bill numbers in any spelling, relevance order, counts
// beyond the limit, hostile text, and items identical to the lists' items.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertVotes } from '../../../tests/support/server/ledger.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { searchResults } from '../../shared/schemas/search.ts';
import { articles, bills, officials } from '../db/schema.ts';
import { createCandidate } from '../repositories/candidates.ts';

let t: TestApp;
let author: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  author = await t.signUp({ isStaff: 1, firstName: 'Ada', lastName: 'Author' });
});
afterAll(() => t.close());

// Each row is a day newer than the one before, so "newest first" is known.
let day = 0;
const nextDay = () => new Date(Date.UTC(2025, 0, 1) + ++day * 86_400_000);
let serial = 0;

async function addArticle(values: { title: string; excerpt?: string; category?: string }) {
  const [row] = await t.db
    .insert(articles)
    .values({
      excerpt: 'Nothing further.',
      content: 'Body.',
      category: 'Economy',
      userId: author.user.id,
      authorName: 'Ada Author',
      publishedAt: nextDay(),
      ...values,
    })
    .returning({ id: articles.id });
  return row!.id;
}

async function addBill(values: {
  title: string;
  summary?: string;
  billNumber?: string;
  progressiveScore?: number | null;
  introducedDate?: Date | null;
}) {
  const [row] = await t.db
    .insert(bills)
    .values({
      billNumber: `T ${++serial}`,
      summary: 'Nothing further.',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 5,
      progressiveAnalysis: 'Analysis.',
      introducedDate: nextDay(),
      ...values,
    })
    .returning({ id: bills.id });
  return row!.id;
}

// Through the repository, which stores the candidate's official match as every write path does.
async function addCandidate(values: { name: string; office?: string; bio?: string; state?: string }) {
  const created = await createCandidate(t.db, {
    party: 'Independent',
    office: 'Mayor',
    state: 'OR',
    progressiveScore: 6,
    progressiveAnalysis: 'Analysis.',
    createdAt: nextDay(),
    ...values,
  });
  return created.id;
}

async function addOfficial(values: { name: string; office?: string; state?: string; party?: string }) {
  const [row] = await t.db
    .insert(officials)
    .values({ party: 'Democratic', office: 'Senator', state: 'OR', createdAt: nextDay(), ...values })
    .returning({ id: officials.id });
  return row!.id;
}

type Group = 'articles' | 'bills' | 'candidates' | 'officials';

const searchUrl = (params: Record<string, string>) => `/api/search?${new URLSearchParams(params)}`;

/** The answer, checked against the shared schema, as the wire JSON (what the client receives). */
async function searchFor(q: string, limit?: number) {
  const response = await call(t.app, 'GET', searchUrl({ q, ...(limit === undefined ? {} : { limit: String(limit) }) }));
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  searchResults.parse(body);
  return body as { query: string } & Record<Group, { count: number; items: { id: number }[] }>;
}

const ids = (group: { items: { id: number }[] }) => group.items.map((item) => item.id);

const nothing = { count: 0, items: [] };

describe('GET /api/search', () => {
  it('answers every group empty for a blank or missing query, or one without letters or digits, without asking the database', async () => {
    const select = vi.spyOn(t.db, 'select');
    try {
      for (const url of [
        '/api/search',
        searchUrl({ q: '' }),
        searchUrl({ q: '   \t ' }),
        searchUrl({ q: '& | ! :* ()' }),
        searchUrl({ q: '-excluded' }),
      ]) {
        const response = await call(t.app, 'GET', url);
        expect(response.statusCode, url).toBe(200);
        expect(response.json().articles, url).toEqual(nothing);
        expect(response.json()).toMatchObject({ bills: nothing, candidates: nothing, officials: nothing });
      }
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it('echoes the query trimmed', async () => {
    expect((await searchFor('  zyzzogeton  ')).query).toBe('zyzzogeton');
  });

  it('ranks a title match above summary matches, and equal matches newest first', async () => {
    const inTitle = await addBill({ title: 'Watershed restoration grants' });
    const inSummary = await addBill({ title: 'Rivers bill', summary: 'A watershed plan: watershed surveys, watershed maps.' });
    expect(ids((await searchFor('watershed')).bills)).toEqual([inTitle, inSummary]);

    const undated = await addBill({ title: 'Estuary protection', introducedDate: null, progressiveScore: null });
    const older = await addBill({ title: 'Estuary protection' });
    const newer = await addBill({ title: 'Estuary protection' });
    // An undated bill comes after the dated ones, as in Newest First; it is found unscored as it is.
    const estuary = (await searchFor('estuary')).bills;
    expect(ids(estuary)).toEqual([newer, older, undated]);
    expect(estuary.items[2]).toMatchObject({ progressiveScore: null, scoreSource: null, introducedDate: null });

    const byName = await addCandidate({ name: 'Wren Ashgrove', bio: 'Teacher.' });
    const byBio = await addCandidate({ name: 'Pat Doe', bio: 'Grew up on Ashgrove farm, Ashgrove county.' });
    expect(ids((await searchFor('ashgrove')).candidates)).toEqual([byName, byBio]);
  });

  it('matches every typed word as a prefix, so half-typed words find their items', async () => {
    const medicaid = await addArticle({ title: 'Medicaid expansion reaches new clinics' });
    const climateAction = await addBill({ title: 'Climate Action Now' });
    await addBill({ title: 'Climate resilience fund' });
    const election = await addArticle({ title: 'Election security funding', category: 'Justice' });

    expect(ids((await searchFor('medic')).articles)).toEqual([medicaid]);
    // AND-ed: 'clim act' needs both words.
    expect(ids((await searchFor('clim act')).bills)).toEqual([climateAction]);
    // Past the English stem ('election' is stored as 'elect'), the word as written still matches.
    expect(ids((await searchFor('electi')).articles)).toEqual([election]);
    // And the stems still join word forms: 'elections' finds 'Election'.
    expect(ids((await searchFor('elections')).articles)).toEqual([election]);
  });

  it('does not match inside words (a documented loss of the old substring search)', async () => {
    await addArticle({ title: 'Quahog fishery rules' });
    expect((await searchFor('uahog')).articles).toEqual(nothing);
    expect((await searchFor('quahog')).articles.count).toBe(1);
  });

  it('reads web-search syntax: a leading minus excludes a word', async () => {
    const downtown = await addArticle({ title: 'Cooperative housing downtown' });
    await addArticle({ title: 'Cooperative housing in rural towns' });
    expect(ids((await searchFor('cooperative -rural')).articles)).toEqual([downtown]);
    expect((await searchFor('cooperative')).articles.count).toBe(2);
  });

  it('lets an excluded word only narrow what the wanted words match, never match every row without it', async () => {
    const downtown = await addArticle({ title: 'Tenant unions downtown' });
    await addArticle({ title: 'Tenant unions in rural towns' });
    // In plain web-search syntax 'tenant or -rural' would be every article that lacks 'rural'.
    expect(ids((await searchFor('tenant or -rural')).articles)).toEqual([downtown]);
    expect((await searchFor('zzzunmatched or -rural')).articles).toEqual(nothing);
  });

  it('finds a bill by its number however it is typed, the exact number first', async () => {
    const hr3424 = await addBill({ billNumber: 'H.R. 3424', title: 'Postal service reform' });
    await addBill({ billNumber: 'H.R. 34240', title: 'Another bill' });
    // Newer, and its title names the number, yet the bill numbered so comes first.
    await addBill({ billNumber: 'H.R. 9000', title: 'Amends H.R. 3424', summary: 'Changes hr3424 and HR 3424.' });
    const s12 = await addBill({ billNumber: 'S. 12', title: 'Senate bill twelve' });
    await addBill({ billNumber: 'S. 120', title: 'Senate bill one hundred twenty' });
    const hjres7 = await addBill({ billNumber: 'H.J.Res. 7', title: 'Joint resolution' });

    for (const typed of ['HR 3424', 'h.r.3424', 'H.R. 3424', 'hr3424', 'Hr-3424', 'ＨＲ３４２４']) {
      expect(ids((await searchFor(typed)).bills)[0], typed).toBe(hr3424);
    }
    for (const typed of ['S. 12', 's12', 'S 12']) expect(ids((await searchFor(typed)).bills)[0], typed).toBe(s12);
    for (const typed of ['H.J.Res. 7', 'hjres7', 'HJ Res 7']) expect(ids((await searchFor(typed)).bills)[0], typed).toBe(hjres7);
    // Half typed, the number prefixes both bills.
    expect((await searchFor('hr342')).bills.count).toBeGreaterThanOrEqual(2);
  });

  it('counts every match and returns at most `limit` items (default 8), newest first among equals', async () => {
    const made: number[] = [];
    for (let i = 0; i < 12; i++) made.push(await addCandidate({ name: `Candidate ${i}`, office: 'Harbormaster' }));
    const newestFirst = [...made].reverse();

    const byDefault = await searchFor('harbormaster');
    expect(byDefault.candidates.count).toBe(12);
    expect(ids(byDefault.candidates)).toEqual(newestFirst.slice(0, 8));
    expect((await searchFor('harbormaster', 3)).candidates).toMatchObject({
      count: 12,
      items: newestFirst.slice(0, 3).map((id) => ({ id })),
    });
    expect(ids((await searchFor('harbormaster', 50)).candidates)).toEqual(newestFirst);
  });

  it('searches officials on name, office, state and party, the name first', async () => {
    const named = await addOfficial({ name: 'Marisol Greenfield', party: 'Republican' });
    const partyOnly = await addOfficial({ name: 'Tobias Quint', party: 'Green', state: 'NM' });
    expect(ids((await searchFor('green')).officials)).toEqual([named, partyOnly]);
    expect(ids((await searchFor('quint nm')).officials)).toEqual([partyOnly]);
    expect(ids((await searchFor('tobias senator')).officials)).toEqual([partyOnly]);
  });

  it('ranks a last-name match above a first-name match, a suffix such as Jr. aside', async () => {
    // Added first, so newest-first alone would put the first-name match ahead.
    const surname = await addOfficial({ name: 'Elizabeth Warrenby', state: 'MA' });
    const firstName = await addOfficial({ name: 'Warrenby Davidson', office: 'Representative', party: 'Republican', state: 'OH' });
    expect(ids((await searchFor('warrenby')).officials)).toEqual([surname, firstName]);
    expect(ids((await searchFor('Warrenb')).officials)).toEqual([surname, firstName]);

    const suffixed = await addOfficial({ name: 'Donald S. Beyerling Jr.', office: 'Representative', state: 'VA' });
    const given = await addOfficial({ name: 'Beyerling Smith', state: 'VA' });
    expect(ids((await searchFor('beyerling')).officials)).toEqual([suffixed, given]);
    // The surname typed after the given name still finds its owner first.
    expect(ids((await searchFor('elizabeth warrenby')).officials)).toEqual([surname]);
  });

  it('gives each item every field of the list item, aggregates and voting records included', async () => {
    const articleId = await addArticle({ title: 'Zephyrine wetlands report' });
    const billId = await addBill({ title: 'Zephyrine wetlands act' });
    await call(t.app, 'POST', '/api/comments', { cookie: author.cookie, body: { content: 'Good.', articleId } });
    const officialId = await addOfficial({ name: 'Zephyrine Marsh', state: 'VT' });
    await insertVotes(t.db, [{ officialId, billId, vote: 'Yes' }]);
    const candidateId = await addCandidate({ name: 'Zephyrine Marsh', office: 'Senate', state: 'VT' });

    const body = await searchFor('zephyrine');
    const lists: Record<Group, { id: number }[]> = {
      articles: (await call(t.app, 'GET', '/api/articles')).json(),
      bills: (await call(t.app, 'GET', '/api/bills')).json(),
      candidates: [(await call(t.app, 'GET', `/api/candidates/${candidateId}`)).json()],
      officials: (await call(t.app, 'GET', '/api/officials')).json(),
    };
    for (const [group, id] of [
      ['articles', articleId],
      ['bills', billId],
      ['candidates', candidateId],
      ['officials', officialId],
    ] as const) {
      expect(body[group].items, group).toEqual([lists[group].find((item) => item.id === id)]);
    }
    // The comparison proves something only if the derived fields are there to compare.
    expect(body.articles.items[0]).toMatchObject({ commentCount: 1, authorName: 'Ada Author' });
    expect(body.officials.items[0]).toMatchObject({ voteCount: 1, yesCount: 1, votingScore: 5 });
    expect(body.candidates.items[0]).toMatchObject({ hasOfficialRecord: true, votingScore: 5 });
  });

  it.each([
    'a & | ! :*',
    "'; drop table bills; --",
    '"unbalanced quote',
    '""""',
    "it's o'clock",
    'back\\slash',
    '((( <-> )))',
    'a:* & b:*',
    'x:A | y:B',
    '!!!word',
    '- - -',
    '%_%',
    'bell\u0007 and tab\t',
    '🏛️ 🗳️ vote',
    '議会の法案',
    'قانون الرعاية',
    'e\u0301lection cafe\u0301',
    '＆｜！：＊',
    `${'x'.repeat(199)}y`,
    ` ${'é'.repeat(200)} `,
  ])('searches hostile text as text: %j', async (q) => {
    await searchFor(q);
  });

  it('survives bytes that are not UTF-8, and refuses NULs as every route does (decision 0155)', async () => {
    for (const raw of ['%ED%A0%80', '%FF%FE']) {
      const response = await call(t.app, 'GET', `/api/search?q=${raw}`);
      expect(response.statusCode, raw).toBe(200);
    }
    for (const raw of ['%00', 'a%00b']) {
      const response = await call(t.app, 'GET', `/api/search?q=${raw}`);
      expect(response.statusCode, raw).toBe(400);
      expect(response.json().message).toBe('q: must not contain NUL characters or unpaired surrogates');
    }
  });

  it.each([
    [{ q: 'x'.repeat(201) }, 'q: Search text must be at most 200 characters'],
    [{ q: 'climate', limit: '0' }, 'limit: Limit must be at least 1'],
    [{ q: 'climate', limit: '51' }, 'limit: Limit must be at most 50'],
    [{ q: 'climate', limit: 'many' }, 'limit: Limit must be a number'],
    [{ q: 'climate', limit: '2.5' }, 'limit: Limit must be a whole number'],
  ])('refuses %j', async (params, message) => {
    const response = await call(t.app, 'GET', searchUrl(params));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses unknown parameters', async () => {
    const response = await call(t.app, 'GET', '/api/search?query=climate');
    expect(response.statusCode).toBe(400);
  });
});
