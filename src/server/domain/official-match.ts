// Candidate matching: a candidate has an official record when an official has the same normalized name and
// state (and, for the House, the same district). Names arrive as 'First Last', 'Last, First M.' or
// upper case from OpenFEC, so the key is 'first last' with accents, initials and suffixes removed.
import { US_STATES } from '../../shared/constants.ts';

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v', 'md', 'phd', 'mr', 'mrs', 'ms', 'dr']);

export function nameKey(name: string): string {
  let text = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const comma = text.indexOf(',');
  if (comma >= 0) text = `${text.slice(comma + 1)} ${text.slice(0, comma)}`;
  const tokens = text
    .replace(/[^a-z\s-]/g, ' ')
    .split(/\s+/)
    .filter((token) => token.length > 1 && !SUFFIXES.has(token));
  return tokens.length ? `${tokens[0]} ${tokens.at(-1)}` : '';
}

const STATE_CODES = new Map(
  Object.entries(US_STATES).flatMap(([code, name]) => [
    [code.toLowerCase(), code],
    [name.toLowerCase(), code],
  ]),
);

export function stateKey(state: string): string {
  const trimmed = state.trim().toLowerCase();
  return STATE_CODES.get(trimmed) ?? trimmed;
}

/** At-large seats appear as null, '', '0', '00' or 'At-Large'; all mean district 0. */
export function districtKey(district: string | null): number {
  const parsed = Number.parseInt(district ?? '', 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

export const isHouseOffice = (office: string) => /^(u\.?s\.? )?house$|representative/i.test(office.trim());

type Official = { name: string; state: string; district: string | null };
type Candidate = { name: string; state: string; district: string | null; office: string };

/** Indexes officials once so matching every candidate is one pass (no query per candidate). */
export function officialMatcher<T extends Official>(officials: readonly T[]) {
  const byKey = new Map<string, T[]>();
  for (const official of officials) {
    const key = `${nameKey(official.name)}|${stateKey(official.state)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), official]);
  }
  return (candidate: Candidate): T | undefined => {
    const matches = byKey.get(`${nameKey(candidate.name)}|${stateKey(candidate.state)}`) ?? [];
    if (!isHouseOffice(candidate.office)) return matches[0];
    return matches.find((official) => districtKey(official.district) === districtKey(candidate.district));
  };
}
