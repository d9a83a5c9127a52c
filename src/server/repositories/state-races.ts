// A state or local race's candidates and seat holders (docs/decisions/0337-state-and-local-races.md): the
// candidates by their stored race key (candidates_race_key_idx), the holders by state, chamber and district.
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { stateOffice } from '../../shared/state-races.ts';
import type { Database } from '../db/connect.ts';
import { candidates, officials } from '../db/schema.ts';
import { holdsOffice } from './officials.ts';
import { selectSeatHolders } from './races.ts';

export async function stateRaceCandidates(db: Database, raceKey: string) {
  return db
    .select({
      id: candidates.id,
      name: candidates.name,
      party: candidates.party,
      office: candidates.office,
      state: candidates.state,
      district: candidates.district,
      source: candidates.source,
      filingDate: sql<string | null>`${candidates.filingDate}::text`,
      primary: candidates.primaryResult,
      website: candidates.website,
      campaignEmail: candidates.campaignEmail,
      officialId: candidates.matchedOfficialId,
      votingScore: candidates.matchedVotingScore,
      staffScore: candidates.progressiveScore,
      // The card's score; null (no staff score, no record) reads 'Not yet scored' (docs/decisions/0252-unscored-candidates.md).
      score: candidates.effectiveScore,
    })
    .from(candidates)
    .where(eq(candidates.raceKey, raceKey))
    .orderBy(candidates.id);
}

/**
 * Who holds the race's seat now: a legislature district's members, or the statewide officer of that title.
 * Judges, commissioners and district attorneys are not in the officials' data: no holders.
 */
export async function stateSeatHolders(db: Database, race: { state: string; office: string; district: string | null }) {
  const entry = stateOffice(race.office);
  const seat = entry?.chamber
    ? and(eq(officials.chamber, entry.chamber), race.district === null ? isNull(officials.district) : eq(officials.district, race.district))
    : entry?.holderOffice
      ? eq(officials.office, entry.holderOffice)
      : undefined;
  if (!seat) return [];
  return selectSeatHolders(
    db,
    and(
      eq(officials.state, race.state),
      eq(officials.level, 'state'),
      seat,
      // Open States' import ends the term of someone no longer in office; they hold no seat now.
      holdsOffice,
    ),
  );
}

/** How many candidates run in each state or local race of a state. */
export function stateRacesOf(db: Database, state: string) {
  return db
    .select({ key: sql<string>`${candidates.raceKey}`, office: candidates.office, district: candidates.district, candidates: count() })
    .from(candidates)
    .where(and(eq(candidates.state, state), isNotNull(candidates.raceKey)))
    .groupBy(candidates.raceKey, candidates.office, candidates.district);
}
