import type { CandidateOffice, CandidateSort } from '../../../shared/api/candidates.ts';
import type { Candidate } from '../../../shared/schemas/candidates.ts';
import { formatLean } from '../../../shared/scoring.ts';
import { stateRaceName } from '../../../shared/state-races.ts';

// The candidate filter by office group; the server groups the offices (GET /api/candidates?office=).
export const OFFICE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'federal', label: 'Federal' },
  { value: 'state', label: 'State' },
  { value: 'state-legislature', label: 'State Legislature' },
  { value: 'local', label: 'Local' },
] as const satisfies readonly { value: CandidateOffice; label: string }[];

// The candidate sorts, Highest Score first (the default); the server sorts (GET /api/candidates?sort=).
export const SORT_OPTIONS = [
  { value: 'highest', label: 'Highest Score' },
  { value: 'lowest', label: 'Lowest Score' },
  { value: 'az', label: 'A to Z' },
  { value: 'za', label: 'Z to A' },
  { value: 'default', label: 'Default (unsorted)' },
  { value: 'raised', label: 'Most Money Raised' },
] as const satisfies readonly { value: CandidateSort; label: string }[];

/** The score a reader sees: the adjusted score when present, else the staff's score; null reads 'Not yet scored'. */
export function candidateScore(c: Pick<Candidate, 'adjustedProgressiveScore' | 'progressiveScore'>): number | null {
  return c.adjustedProgressiveScore ?? c.progressiveScore;
}

/**
 * How the detail's score is made, as shared/scoring.ts adjustedProgressiveScore makes it:
 * 'Adjusted score 6 = (campaign score 8 + voting record 4) / 2, rounded', the record alone when staff have not
 * scored the candidate, the staff's score alone without a record, and neither: no number to explain.
 */
export function candidateScoreLine(c: Pick<Candidate, 'adjustedProgressiveScore' | 'progressiveScore' | 'votingScore'>): string {
  if (c.adjustedProgressiveScore !== null && c.votingScore !== null) {
    if (c.progressiveScore === null)
      return `Voting record ${c.votingScore}: our staff have not scored this candidate, so the record's score stands.`;
    return `Adjusted score ${c.adjustedProgressiveScore} = (campaign score ${c.progressiveScore} + voting record ${c.votingScore}) / 2, rounded`;
  }
  if (c.progressiveScore !== null) return `Campaign score ${c.progressiveScore}: no voting record is averaged in.`;
  return 'No staff score and no voting record to score yet.';
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
/** 'TX - District 7'; a state or local candidate's race by its name ('Montana Senate, district 12'). */
export function candidateLocation(c: Pick<Candidate, 'state' | 'district'> & Partial<Pick<Candidate, 'office' | 'raceKey'>>): string {
  if (c.raceKey && c.office) return stateRaceName({ state: c.state, office: c.office, district: c.district });
  return c.district ? `${c.state} - District ${c.district}` : c.state;
}

export function totalRaised(c: Pick<Candidate, 'donations'>): number {
  return c.donations.reduce((sum, d) => sum + (Number.isFinite(d.amount) ? d.amount : 0), 0);
}
