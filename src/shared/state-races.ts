// 2026 state and local races (docs/decisions/0337-state-and-local-races.md): the offices the imports know,
// each in its candidate-list group, a race's address ('/race/MT-state-house-12', '/race/OR-governor',
// '/race/OR-district-attorney-clatsop-county') and its name as a reader reads it.
import { US_STATES } from './constants.ts';
import { chamberName } from './legislatures.ts';

export type StateOfficeGroup = 'state' | 'state-legislature' | 'local';

type StateOffice = {
  /** The office as stored on the candidate and shown on its card. */
  office: string;
  group: StateOfficeGroup;
  /** A legislature's chamber, whose seat holders are its district's legislators. */
  chamber?: 'upper' | 'lower';
  /** The title a statewide officer's official row carries (Open States' executives); absent: none in the data. */
  holderOffice?: string;
  /** Elected by the whole state (a seat or position number is no district): on every reader's ballot there. */
  statewide?: true;
};

/** In ballot order: the races of a state are listed so, statewide offices first. */
export const STATE_RACE_OFFICES = [
  { office: 'Governor', group: 'state', holderOffice: 'Governor', statewide: true },
  { office: 'Lieutenant Governor', group: 'state', holderOffice: 'Lieutenant Governor', statewide: true },
  { office: 'Attorney General', group: 'state', holderOffice: 'Attorney General', statewide: true },
  { office: 'Secretary of State', group: 'state', holderOffice: 'Secretary of State', statewide: true },
  { office: 'State Treasurer', group: 'state', holderOffice: 'Treasurer', statewide: true },
  { office: 'Labor Commissioner', group: 'state', statewide: true },
  { office: 'Public Service Commissioner', group: 'state' },
  { office: 'State Board of Education', group: 'state' },
  { office: 'University Regent', group: 'state' },
  { office: 'Supreme Court Justice', group: 'state', statewide: true },
  { office: 'Court of Appeals Judge', group: 'state', statewide: true },
  { office: 'District Court Judge', group: 'state' },
  { office: 'Circuit Court Judge', group: 'state' },
  { office: 'State Senate', group: 'state-legislature', chamber: 'upper' },
  { office: 'State House', group: 'state-legislature', chamber: 'lower' },
  { office: 'District Attorney', group: 'local' },
] as const satisfies readonly StateOffice[];

export type StateRaceOffice = (typeof STATE_RACE_OFFICES)[number]['office'];

const BY_OFFICE = new Map<string, StateOffice>(STATE_RACE_OFFICES.map((entry) => [entry.office, entry]));

/** The office's entry, or undefined for an office that is no state or local race (a federal seat, staff's own words). */
export const stateOffice = (office: string): StateOffice | undefined => BY_OFFICE.get(office);

/** The offices of one candidate-list group, in lower case as the stored group column compares them. */
export const stateOfficesOf = (group: StateOfficeGroup) =>
  STATE_RACE_OFFICES.filter((entry) => entry.group === group).map((entry) => entry.office.toLowerCase());

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'MT-state-house-12', 'OR-governor', 'OR-circuit-court-judge-1st-district-position-2'. */
export const stateRaceSegment = (race: { state: string; office: string; district: string | null }) =>
  `${race.state}-${slug(race.office)}${race.district ? `-${slug(race.district)}` : ''}`;

const STATE_RACE = /^([A-Z]{2})-([a-z][a-z0-9]*(?:-[a-z0-9]+)*)$/;

/**
 * The state of a state or local race's address, or undefined: a known state, then words of an office
 * (never Congress's 'senate' or a district number, which are federal races' addresses).
 */
export function parseStateRace(segment: string): { state: string } | undefined {
  const match = STATE_RACE.exec(segment);
  if (!match || !(match[1]! in US_STATES) || match[2] === 'senate' || segment.length > 100) return undefined;
  return { state: match[1]! };
}

/**
 * 'Montana Senate, district 12', 'Pennsylvania House of Representatives, district 7', 'Oregon Governor',
 * 'Oregon District Attorney, Clatsop County', 'Colorado University Regent, district 2'.
 */
export function stateRaceName(race: { state: string; office: string; district: string | null }): string {
  const entry = stateOffice(race.office);
  const state = US_STATES[race.state] ?? race.state;
  const title = entry?.chamber ? chamberName(race.state, entry.chamber) : `${state} ${race.office}`;
  if (!race.district) return title;
  return /^\d+$/.test(race.district) ? `${title}, district ${race.district}` : `${title}, ${race.district}`;
}

/** The lists a state or local candidate comes from: Montana's filings, or a primary's results from OpenElections. */
export const STATE_CANDIDATE_SOURCES = ['mt-sos', 'openelections'] as const;
export type StateCandidateSource = (typeof STATE_CANDIDATE_SOURCES)[number];

/**
 * Whether a state or local race is on the ballot of a reader with these statehouse districts: a statewide
 * office, or their own Senate or House district. Other districts (courts, commissions, counties) are not tied
 * to a ZIP in our data, so none is claimed.
 */
export function onTheReadersBallot(
  race: { office: string; district: string | null },
  place: { upperDistrict?: string | null | undefined; lowerDistrict?: string | null | undefined },
): boolean {
  const entry = stateOffice(race.office);
  if (entry?.statewide) return true;
  if (entry?.chamber === 'upper') return race.district !== null && race.district === place.upperDistrict;
  if (entry?.chamber === 'lower') return race.district !== null && race.district === place.lowerDistrict;
  return false;
}
