// A race's candidates and seat holders: two index reads (candidates_race_raised_idx, officials_state_idx).
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { parseRace, type RaceKey, TERMS_OF_2026_BEGIN } from '../../shared/races.ts';
import type { Database } from '../db/connect.ts';
import { candidateCycles, candidates, officialFecIds, officials } from '../db/schema.ts';

const districtOf = (race: RaceKey) => (race.district ? String(race.district) : null);

/**
 * Not a sitting senator whose term runs past the 2026 election: the FEC lists Bernie Sanders (term to 2031)
 * as a Vermont Senate candidate because his campaign raises money, but he is on no 2026 ballot
 * (docs/decisions/0302-senators-not-up-in-2026.md).
 */
const onThe2026Ballot = sql`not exists (select 1 from ${officials} where ${officials.id} = ${candidates.matchedOfficialId} and ${officials.office} = 'Senator' and ${officials.termEnd} > ${TERMS_OF_2026_BEGIN})`;

/** The candidates of a race: its state and office, and for the House its district (at large: none). */
export function inRace(race: RaceKey) {
  const district = districtOf(race);
  return and(
    eq(candidates.state, race.state),
    eq(candidates.office, race.office),
    race.office === 'House' ? (district === null ? isNull(candidates.district) : eq(candidates.district, district)) : onThe2026Ballot,
  );
}

/** A race's candidates by its address: a House or Senate race by place, a state or local race by its stored key. */
export function raceCondition(segment: string) {
  const federal = parseRace(segment);
  return federal ? inRace(federal) : eq(candidates.raceKey, segment);
}

export async function raceCandidates(db: Database, race: RaceKey) {
  const rows = await db
    .select({
      id: candidates.id,
      name: candidates.name,
      party: candidates.party,
      incumbency: candidates.incumbency,
      raised: candidates.raised,
      fecSummary: candidates.fecSummary,
      officialId: candidates.matchedOfficialId,
      votingScore: candidates.matchedVotingScore,
      staffScore: candidates.progressiveScore,
      effectiveScore: candidates.effectiveScore,
    })
    .from(candidates)
    .where(inRace(race))
    .orderBy(desc(candidates.raised), desc(candidates.id));
  return rows.map(({ fecSummary, effectiveScore, ...row }) => ({
    ...row,
    cashOnHand: fecSummary?.cashOnHand ?? null,
    coverageEnd: fecSummary?.coverageEnd ?? null,
    results: fecSummary?.results ?? {},
    // The card's score; null (no staff score, no record) reads 'Not yet scored' (docs/decisions/0252-unscored-candidates.md).
    score: effectiveScore,
  }));
}

/** The officials holding a seat `where` names, with their record's score, by name: a race page's 'holds the seat now'. */
export function selectSeatHolders(db: Database, where: SQL | undefined) {
  return db
    .select({
      officialId: officials.id,
      name: officials.name,
      party: officials.party,
      termEnd: sql<string | null>`${officials.termEnd}::text`,
      votingScore: officials.votingScore,
    })
    .from(officials)
    .where(where)
    .orderBy(officials.name, officials.id);
}

export async function seatHolders(db: Database, race: RaceKey) {
  const district = districtOf(race);
  return selectSeatHolders(
    db,
    and(
      eq(officials.state, race.state),
      race.office === 'Senate'
        ? eq(officials.office, 'Senator')
        : and(eq(officials.office, 'Representative'), district === null ? isNull(officials.district) : eq(officials.district, district)),
    ),
  );
}

/** How many candidates run in each race of a state (candidates_race_raised_idx). */
export function racesOfState(db: Database, state: string) {
  return db
    .select({ office: candidates.office, district: candidates.district, candidates: count() })
    .from(candidates)
    .where(
      and(
        eq(candidates.state, state),
        inArray(candidates.office, ['House', 'Senate']),
        or(eq(candidates.office, 'House'), onThe2026Ballot),
      ),
    )
    .groupBy(candidates.office, candidates.district);
}

const OFFICES: Record<string, string> = { H: 'House', S: 'Senate', P: 'President' };

/** The campaign figures of an official's FEC ids (official_fec_ids_official_idx, then the cycles' key). */
export async function officialCycles(db: Database, officialId: number) {
  const rows = await db
    .select({
      fecCandidateId: candidateCycles.fecCandidateId,
      cycle: candidateCycles.cycle,
      receipts: candidateCycles.receipts,
      individual: candidateCycles.individual,
      pacs: candidateCycles.pacs,
      partyCommittees: candidateCycles.partyCommittees,
      candidateMoney: candidateCycles.candidateMoney,
      loans: candidateCycles.loans,
      cashOnHand: candidateCycles.cashOnHand,
      debts: candidateCycles.debts,
      coverageEnd: sql<string | null>`${candidateCycles.coverageEnd}::text`,
    })
    .from(officialFecIds)
    .innerJoin(candidateCycles, eq(candidateCycles.fecCandidateId, officialFecIds.fecCandidateId))
    .where(eq(officialFecIds.officialId, officialId))
    .orderBy(desc(candidateCycles.cycle), desc(candidateCycles.receipts), candidateCycles.fecCandidateId);
  return onceEach(rows).map((row) => ({ ...row, office: OFFICES[row.fecCandidateId[0]!] ?? 'Other' }));
}

/**
 * The FEC gives one committee's totals under each id a person has registered: Mark Harris's two House ids
 * carry the same 2025–26 figures to the cent. Such a cycle's money is shown once (under the first id).
 */
function onceEach<R extends { fecCandidateId: string }>(rows: R[]): R[] {
  const seen = new Set<string>();
  return rows.filter(({ fecCandidateId: _id, ...figures }) => {
    const key = JSON.stringify(figures);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
