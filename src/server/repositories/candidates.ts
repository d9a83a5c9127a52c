import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { CandidateOffice, CandidateSort } from '../../shared/api/candidates.ts';
import { adjustedProgressiveScore, ideologicalLean } from '../../shared/scoring.ts';
import type { Database } from '../db/connect.ts';
import type { CursorKind } from '../db/cursor.ts';
import { candidateNameKey, candidateScoreKeys, candidates } from '../db/schema.ts';
import { rematchCandidates } from './candidate-scores.ts';
import { rowExists } from './rows.ts';

const highest = candidateScoreKeys.highest(candidates.effectiveScore);
const lowest = candidateScoreKeys.lowest(candidates.effectiveScore);
const name = candidateNameKey(candidates.name);
const created = sql`${candidates.createdAt}`;
const raised = sql`${candidates.raised}`;

/**
 * What each sort orders by, with the id as tie-breaker in the same direction. `position` is the key as
 * the cursor carries it, `kind` what kind of value that is (checked when the cursor comes back) and `cast`
 * reads it back: timestamps travel as text, keeping the microseconds a JavaScript Date would drop.
 */
const SORTS = {
  // Unscored candidates last both ways (schema.ts candidateScoreKeys).
  highest: { key: highest, position: highest, kind: 'integer', cast: sql``, descending: true },
  lowest: { key: lowest, position: lowest, kind: 'integer', cast: sql``, descending: false },
  az: { key: name, position: name, kind: 'string', cast: sql``, descending: false },
  za: { key: name, position: name, kind: 'string', cast: sql``, descending: true },
  // Creation order, newest first, as the list has always come.
  default: { key: created, position: sql`${created}::text`, kind: 'date', cast: sql`::timestamptz`, descending: true },
  // Most money first; the amount travels as numeric's own text, exact.
  raised: { key: raised, position: sql`${raised}::text`, kind: 'money', cast: sql`::numeric`, descending: true },
} satisfies Record<CandidateSort, { key: SQL; position: SQL; kind: CursorKind; cast: SQL; descending: boolean }>;

/** What a page's cursor holds, one kind per value: the sort's key, then the id. */
export const candidateCursorKinds = (sort: CandidateSort): CursorKind[] => [SORTS[sort].kind, 'id'];

/**
 * Candidates with commentCount and the fields derived from a matched official's votes, read from the stored match
 * and score (repositories/candidate-scores.ts): one query, whatever the number of officials and votes.
 */
async function selectCandidates(db: Database, options: { where?: SQL | undefined; sort?: CandidateSort; limit?: number }) {
  const sort = SORTS[options.sort ?? 'default'];
  const direction = sort.descending ? sql`desc` : sql`asc`;
  const query = db
    .select({
      id: candidates.id,
      name: candidates.name,
      party: candidates.party,
      office: candidates.office,
      state: candidates.state,
      district: candidates.district,
      bio: candidates.bio,
      donations: candidates.donations,
      legislationBacked: candidates.legislationBacked,
      progressiveScore: candidates.progressiveScore,
      progressiveAnalysis: candidates.progressiveAnalysis,
      website: candidates.website,
      imageUrl: candidates.imageUrl,
      createdAt: candidates.createdAt,
      commentCount: candidates.commentCount,
      matchedOfficialId: candidates.matchedOfficialId,
      matchedVotingScore: candidates.matchedVotingScore,
      fecCandidateId: candidates.fecCandidateId,
      incumbency: candidates.incumbency,
      raised: candidates.raised,
      fecSummary: candidates.fecSummary,
      source: candidates.source,
      raceKey: candidates.raceKey,
      filingDate: candidates.filingDate,
      primaryResult: candidates.primaryResult,
      campaignEmail: candidates.campaignEmail,
      position: sql<string | number>`${sort.position}`,
    })
    .from(candidates)
    .where(options.where)
    .orderBy(sql`${sort.key} ${direction}`, sql`${candidates.id} ${direction}`);
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map(withVotingRecord);
}

function withVotingRecord<
  T extends { party: string; progressiveScore: number | null; matchedOfficialId: number | null; matchedVotingScore: number | null },
>(row: T) {
  const { matchedOfficialId, matchedVotingScore, ...candidate } = row;
  if (matchedOfficialId === null) {
    return {
      ...candidate,
      hasOfficialRecord: false,
      officialId: null,
      votingScore: null,
      ideologicalLean: null,
      adjustedProgressiveScore: null,
    };
  }
  const score = matchedVotingScore ?? 0;
  return {
    ...candidate,
    hasOfficialRecord: true,
    officialId: matchedOfficialId,
    votingScore: score,
    // Without counted votes a score of 0 means "no votes", so there is no lean to report.
    ideologicalLean: matchedVotingScore === null ? null : ideologicalLean(score, candidate.party),
    adjustedProgressiveScore: adjustedProgressiveScore(candidate.progressiveScore, score),
  };
}

export type CandidatePosition = { value: string | number; id: number };

/** One page of a filtered, sorted list after the previous page's last (sort key, id) position. */
export async function listCandidatesPage(
  db: Database,
  page: {
    office: CandidateOffice;
    sort: CandidateSort;
    limit: number;
    after?: CandidatePosition | undefined;
    state?: string | undefined;
    /** A race's condition (repositories/races.ts raceCondition). */
    race?: SQL | undefined;
  },
) {
  const sort = SORTS[page.sort];
  const comparison = sort.descending ? sql`<` : sql`>`;
  const after = page.after && sql`(${sort.key}, ${candidates.id}) ${comparison} (${page.after.value}${sort.cast}, ${page.after.id})`;
  const group = page.office === 'all' ? undefined : eq(candidates.officeGroup, page.office);
  const state = page.state === undefined ? undefined : eq(candidates.state, page.state);
  // One row more than asked says whether another page follows.
  const rows = await selectCandidates(db, {
    where: and(group, state, page.race, after),
    sort: page.sort,
    limit: page.limit + 1,
  });
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

export const findCandidate = async (db: Database, id: number) => (await selectCandidates(db, { where: eq(candidates.id, id) }))[0];
/** Candidates as the list has them; search ranks them itself. */
export const listCandidatesById = (db: Database, ids: readonly number[]) =>
  selectCandidates(db, { where: inArray(candidates.id, [...ids]) });

/** A new candidate, matched to its official (if any) before anyone reads it. */
export async function createCandidate(db: Database, values: typeof candidates.$inferInsert) {
  const [row] = await db.insert(candidates).values(values).returning({ id: candidates.id });
  await rematchCandidates(db, [row!.id]);
  return (await findCandidate(db, row!.id))!;
}

export const candidateExists = (db: Database, id: number) => rowExists(db, candidates, id);
