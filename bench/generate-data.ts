// Synthetic data for benchmarks at a chosen size: users, officials in two chambers, bills, passage roll
// calls with a vote of every member of the chamber, articles, candidates and comments. Deterministic
// (seeded), so runs compare like with like; loaded in bulk, then ANALYZEd so the planner knows the tables
// as it would after autovacuum (PGlite has none).
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/connect.ts';
import { articles, bills, candidates, officials } from '../src/server/db/schema.ts';
import type { WeballLine } from '../src/server/imports/fec-bulk/weball-line.ts';
import { mapWeballCandidate } from '../src/server/imports/fec-bulk/weball-mapping.ts';
import { rematchCandidates } from '../src/server/repositories/candidate-scores.ts';
import { refreshOfficialAggregates } from '../src/server/repositories/official-aggregates.ts';
import { ARTICLE_CATEGORIES, BILL_STATUSES, US_STATES } from '../src/shared/constants.ts';
import { type RaceKey, raceSegment } from '../src/shared/races.ts';
import { bulkInsert } from './bulk-insert.ts';
import { between, pick, prose, type Random, seededRandom, seededUuid, sentence } from './synthetic.ts';

/** Row counts; each at least 1. */
export type BenchSize = {
  users: number;
  officials: number;
  bills: number;
  votes: number;
  articles: number;
  candidates: number;
  comments: number;
};

/** x1 is the demo's order of magnitude; x10, ten times it, is the scale benchmark's full run. */
export const BENCH_SIZES = {
  x1: { users: 50, officials: 537, bills: 2_000, votes: 50_000, articles: 500, candidates: 3_500, comments: 5_000 },
  x10: { users: 500, officials: 537, bills: 20_000, votes: 500_000, articles: 5_000, candidates: 35_000, comments: 50_000 },
} as const satisfies Record<string, BenchSize>;

const HOUR = 3_600_000;
// Every generated time is years in the past, so whatever a benchmark writes now is the newest.
const START = Date.UTC(2018, 0, 1);
const at = (offsetMs: number) => new Date(START + offsetMs).toISOString();

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Wei',
  'Carlos',
  'Fatima',
  'John',
  'Priya',
  'Olga',
  'Kwame',
  'Ana',
  'Tom',
  'Leila',
  'Sam',
  'Grace',
  'Ivan',
];
const LAST_NAMES = [
  'Garcia',
  'Smith',
  'Okafor',
  'Chen',
  'Rivera',
  'Haddad',
  'Miller',
  'Patel',
  'Novak',
  'Mensah',
  'Silva',
  'Brown',
  'Karimi',
  'Lee',
  'Young',
  'Petrov',
];
const OFFICIAL_PARTIES = ['Democrat', 'Republican', 'Democrat', 'Republican', 'Independent'];
const VOTE_CASTS = ['Yes', 'No', 'Yes', 'No', 'Not Voting', 'Present'] as const;
const TALLY_FIELD = { Yes: 'yes', No: 'no', Present: 'present', 'Not Voting': 'notVoting' } as const;
const POLICY_AREAS = [
  'Health',
  'Environmental Protection',
  'Education',
  'Economics and Public Finance',
  'Crime and Law Enforcement',
  'Immigration',
];
const STATES = Object.keys(US_STATES);

const CANDIDATE_COLUMNS = {
  name: 'text',
  party: 'text',
  office: 'text',
  state: 'text',
  district: 'text',
  bio: 'text',
  donations: 'jsonb',
  progressive_score: 'int',
  progressive_analysis: 'text',
  website: 'text',
  fec_candidate_id: 'text',
  raised: 'numeric',
  incumbency: 'text',
  fec_summary: 'jsonb',
  created_at: 'timestamptz',
} as const;
// Parties as the FEC's 2026 House and Senate filers have them: nearly all Democrats and Republicans.
const FEC_PARTIES = [
  'Democrat',
  'Republican',
  'Democrat',
  'Republican',
  'Democrat',
  'Republican',
  'Democrat',
  'Republican',
  'Independent',
  'Libertarian',
  'Green',
];
const FEC_CYCLE = 2026;
/** Candidates per race on average, as in the FEC's 2026 file (3,452 House and Senate candidates in 507 races). */
const CANDIDATES_PER_RACE = 7;
const COVERAGE_ENDS = ['2025-12-31', '2026-03-31', '2026-06-30'];
const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * House and Senate candidates shaped as the FEC bulk import writes them (the same mapping from a synthetic
 * "all candidates" line): about seven a race, a few races drawing far more; most races with an incumbent
 * (named as the official holding the seat, when one does) and challengers, some open; nearly a third of
 * the others with no money yet, the rest log-uniform up to millions (incumbents more); one in ten with a
 * staff score, the rest unscored.
 */
