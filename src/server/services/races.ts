// A race page's answer: its candidates (most money first) and who holds the seat now.
import { candidateRace, notUpIn2026, parseRace, type RaceKey, raceName, raceSegment } from '../../shared/races.ts';
import type { Topic } from '../cache/topics.ts';
import type { Database } from '../db/connect.ts';
import { officialCycles, raceCandidates, racesOfState, seatHolders } from '../repositories/races.ts';
import { requireOfficial } from './officials.ts';
import { stateAndLocalRaces } from './state-races.ts';

/** What a race shows: its candidates, read from candidates and matched officials, and its seat holders. */
export const RACE_TOPICS: Topic[] = ['candidates', 'officials'];

/** Undefined when the segment names no race or the race has no candidate and no seat holder. */
export async function raceBySegment(db: Database, segment: string) {
  const race = parseRace(segment);
  return race ? raceOf(db, race) : undefined;
}

/** Undefined when the race has no candidate and no seat holder. */
export async function raceOf(db: Database, race: RaceKey) {
  const [rows, holders] = await Promise.all([raceCandidates(db, race), seatHolders(db, race)]);
  if (rows.length === 0 && holders.length === 0) return undefined;
  const holderIds = new Set(holders.map((holder) => holder.officialId));
  const candidates = rows.map((row) => ({
    ...row,
    holdsSeat: holders.length === 0 ? null : row.officialId !== null && holderIds.has(row.officialId),
  }));
  return { key: raceSegment(race), name: raceName(race), ...race, candidates, holders };
}

const raceOrder = (race: RaceKey) => (race.office === 'Senate' ? -1 : (race.district ?? 0));

/**
 * A state's 2026 races: its Senate race only when one of its seats is up (or who holds them is not known), its
 * House districts, then its state and local races.
 */
export async function stateRaces(db: Database, state: string) {
  const [rows, senators, others] = await Promise.all([
    racesOfState(db, state),
    seatHolders(db, { state, office: 'Senate', district: null }),
    stateAndLocalRaces(db, state),
  ]);
  const noSenateSeatUp = senators.length > 0 && senators.every(notUpIn2026);
  const races = rows.flatMap((row) => {
    const race = candidateRace({ office: row.office, state, district: row.district });
    return race && !(race.office === 'Senate' && noSenateSeatUp) ? [{ race, candidates: row.candidates }] : [];
  });
  const federal = races
    .sort((a, b) => raceOrder(a.race) - raceOrder(b.race))
    .map(({ race, candidates }) => ({
      key: raceSegment(race),
      name: raceName(race),
      group: 'federal' as const,
      office: race.office,
      district: race.district ? String(race.district) : null,
      candidates,
    }));
  return [...federal, ...others];
}

/** An official's campaign figures, by cycle; a 404 when no such official exists. */
export async function officialMoney(db: Database, officialId: number) {
  await requireOfficial(db, officialId);
  return { officialId, cycles: await officialCycles(db, officialId) };
}
