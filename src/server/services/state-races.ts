// A 2026 state or local race's answer (docs/decisions/0337-state-and-local-races.md): its candidates, the
// primary's winners first (or the filings in the order they came), who holds the seat, and whose list it is.
import type { PrimaryResult } from '../../shared/schemas/races.ts';
import { STATE_RACE_OFFICES, type StateCandidateSource, stateOffice, stateRaceName } from '../../shared/state-races.ts';
import type { Database } from '../db/connect.ts';
import { stateRaceCandidates, stateRacesOf, stateSeatHolders } from '../repositories/state-races.ts';

const OUTCOME_ORDER: Record<PrimaryResult['outcome'], number> = { won: 0, advanced: 1, unknown: 2, lost: 3 };

type Ranked = { name: string; filingDate: string | null; primary: PrimaryResult | null };

/** The primary's winners first, then by votes; a filing list by filing day; then by name. */
const candidateOrder = (a: Ranked, b: Ranked) =>
  (a.primary && b.primary
    ? OUTCOME_ORDER[a.primary.outcome] - OUTCOME_ORDER[b.primary.outcome] || b.primary.votes - a.primary.votes
    : (a.filingDate ?? '').localeCompare(b.filingDate ?? '')) || a.name.localeCompare(b.name);

/** Undefined when no candidate runs under the address. */
export async function stateRaceBySegment(db: Database, segment: string) {
  const rows = await stateRaceCandidates(db, segment);
  const first = rows[0];
  if (!first) return undefined;
  const race = { state: first.state, office: first.office, district: first.district };
  const holders = await stateSeatHolders(db, race);
  const holderIds = new Set(holders.map((holder) => holder.officialId));
  const sources = [...new Set(rows.flatMap((row) => (row.source ? [row.source as StateCandidateSource] : [])))];
  return {
    key: segment,
    name: stateRaceName(race),
    ...race,
    group: stateOffice(race.office)?.group ?? 'state',
    sources,
    candidates: rows
      .map(({ source: _source, office: _office, state: _state, district: _district, ...row }) => ({
        ...row,
        holdsSeat: holders.length === 0 ? null : row.officialId !== null && holderIds.has(row.officialId),
      }))
      .sort(candidateOrder),
    holders,
  };
}

const officeRank = new Map<string, number>(STATE_RACE_OFFICES.map((entry, index) => [entry.office, index]));
const districtOrder = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '', 'en', { numeric: true });

/** A state's state and local races for its race list: statewide offices first, then districts in order. */
export async function stateAndLocalRaces(db: Database, state: string) {
  const rows = await stateRacesOf(db, state);
  return rows
    .sort((a, b) => (officeRank.get(a.office) ?? 99) - (officeRank.get(b.office) ?? 99) || districtOrder(a.district, b.district))
    .map((row) => ({
      key: row.key,
      name: stateRaceName({ state, office: row.office, district: row.district }),
      group: stateOffice(row.office)?.group ?? ('state' as const),
      office: row.office,
      district: row.district,
      candidates: row.candidates,
    }));
}