function fecCandidates(
  random: Random,
  count: number,
  officialRows: readonly { name: string; office: string; state: string; district: string | null }[],
) {
  const raceCount = Math.max(1, Math.round(count / CANDIDATES_PER_RACE));
  const senateRaces = Math.min(STATES.length, Math.max(1, Math.round(raceCount * 0.07)));
  // House districts numbered across the states in turn (at most 99 each: the race address's limit).
  const races = Array.from({ length: Math.min(raceCount, STATES.length * 99 + senateRaces) }, (_, i): RaceKey => {
    if (i < senateRaces) return { state: STATES[i]!, office: 'Senate', district: null };
    const house = i - senateRaces;
    return { state: STATES[house % STATES.length]!, office: 'House', district: Math.floor(house / STATES.length) + 1 };
  });
  const seatKey = (office: string, state: string, district: string | null) => `${office}|${state}|${district ?? ''}`;
  const holders = new Map(officialRows.map((o) => [seatKey(o.office === 'Senator' ? 'Senate' : 'House', o.state, o.district), o.name]));
  const [senate, house] = [races.slice(0, senateRaces), races.slice(senateRaces)];
  const field = new Map<RaceKey, number>();
  const open = new Set(races.filter(() => random() < 0.15));
  const rows = Array.from({ length: count }, (_, i) => {
    // A seventh of candidates run for the Senate; the first races of each chamber draw the most.
    const chamber = house.length === 0 || random() < 0.15 ? senate : house;
    const race = chamber[Math.floor(random() ** 1.2 * chamber.length)]!;
    const entrant = field.get(race) ?? 0;
    field.set(race, entrant + 1);
    const district = race.district === null ? null : String(race.district);
    const incumbency = open.has(race) ? 'O' : entrant === 0 ? 'I' : 'C';
    const holder = incumbency === 'I' ? holders.get(seatKey(race.office, race.state, district)) : undefined;
    const [first, last] = holder?.split(' ') ?? [pick(random, FIRST_NAMES), pick(random, LAST_NAMES)];
    const receipts = incumbency !== 'I' && random() < 0.3 ? 0 : cents(10 ** (incumbency === 'I' ? 5 + random() * 1.8 : 3 + random() * 3.5));
    const individual = cents(receipts * (0.5 + random() * 0.35));
    const pacs = cents((receipts - individual) * random());
    const candidateMoney = cents((receipts - individual - pacs) * random());
    const disbursements = cents(receipts * random());
    const loans = cents(receipts - individual - pacs - candidateMoney);
    const line: WeballLine = {
      fecCandidateId: `${race.office[0]}${between(random, 0, 6)}${race.state}${(district ?? '0').padStart(2, '0')}${String(entrant).padStart(3, '0')}`,
      office: race.office === 'Senate' ? 'S' : 'H',
      name: `${last!.toUpperCase()}, ${first!.toUpperCase()}`,
      incumbency,
      party: pick(random, FEC_PARTIES),
      state: race.state,
      district,
      receipts,
      disbursements,
      individual,
      pacs,
      partyCommittees: 0,
      candidateMoney,
      loans,
      cashOnHand: cents(receipts - disbursements),
      debts: random() < 0.5 ? loans : 0,
      coverageEnd: receipts === 0 ? null : pick(random, COVERAGE_ENDS),
      results: {},
    };
    const candidate = mapWeballCandidate(line, FEC_CYCLE);
    const scored = random() < 0.1;
    return {
      name: candidate.name,
      party: candidate.party,
      office: candidate.office,
      state: candidate.state,
      district: candidate.district,
      bio: candidate.bio,
      donations: JSON.stringify(candidate.donations),
      progressive_score: scored ? between(random, 1, 10) : candidate.progressiveScore,
      progressive_analysis: scored ? prose(random, between(random, 20, 60)) : candidate.progressiveAnalysis,
      website: candidate.website,
      fec_candidate_id: candidate.fecCandidateId,
      raised: candidate.raised,
      incumbency: candidate.incumbency,
      fec_summary: JSON.stringify(candidate.fecSummary),
      created_at: at(i * HOUR),
    };
  });
  const perState = new Map<string, number>();
  for (const [race, entrants] of field) perState.set(race.state, (perState.get(race.state) ?? 0) + entrants);
  const most = <T>(counts: Map<T, number>) => [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  return { rows, busiestRace: raceSegment(most(field)), busiestState: most(perState) };
}

/** Most draws land on the first few items, as a few bills and articles draw most of the discussion. */
const skewedPick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() ** 3 * items.length)]!;

