import type { Candidate } from '../../../shared/schemas/candidates.ts';
import { formatLean } from '../../../shared/scoring.ts';
import { sortByScoreOrName, type ScoreSort } from '../../lib/sort.ts';

// SPEC.md §5 "Candidate filter by office".
export const OFFICE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'federal', label: 'Federal' },
  { value: 'state', label: 'State' },
  { value: 'legislature', label: 'State Legislature' },
  { value: 'local', label: 'Local' },
] as const;
export type OfficeFilter = (typeof OFFICE_FILTERS)[number]['value'];

const GROUPS: Record<Exclude<OfficeFilter, 'all' | 'local'>, readonly string[]> = {
  federal: ['House', 'Senate'],
  state: ['Governor', 'Lieutenant Governor', 'Attorney General', 'Secretary of State', 'State Treasurer', 'State Comptroller'],
  legislature: ['State House', 'State Senate', 'State Assembly'],
};
const LOCAL = ['Mayor', 'City Council', 'County Executive', 'District Attorney'];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

export function matchesOfficeFilter(office: string, filter: OfficeFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'local') return LOCAL.some((o) => same(office, o)) || office.toLowerCase().includes('local');
  return GROUPS[filter].some((o) => same(office, o));
}

/** The score a reader sees: the adjusted score when present, else the base score (SPEC.md §2). */
export function candidateScore(c: Pick<Candidate, 'adjustedProgressiveScore' | 'progressiveScore'>): number {
  return c.adjustedProgressiveScore ?? c.progressiveScore;
}

export function filterAndSortCandidates(list: readonly Candidate[], filter: OfficeFilter, sort: ScoreSort): Candidate[] {
  return sortByScoreOrName(
    list.filter((c) => matchesOfficeFilter(c.office, filter)),
    sort,
    candidateScore,
    (c) => c.name,
  );
}

/** Card wording: '+1.5 more progressive', '-0.5 less progressive', '0.0 on party line'. */
export function candidateCardLean(lean: number): string {
  const words = lean > 0 ? 'more progressive' : lean < 0 ? 'less progressive' : 'on party line';
  return `${formatLean(lean)} ${words}`;
}

/** Detail wording of the 'Voting Record Available' panel. */
export function candidateDetailLean(lean: number): string {
  if (lean > 0) return 'More progressive than party baseline';
  if (lean < 0) return 'Less progressive than party baseline';
  return 'Votes with party baseline';
}

/** ' - District N' after the state when there is a district. */
export function candidateLocation(c: Pick<Candidate, 'state' | 'district'>): string {
  return c.district ? `${c.state} - District ${c.district}` : c.state;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export function dollars(amount: number): string {
  return usd.format(amount);
}

export function totalRaised(c: Pick<Candidate, 'donations'>): number {
  return c.donations.reduce((sum, d) => sum + (Number.isFinite(d.amount) ? d.amount : 0), 0);
}
