import type { Chamber, OfficialSort } from '../../../shared/api/officials.ts';
import { US_STATES } from '../../../shared/constants.ts';
import { officeHeld } from '../../../shared/page-texts/official-texts.ts';
import type { Official, OfficialLevel } from '../../../shared/schemas/officials.ts';

/** A chamber, or 'mine': the reader's own House member and senators (by the district they gave). */
export type OfficialsFilter = Chamber | 'mine';

/**
 * Congress, or a state's officials (docs/decisions/0328-state-officials-on-screen.md): a state's view
 * chooses a state (null: every state, a page at a time) and a chamber, its executives, or its mayors.
 */
export type OfficialsView =
  | { level: 'federal'; chamber: OfficialsFilter }
  | { level: 'state'; state: string | null; chamber: StateChamberFilter };

export const DEFAULT_STATE_VIEW: OfficialsView = { level: 'state', state: null, chamber: 'all' };

export const LEVEL_OPTIONS = [
  { value: 'federal', label: 'Federal' },
  { value: 'state', label: 'State' },
] as const satisfies readonly { value: OfficialsView['level']; label: string }[];

/** A state's choices: its legislature, a chamber of it, its governor and statewide officers, or its mayors. */
export type StateChamberFilter = 'all' | 'senate' | 'house' | 'executive' | 'mayors';
export const STATE_CHAMBER_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'senate', label: 'Senate' },
  { value: 'house', label: 'House' },
  { value: 'executive', label: 'Statewide' },
  { value: 'mayors', label: 'Mayors' },
] as const satisfies readonly { value: StateChamberFilter; label: string }[];

/** What the State view asks the server for: mayors are the local level, the rest the state's. */
export function stateViewQuery(view: Extract<OfficialsView, { level: 'state' }>, sort: OfficialSort) {
  const local = view.chamber === 'mayors';
  const level: OfficialLevel = local ? 'local' : 'state';
  const chamber: Exclude<StateChamberFilter, 'mayors'> = view.chamber === 'mayors' ? 'all' : view.chamber;
  return {
    level,
    chamber,
    sort,
    ...(view.state === null ? {} : { state: view.state }),
  };
}

/** The state dropdown's options, by name: the states with officials, as GET /api/officials/states names them. */
export const officialStateOptions = (codes: readonly string[]) =>
  codes.map((code) => ({ value: code, label: US_STATES[code] ?? code })).sort((a, b) => a.label.localeCompare(b.label));

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

/**
 * 'office • state', with ' - District {n}' when there is a district; a state legislator's chamber by its own
 * name ('State Representative • Minnesota House of Representatives - District 62A'); an executive's office
 * says what they are ('Mayor of Minneapolis • MN'); one whose term has ended is 'Former State Representative'.
 */
export function officialPlace(o: Pick<Official, 'office' | 'former' | 'state' | 'district' | 'level' | 'chamberName'>): string {
  const where = o.level !== 'federal' && o.chamberName ? o.chamberName : o.state;
  return `${officeHeld(o)} • ${where}${o.district ? ` - District ${o.district}` : ''}`;
}

export const hasVotes = (o: Pick<Official, 'scoredVoteCount'>) => o.scoredVoteCount > 0;
