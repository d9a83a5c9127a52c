import type { Official } from '../../../shared/schemas/officials.ts';
import { sortByScoreOrName, type ScoreSort } from '../../lib/sort.ts';

// SPEC.md §5 "Official filter by office".
export const CHAMBER_FILTERS = [
  { value: 'all', label: 'All Officials' },
  { value: 'senate', label: 'Senate' },
  { value: 'house', label: 'House' },
] as const;
export type ChamberFilter = (typeof CHAMBER_FILTERS)[number]['value'];

export function matchesChamber(office: string, filter: ChamberFilter): boolean {
  const o = office.trim().toLowerCase();
  if (filter === 'senate') return o === 'senator' || o.includes('senate');
  if (filter === 'house') return o === 'representative' || o.includes('representative') || o.includes('house');
  return true;
}

export function filterAndSortOfficials(list: readonly Official[], filter: ChamberFilter, sort: ScoreSort): Official[] {
  return sortByScoreOrName(
    list.filter((o) => matchesChamber(o.office, filter)),
    sort,
    (o) => o.votingScore,
    (o) => o.name,
  );
}

/** Card wording: above +1 more progressive, below -1 more conservative, otherwise aligned with party. */
export function officialCardLean(lean: number): string {
  if (lean > 1) return 'More progressive';
  if (lean < -1) return 'More conservative';
  return 'Aligned with party';
}

/** Detail wording (SPEC.md §9). */
export function officialDetailLean(lean: number): string {
  if (lean > 1) return 'more progressive than party';
  if (lean < -1) return 'more conservative than party';
  return 'Aligned with party average';
}

/** 'office • state', with ' - District {n}' when there is a district. */
export function officialPlace(o: Pick<Official, 'office' | 'state' | 'district'>): string {
  return `${o.office} • ${o.state}${o.district ? ` - District ${o.district}` : ''}`;
}

export const hasVotes = (o: Pick<Official, 'scoredVoteCount'>) => o.scoredVoteCount > 0;
