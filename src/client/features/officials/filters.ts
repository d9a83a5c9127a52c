import type { Chamber, OfficialSort } from '../../../shared/api/officials.ts';
import type { Official } from '../../../shared/schemas/officials.ts';

/** A chamber, or 'mine': the reader's own House member and senators (by the district they gave). */
export type OfficialsFilter = Chamber | 'mine';

// The tab's choices; the server filters (by office, or by district for Mine) and sorts.
export const CHAMBER_FILTERS = [
  { value: 'all', label: 'All Officials' },
  { value: 'senate', label: 'Senate' },
  { value: 'house', label: 'House' },
  { value: 'mine', label: 'Mine' },
] as const satisfies readonly { value: OfficialsFilter; label: string }[];

export const OFFICIAL_SORT_OPTIONS = [
  { value: 'highest', label: 'Highest Score' },
  { value: 'lowest', label: 'Lowest Score' },
  { value: 'az', label: 'A to Z' },
  { value: 'za', label: 'Z to A' },
  { value: 'default', label: 'Default' },
] as const satisfies readonly { value: OfficialSort; label: string }[];

/** Card wording: above +1 more progressive, below -1 more conservative, otherwise aligned with party. */
export function officialCardLean(lean: number): string {
  if (lean > 1) return 'More progressive';
  if (lean < -1) return 'More conservative';
  return 'Aligned with party';
}

/** 'office • state', with ' - District {n}' when there is a district. */
export function officialPlace(o: Pick<Official, 'office' | 'state' | 'district'>): string {
  return `${o.office} • ${o.state}${o.district ? ` - District ${o.district}` : ''}`;
}

export const hasVotes = (o: Pick<Official, 'scoredVoteCount'>) => o.scoredVoteCount > 0;
