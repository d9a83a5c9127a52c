// The candidates tab a page at a time: every office filter and sort walked through all pages against an
// order computed here from the office groups' rules, keyset cursors across writes, 400s for bad parameters, and
// the stored official match and score (the sort key) staying equal to matching live after every write.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePassageRollCall } from '../../../tests/support/server/ledger.ts';
import { BAD_CURSORS, readAllPages } from '../../../tests/support/server/pages.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import {
  CANDIDATE_OFFICES,
  CANDIDATE_PAGE,
  CANDIDATE_SORTS,
  type CandidateOffice,
  type CandidateSort,
} from '../../shared/api/candidates.ts';
import { type Candidate, candidate as candidateSchema } from '../../shared/schemas/candidates.ts';
import { adjustedProgressiveScore, ideologicalLean } from '../../shared/scoring.ts';
import { candidates } from '../db/schema.ts';
import { officialMatcher } from '../domain/official-match.ts';
import { mapLegislator, readLegislators } from '../imports/legislators/legislators-mapping.ts';
import { seedPublicData } from '../imports/seed-public-data.ts';
import { createCandidate } from '../repositories/candidates.ts';
import { insertCandidate } from '../repositories/import-candidates.ts';
import { insertOfficials, type NewOfficial } from '../repositories/import-officials.ts';
import type { RollCallVote } from '../repositories/import-votes.ts';
import { listOfficials } from '../repositories/officials.ts';

let t: TestApp;
let serial = 0;

const official = (values: Pick<NewOfficial, 'name' | 'state' | 'office'> & Partial<NewOfficial>): NewOfficial => ({
  bioguideId: `T${String(++serial).padStart(6, '0')}`,
  lisId: null,
  party: 'Democrat',
  district: null,
  imageUrl: null,
  termStart: null,
  termEnd: null,
  website: null,
  bio: null,
  ...values,
});

/** One roll call on a new bill of this score, through the votes import's write. */
const rollCall = (billScore: number, votes: RollCallVote[]) => writePassageRollCall(t.db, `H.R. ${++serial}`, billScore, votes);

async function officialId(name: string) {
  return (await listOfficials(t.db)).find((o) => o.name === name)!.id;
}

// The office groups as the old client filter had them: an exact office (case and surrounding spaces
// aside), or for Local any office containing 'local'.
const SPEC_GROUPS: Record<Exclude<CandidateOffice, 'all'>, string[]> = {
  federal: ['House', 'Senate'],
  state: ['Governor', 'Lieutenant Governor', 'Attorney General', 'Secretary of State', 'State Treasurer', 'State Comptroller'],
  'state-legislature': ['State House', 'State Senate', 'State Assembly'],
  local: ['Mayor', 'City Council', 'County Executive', 'District Attorney'],
};
function inOffice(office: string, filter: CandidateOffice): boolean {
  if (filter === 'all') return true;
  const listed = SPEC_GROUPS[filter].some((o) => o.toLowerCase() === office.trim().toLowerCase());
  return listed || (filter === 'local' && office.toLowerCase().includes('local'));
}

/** Every candidate as the list used to compute it on each read: matched live against every official's aggregate. */
async function reference() {
  const [rows, officialRows] = await Promise.all([t.db.select().from(candidates), listOfficials(t.db)]);
  const match = officialMatcher(officialRows);
  return rows.map((row) => {
    const found = match(row);
    const adjusted = found ? adjustedProgressiveScore(row.progressiveScore, found.votingScore) : null;
    return {
      id: row.id,
      name: row.name,
      office: row.office,
      createdAt: row.createdAt.getTime(),
      raised: row.raised,
      shown: adjusted ?? row.progressiveScore,
      record: {
        hasOfficialRecord: found !== undefined,
        votingScore: found ? found.votingScore : null,
        ideologicalLean: found && found.scoredVoteCount > 0 ? ideologicalLean(found.votingScore, row.party) : null,
        adjustedProgressiveScore: adjusted,
      },
    };
  });
}
type Reference = Awaited<ReturnType<typeof reference>>[number];

