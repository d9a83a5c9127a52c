// A race page's answer: its candidates (most money first) and who holds the seat now.
import { parseRace, raceName, raceSegment } from '../../shared/races.ts';
import type { Database } from '../db/connect.ts';
import { raceCandidates, seatHolders } from '../repositories/races.ts';

/** Undefined when the segment names no race or the race has no candidate and no seat holder. */
export async function raceBySegment(db: Database, segment: string) {
  const race = parseRace(segment);
  if (!race) return undefined;
  const [candidates, holders] = await Promise.all([raceCandidates(db, race), seatHolders(db, race)]);
  if (candidates.length === 0 && holders.length === 0) return undefined;
  return { key: raceSegment(race), name: raceName(race), ...race, candidates, holders };
}