const idsOf = async (db: Database, table: typeof officials | typeof bills | typeof articles | typeof candidates) =>
  (await db.select({ id: table.id }).from(table).orderBy(asc(table.id))).map((row) => row.id);

/**
 * What the benchmarks ask for by id: a representative (votes on every House roll call), the most discussed
 * bill, the race with the most candidates ('NY-14', 'VT-senate') and the state with the most.
 */
export type BenchData = { officialId: number; busiestBillId: number; votes: number; busiestRace: string; busiestState: string };

export async function generateBenchData(db: Database, size: BenchSize): Promise<BenchData> {
  const data = await db.transaction(async (tx) => {
    // The rows are consistent by construction, so the foreign-key triggers are skipped (replica role, this
    // transaction only): that halves the load time of votes and comments.
    await tx.execute(sql`set local session_replication_role = replica`);
    return insertAll(tx, size);
  });
  // Each seat's incumbent matched to the official holding it, as the FEC import leaves them, once the load
  // (whose transaction turns triggers off) is in.
  await rematchCandidates(db);
  await db.execute(sql`analyze`);
  return data;
}

async function insertAll(db: Database, size: BenchSize): Promise<BenchData> {
  const random = seededRandom(42);

  const users = Array.from({ length: size.users }, (_, i) => ({
    id: seededUuid(random),
    email: `bench-${i}@example.org`,
    first_name: pick(random, FIRST_NAMES),
    last_name: pick(random, LAST_NAMES),
    email_verified_at: at(0),
  }));
  await bulkInsert(
    db,
    'users',
    { id: 'uuid', email: 'text', first_name: 'text', last_name: 'text', email_verified_at: 'timestamptz' },
    users,
  );
  const author = (user: (typeof users)[number]) => ({ user_id: user.id, author_name: `${user.first_name} ${user.last_name}` });

  // Senators are 100 of Congress's 537.
  const senatorCount = Math.round((size.officials * 100) / 537);
  // Shaped as the members import writes them: a one-line bio, a portrait and a website.
  const officialRows = Array.from({ length: size.officials }, (_, i) => {
    const senator = i < senatorCount;
    const bioguideId = `B${String(i).padStart(6, '0')}`;
    const [party, state] = [pick(random, OFFICIAL_PARTIES), pick(random, STATES)];
    return {
      name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
      party,
      office: senator ? 'Senator' : 'Representative',
      state,
      district: senator ? null : String(between(random, 1, 30)),
      bioguide_id: bioguideId,
      image_url: `https://example.org/portraits/${bioguideId}.jpg`,
      website: `https://example.org/members/${bioguideId}`,
      bio: `${party} ${senator ? 'senator' : 'representative'} for ${state}, serving in the ${senator ? 'Senate' : 'House'} since ${between(random, 1995, 2025)}.`,
    };
  });
  const officialColumns = {
    name: 'text',
    party: 'text',
    office: 'text',
    state: 'text',
    district: 'text',
    bioguide_id: 'text',
    image_url: 'text',
    website: 'text',
    bio: 'text',
  } as const;
  await bulkInsert(db, 'officials', officialColumns, officialRows);
  const officialIds = await idsOf(db, officials);

  const billRows = Array.from({ length: size.bills }, (_, i) => {
    const federal = random() < 0.85;
    const score = random() < 0.1 ? null : between(random, 0, 10);
    return {
      bill_number: federal ? `H.R. ${i + 1}` : `SB ${i + 1}`,
      title: sentence(random, 8, 20),
      summary: prose(random, between(random, 40, 300)),
      status: pick(random, BILL_STATUSES),
      level: federal ? 'federal' : 'state',
      state: federal ? null : pick(random, STATES),
      progressive_score: score,
      score_source: score === null ? null : 'rubric',
      progressive_analysis: prose(random, between(random, 15, 60)),
      policy_area: pick(random, POLICY_AREAS),
      introduced_date: at(i * HOUR),
    };
  });
  await bulkInsert(
    db,
    'bills',
    {
      bill_number: 'text',
      title: 'text',
      summary: 'text',
      status: 'text',
      level: 'text',
      state: 'text',
      progressive_score: 'int',
      score_source: 'text',
      progressive_analysis: 'text',
      policy_area: 'text',
      introduced_date: 'timestamptz',
    },
    billRows,
  );
  const billIds = await idsOf(db, bills);

  const members = officialIds.map((id, i) => ({ id, party: officialRows[i]!.party }));
  const chambers = { senate: members.slice(0, senatorCount), house: members.slice(senatorCount) };
  const rollCalls = [];
  const votes = [];
  for (let number = 1; votes.length < size.votes; number++) {
    const chamber = chambers.senate.length > 0 && random() < 0.5 ? 'senate' : 'house';
    const key = `${chamber}:119:1:${number}`;
    const billId = pick(random, billIds);
    const votedAt = at(number * 2 * HOUR);
    const tally = new Map<string, { party: string; yes: number; no: number; present: number; notVoting: number }>();
    for (const member of chambers[chamber].slice(0, size.votes - votes.length)) {
      const vote = pick(random, VOTE_CASTS);
      votes.push({ official_id: member.id, bill_id: billId, vote, roll_call: key, voted_at: votedAt });
      const counts = tally.get(member.party) ?? { party: member.party, yes: 0, no: 0, present: 0, notVoting: 0 };
      counts[TALLY_FIELD[vote]] += 1;
      tally.set(member.party, counts);
    }
    const totals = [...tally.values()];
    const passed = totals.reduce((sum, t) => sum + t.yes - t.no, 0) > 0;
    // Totals only (members_recorded false): the member list would double the rows and no measured screen reads it.
    rollCalls.push({
      key,
      chamber,
      congress: 119,
      session: 1,
      number,
      question: 'On Passage',
      result: passed ? 'Passed' : 'Failed',
      kind: 'passage',
      bill_id: billId,
      voted_at: votedAt,
      party_tally: JSON.stringify(totals),
      members_recorded: false,
    });
  }
  await bulkInsert(
    db,
    'roll_calls',
    {
      key: 'text',
      chamber: 'text',
      congress: 'int',
      session: 'int',
      number: 'int',
      question: 'text',
      result: 'text',
      kind: 'text',
      bill_id: 'int',
      voted_at: 'timestamptz',
      party_tally: 'jsonb',
      members_recorded: 'boolean',
    },
    rollCalls,
  );
  await bulkInsert(db, 'votes', { official_id: 'int', bill_id: 'int', vote: 'text', roll_call: 'text', voted_at: 'timestamptz' }, votes);

  // The first ten users are the newsroom.
  const articleRows = Array.from({ length: size.articles }, (_, i) => {
    const paragraphs = Array.from({ length: between(random, 4, 10) }, () => prose(random, between(random, 40, 120)));
    return {
      title: sentence(random, 6, 14),
      excerpt: prose(random, between(random, 25, 50)),
      content: paragraphs.map((p) => `<p>${p}</p>`).join('\n'),
      category: pick(random, ARTICLE_CATEGORIES),
      ...author(users[i % Math.min(10, users.length)]!),
      read_time: Math.max(1, Math.round(paragraphs.join(' ').split(' ').length / 200)),
      published_at: at(i * 6 * HOUR),
    };
  });
  await bulkInsert(
    db,
    'articles',
    {
      title: 'text',
      excerpt: 'text',
      content: 'text',
      category: 'text',
      user_id: 'uuid',
      author_name: 'text',
      read_time: 'int',
      published_at: 'timestamptz',
    },
    articleRows,
  );
  const articleIds = await idsOf(db, articles);

  const { rows: candidateRows, busiestRace, busiestState } = fecCandidates(random, size.candidates, officialRows);
  await bulkInsert(db, 'candidates', CANDIDATE_COLUMNS, candidateRows);
  const candidateIds = await idsOf(db, candidates);

  const commentRows = Array.from({ length: size.comments }, (_, i) => {
    const where = random();
    return {
      bill_id: where < 0.6 ? skewedPick(random, billIds) : null,
      article_id: where >= 0.6 && where < 0.9 ? skewedPick(random, articleIds) : null,
      candidate_id: where >= 0.9 ? skewedPick(random, candidateIds) : null,
      content: prose(random, between(random, 10, 80)),
      ...author(pick(random, users)),
      created_at: at(i * HOUR),
    };
  });
  await bulkInsert(
    db,
    'comments',
    {
      bill_id: 'int',
      article_id: 'int',
      candidate_id: 'int',
      content: 'text',
      user_id: 'uuid',
      author_name: 'text',
      created_at: 'timestamptz',
    },
    commentRows,
  );

  // The stored records and comment counts, as the importers and the comment writes leave them.
  await refreshOfficialAggregates(db, officialIds);
  for (const [table, column] of [
    ['articles', 'article_id'],
    ['bills', 'bill_id'],
    ['candidates', 'candidate_id'],
  ] as const) {
    await db.execute(
      sql`update ${sql.identifier(table)} t set comment_count = (select count(*) from comments c where c.${sql.identifier(column)} = t.id)`,
    );
  }
  return {
    officialId: officialIds[senatorCount] ?? officialIds[0]!,
    busiestBillId: billIds[0]!,
    votes: votes.length,
    busiestRace,
    busiestState,
  };
}