/** The A to Z key: case and quote marks aside. */
const nameKey = (name: string) => name.replace(/['"‘’“”]/g, '').toLowerCase();
const byKey =
  <T>(key: (row: Reference) => T, descending: boolean) =>
  (a: Reference, b: Reference) => {
    const [x, y] = [key(a), key(b)];
    const order = x < y ? -1 : x > y ? 1 : a.id - b.id;
    return descending ? -order : order;
  };
/** A candidate not yet scored (no staff score, no record's score) comes after every scored one, whichever way. */
const unscoredLast = (order: (a: Reference, b: Reference) => number) => (a: Reference, b: Reference) =>
  a.shown === null && b.shown !== null ? 1 : b.shown === null && a.shown !== null ? -1 : order(a, b);
const ORDER: Record<CandidateSort, (a: Reference, b: Reference) => number> = {
  highest: unscoredLast(byKey((r) => r.shown ?? 0, true)),
  lowest: unscoredLast(byKey((r) => r.shown ?? 0, false)),
  az: byKey((r) => nameKey(r.name), false),
  za: byKey((r) => nameKey(r.name), true),
  default: byKey((r) => r.createdAt, true),
  raised: byKey((r) => r.raised, true),
};

const expectedIds = async (office: CandidateOffice, sort: CandidateSort) =>
  (await reference())
    .filter((r) => inOffice(r.office, office))
    .sort(ORDER[sort])
    .map((r) => r.id);

/** Every page of one list: each item valid by the shared schema and, field by field, what live matching gives. */
async function expectListMatchesReference(office: CandidateOffice, sort: CandidateSort, limit = 7) {
  const items = (await readAllPages<Candidate>(t.app, `/api/candidates?office=${office}&sort=${sort}&limit=${limit}`)).flat();
  const expected = new Map((await reference()).map((r) => [r.id, r.record]));
  for (const item of items) {
    candidateSchema.parse(item);
    expect({
      id: item.id,
      hasOfficialRecord: item.hasOfficialRecord,
      votingScore: item.votingScore,
      ideologicalLean: item.ideologicalLean,
      adjustedProgressiveScore: item.adjustedProgressiveScore,
    }).toEqual({
      id: item.id,
      ...expected.get(item.id),
    });
  }
  expect(
    items.map((item) => item.id),
    `${office} ${sort}`,
  ).toEqual(await expectedIds(office, sort));
}

const OFFICES = [
  'House',
  'Senate',
  ' senate ',
  'Governor',
  'lieutenant governor',
  'State Treasurer',
  'Secretary of State',
  'State Senate',
  'STATE ASSEMBLY',
  'State House',
  'Mayor',
  'City Council',
  'District Attorney',
  'County Executive',
  'Local School Board',
  'Board of LOCAL Works',
  'President',
  'Sheriff',
  'US House',
];
// Names that differ only in case tie on the A to Z key, so the id must break the tie.
const NAMES = [
  'Ada Lovelace',
  'ada lovelace',
  'ADA LOVELACE',
  'Zed Zimmer',
  'bea Brook',
  'Bea Brook',
  'Cy Young',
  'Mo Tran',
  'Al Stone',
  'Lu Park',
  'Ed Ruiz',
  // A quoted nickname sorts by its letters, not before every name (docs/decisions/0322-races-that-agree.md).
  '"Holden" Hoggatt',
];

beforeAll(async () => {
  t = await createTestApp();
  await insertOfficials(t.db, [
    official({ name: 'Alice Adams', state: 'CA', office: 'Senate' }),
    official({ name: 'Bob Brown', state: 'NY', office: 'House', district: '3' }),
    official({ name: 'Carla Diaz', state: 'TX', office: 'Senate' }),
  ]);
  const [alice, bob, carla] = [await officialId('Alice Adams'), await officialId('Bob Brown'), await officialId('Carla Diaz')];
  await rollCall(8, [
    { officialId: alice, vote: 'Yes' },
    { officialId: bob, vote: 'No' },
    { officialId: carla, vote: 'Not Voting' },
  ]);
  await rollCall(3, [{ officialId: alice, vote: 'Yes' }]);

  const base = Date.UTC(2025, 0, 1);
  for (let index = 0; index < 44; index += 1) {
    await createCandidate(t.db, {
      name: `${NAMES[index % NAMES.length]}`,
      party: index % 3 === 0 ? 'Republican' : 'Democrat',
      office: OFFICES[index % OFFICES.length]!,
      state: 'OR',
      // Every fifth not yet scored by staff.
      progressiveScore: index % 5 === 4 ? null : (index * 7) % 11,
      progressiveAnalysis: 'Analysis.',
      donations: [{ source: 'Small donors', amount: index * 10 }],
      legislationBacked: ['An Act'],
      // Pairs share a creation instant, so the id must break the tie.
      createdAt: new Date(base + Math.floor(index / 2) * 60_000),
    });
  }
  // Matched: an adjusted score (Alice: votes average 6), a score below the base (Bob: 2), and a record
  // without counted votes (Carla: shown at her base score, no lean). Bob's district 4 namesake is not him.
  for (const values of [
    { name: 'Adams, Alice', state: 'California', office: 'Senate', progressiveScore: 9 },
    { name: 'BOB BROWN', state: 'NY', office: 'House', district: '3', progressiveScore: 9 },
    { name: 'Bob Brown', state: 'NY', office: 'House', district: '4', progressiveScore: 9 },
    { name: 'Carla Diaz', state: 'TX', office: 'Senate', progressiveScore: 4 },
    // No staff score: Alice's record's score (6) alone; Carla's record counts no votes, so not yet scored.
    { name: 'Alice Adams', state: 'CA', office: 'Senate', progressiveScore: null },
    { name: 'Carla Diaz', state: 'Texas', office: 'Senate', progressiveScore: null },
  ]) {
    await createCandidate(t.db, { party: 'Democrat', progressiveAnalysis: 'Analysis.', createdAt: new Date(base), ...values });
  }
}, 60_000);
afterAll(() => t.close());

describe('GET /api/candidates pages', () => {
  it('sends the default page size with every field, highest score first, and a Link to the next page', async () => {
    const response = await call(t.app, 'GET', '/api/candidates');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Candidate[];
    expect(body).toHaveLength(CANDIDATE_PAGE.default);
    for (const item of body) candidateSchema.parse(item);
    expect(body[0]).toMatchObject({
      donations: [expect.objectContaining({ source: 'Small donors' })],
      legislationBacked: ['An Act'],
      commentCount: 0,
    });
    expect(body.map((c) => c.id)).toEqual((await expectedIds('all', 'highest')).slice(0, CANDIDATE_PAGE.default));
    expect(response.headers.link).toMatch(/^<\/api\/candidates\?cursor=[\w-]+>; rel="next"$/);
  });

  it('shows the stored match: adjusted, below the base, and a record without counted votes', async () => {
    const all = (await readAllPages<Candidate>(t.app, '/api/candidates?limit=100')).flat();
    const named = (name: string, district?: string) =>
      all.find((c) => c.name === name && (district === undefined || c.district === district))!;
    expect(named('Adams, Alice')).toMatchObject({
      hasOfficialRecord: true,
      officialId: await officialId('Alice Adams'),
      votingScore: 6,
      adjustedProgressiveScore: 8,
      ideologicalLean: -1.5,
    });
    expect(named('BOB BROWN')).toMatchObject({ hasOfficialRecord: true, votingScore: 2, adjustedProgressiveScore: 6 });
    expect(named('Bob Brown', '4')).toMatchObject({
      hasOfficialRecord: false,
      officialId: null,
      votingScore: null,
      adjustedProgressiveScore: null,
    });
    expect(named('Carla Diaz')).toMatchObject({
      hasOfficialRecord: true,
      votingScore: 0,
      adjustedProgressiveScore: null,
      ideologicalLean: null,
    });
    // Not scored by staff: the record's score alone, and without counted votes no score at all.
    expect(named('Alice Adams')).toMatchObject({
      progressiveScore: null,
      hasOfficialRecord: true,
      votingScore: 6,
      adjustedProgressiveScore: 6,
      ideologicalLean: -1.5,
    });
    expect(all.find((c) => c.name === 'Carla Diaz' && c.state === 'Texas')).toMatchObject({
      progressiveScore: null,
      hasOfficialRecord: true,
      adjustedProgressiveScore: null,
      ideologicalLean: null,
    });
  });

  it('puts candidates not yet scored last in both score sorts', async () => {
    for (const sort of ['highest', 'lowest'] as const) {
      const all = (await readAllPages<Candidate>(t.app, `/api/candidates?sort=${sort}&limit=6`)).flat();
      const scores = all.map((c) => c.adjustedProgressiveScore ?? c.progressiveScore);
      const firstUnscored = scores.indexOf(null);
      expect(firstUnscored, sort).toBeGreaterThan(0);
      expect(
        scores.slice(firstUnscored).every((score) => score === null),
        sort,
      ).toBe(true);
    }
  });

  for (const office of CANDIDATE_OFFICES) {
    it(`walks office=${office} through every sort, each candidate once, in the order of the rules`, async () => {
      for (const sort of CANDIDATE_SORTS) await expectListMatchesReference(office, sort);
    });
  }

  it('sorts A to Z by the letters, so a quoted nickname does not put a name first', async () => {
    const names = (await readAllPages<Candidate>(t.app, '/api/candidates?sort=az&limit=50')).flat().map((c) => c.name.toLowerCase());
    const inOrder = [...new Set(names)];
    expect(inOrder[0]).toBe('ada lovelace');
    expect(inOrder.slice(inOrder.indexOf('ed ruiz'), inOrder.indexOf('lu park') + 1)).toEqual(['ed ruiz', '"holden" hoggatt', 'lu park']);
  });

  it('keeps its place when candidates are added, removed or rescored between pages', async () => {
    for (const sort of CANDIDATE_SORTS) {
      const first = await call(t.app, 'GET', `/api/candidates?sort=${sort}&limit=5`);
      const seen = (first.json() as Candidate[]).map((c) => c.id);
      const added = await createCandidate(t.db, {
        name: 'Late Arrival',
        party: 'Green',
        office: 'Mayor',
        state: 'OR',
        progressiveScore: 10,
        progressiveAnalysis: 'A.',
      });
      await t.db.delete(candidates).where(eq(candidates.id, seen[2]!));
      const link = first.headers.link as string;
      const rest = (await readAllPages<Candidate>(t.app, link.slice(1, link.indexOf('>')))).flat().map((c) => c.id);
      const order = await expectedIds('all', sort);
      expect(rest, sort).toEqual(order.slice(order.indexOf(seen[4]!) + 1));
      expect(rest.some((id) => seen.includes(id))).toBe(false);
      await t.db.delete(candidates).where(eq(candidates.id, added.id));
    }
  });

  it.each(BAD_CURSORS)('answers 400 to the cursor %s', async (cursor) => {
    const response = await call(t.app, 'GET', `/api/candidates?sort=default&cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cursor/);
  });

  it('answers 400 to a score, id or name the database cannot hold', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const [sort, position] of [
      ['highest', [2 ** 40, 1]],
      ['lowest', [2.5, 1]],
      ['highest', [5, 2 ** 40]],
      ['az', ['a\u0000b', 1]],
    ] as const) {
      expect((await call(t.app, 'GET', `/api/candidates?sort=${sort}&cursor=${encode(position)}`)).statusCode, sort).toBe(400);
    }
  });

  it("answers 400 to one sort's cursor given to a sort of another kind", async () => {
    const first = await call(t.app, 'GET', '/api/candidates?sort=highest&limit=2');
    const cursor = new URLSearchParams(
      (first.headers.link as string).slice(1, (first.headers.link as string).indexOf('>')).split('?')[1],
    ).get('cursor')!;
    const response = await call(t.app, 'GET', `/api/candidates?sort=az&cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cursor/);
  });

  it.each([
    ['office=federal-ish', /office/],
    ['office=legislature', /office/],
    ['sort=score-desc', /sort/],
    ['sort=', /sort/],
    ['limit=0', /limit/],
    [`limit=${CANDIDATE_PAGE.max + 1}`, /limit/],
  ])('answers 400 naming the parameter to %s', async (query, parameter) => {
    const response = await call(t.app, 'GET', `/api/candidates?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(parameter);
  });

  it('answers one candidate by id, as the list has it, comment count included; 404 for an unknown one', async () => {
    const [id] = await expectedIds('all', 'default');
    const { cookie } = await t.signUp();
    for (const content of ['Hi.', 'Hello again.'])
      await call(t.app, 'POST', '/api/comments', { cookie, body: { content, candidateId: id } });
    const one = await call(t.app, 'GET', `/api/candidates/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ commentCount: 2 });
    const fromList = (await readAllPages<Candidate>(t.app, '/api/candidates?sort=default&limit=100')).flat()[0];
    expect(one.json()).toEqual(fromList);
    expect((await call(t.app, 'GET', '/api/candidates/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/candidates', () => {
  it('checks who is asking before the body: a visitor 401, a reader 403, staff 400', async () => {
    const reader = await t.signUp();
    const staff = await t.signUp({ isStaff: 1 });
    const invalid = { name: '' };
    expect((await call(t.app, 'POST', '/api/candidates', { body: invalid })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/candidates', { body: invalid, cookie: reader.cookie })).statusCode).toBe(403);
    const response = await call(t.app, 'POST', '/api/candidates', { body: invalid, cookie: staff.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/name/);
  });
});

describe('the stored match and score after each kind of write', () => {
  const everyList = async () => {
    for (const office of ['all', 'federal'] as const)
      for (const sort of ['highest', 'lowest'] as const) await expectListMatchesReference(office, sort, 20);
  };

  it('follows a candidate added, then its official imported, then its votes imported, then a namesake imported', async () => {
    const staff = await t.signUp({ isStaff: 1 });
    const created = await call(t.app, 'POST', '/api/candidates', {
      cookie: staff.cookie,
      body: { name: 'Dana Evans', party: 'Democrat', office: 'Senate', state: 'WA', progressiveScore: 4, progressiveAnalysis: 'Analysis.' },
    });
    expect(created.statusCode).toBe(201);
    const dana = created.json() as Candidate;
    expect(dana).toMatchObject({ hasOfficialRecord: false, adjustedProgressiveScore: null });
    const read = async () => (await call(t.app, 'GET', `/api/candidates/${dana.id}`)).json() as Candidate;

    // A candidate written while its official exists is matched at once.
    const alice = await call(t.app, 'POST', '/api/candidates', {
      cookie: staff.cookie,
      body: {
        name: 'Alice Adams',
        party: 'Democrat',
        office: 'Senate',
        state: 'CA',
        progressiveScore: 2,
        progressiveAnalysis: 'Analysis.',
      },
    });
    expect(alice.json()).toMatchObject({ hasOfficialRecord: true, votingScore: 6, adjustedProgressiveScore: 4 });
    await everyList();

    await insertOfficials(t.db, [official({ name: 'Dana Evans', state: 'WA', office: 'Senate' })]);
    await t.wroteBehindTheApp();
    expect(await read()).toMatchObject({ hasOfficialRecord: true, votingScore: 0, adjustedProgressiveScore: null });
    await everyList();

    await rollCall(10, [{ officialId: await officialId('Dana Evans'), vote: 'Yes' }]);
    await t.wroteBehindTheApp();
    expect(await read()).toMatchObject({ votingScore: 10, adjustedProgressiveScore: 7, ideologicalLean: 2.5 });
    await everyList();

    // Votes of an official move the scores of every candidate matched to them, and only theirs.
    await rollCall(0, [{ officialId: await officialId('Alice Adams'), vote: 'No' }]);
    await t.wroteBehindTheApp();
    await everyList();

    expect(
      await insertCandidate(t.db, {
        fecCandidateId: 'S0WA00001',
        name: 'EVANS, DANA',
        party: 'Democrat',
        office: 'Senate',
        state: 'WA',
        district: null,
        bio: null,
        donations: [],
        progressiveScore: 7,
        progressiveAnalysis: 'Analysis.',
        website: null,
      }),
    ).toBe(true);
    await t.wroteBehindTheApp();
    await everyList();
  });

  it('matches and scores through the real importers (members, bills and roll calls of the demo seed)', { timeout: 120_000 }, async () => {
    // Candidates for sitting members of both chambers, written before any of them is an official.
    const members = (await readLegislators()).map(mapLegislator).filter((_, index) => index % 20 === 0);
    for (const member of members) {
      const office = member.office === 'Senator' ? 'Senate' : 'House';
      await createCandidate(t.db, {
        name: member.name,
        party: member.party,
        office,
        state: member.state,
        district: member.district,
        progressiveScore: 5,
        progressiveAnalysis: 'A.',
      });
    }
    await seedPublicData(t.db);
    const matched = (await readAllPages<Candidate>(t.app, '/api/candidates?office=federal&limit=100'))
      .flat()
      .filter((c) => members.some((m) => m.name === c.name));
    expect(matched.filter((c) => c.hasOfficialRecord)).toHaveLength(members.length);
    expect(matched.some((c) => c.adjustedProgressiveScore !== null)).toBe(true);
    for (const sort of CANDIDATE_SORTS) await expectListMatchesReference('federal', sort, 50);
    await expectListMatchesReference('all', 'highest', 100);
  });
});
