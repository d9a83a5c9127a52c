// A 2026 race's address and name (docs/decisions/0251-race-pages.md): '/race/VT-0' is Vermont's House seat at
// large, '/race/NY-14' New York's 14th district, '/race/VT-senate' Vermont's Senate seats.
import { US_STATES, WASHINGTON_TIME_ZONE } from './constants.ts';

export type RaceKey = { state: string; office: 'House' | 'Senate'; district: number | null };

const RACE = /^([A-Z]{2})-(senate|0|[1-9]\d?)$/;

/** The race an address segment names, or undefined: the state must be one, the district a whole number. */
export function parseRace(segment: string): RaceKey | undefined {
  const match = RACE.exec(segment);
  if (!match || !(match[1]! in US_STATES)) return undefined;
  return match[2] === 'senate'
    ? { state: match[1]!, office: 'Senate', district: null }
    : { state: match[1]!, office: 'House', district: Number(match[2]) };
}

export const raceSegment = (race: RaceKey) => `${race.state}-${race.office === 'Senate' ? 'senate' : (race.district ?? 0)}`;

/** 'U.S. House, Vermont at large', 'U.S. House, New York district 14', 'U.S. Senate, Vermont'. */
export function raceName(race: RaceKey): string {
  const state = US_STATES[race.state] ?? race.state;
  if (race.office === 'Senate') return `U.S. Senate, ${state}`;
  return race.district ? `U.S. House, ${state} district ${race.district}` : `U.S. House, ${state} at large`;
}

/** The race a candidate runs in, or undefined for an office that is no federal seat by place. */
export function candidateRace(candidate: { office: string; state: string; district: string | null }): RaceKey | undefined {
  if (!(candidate.state in US_STATES)) return undefined;
  if (candidate.office === 'Senate') return { state: candidate.state, office: 'Senate', district: null };
  if (candidate.office === 'House') return { state: candidate.state, office: 'House', district: Number(candidate.district ?? 0) || 0 };
  return undefined;
}

/**
 * The day the terms won in November 2026 begin. A senator whose term runs past it is not on the 2026 ballot,
 * though the FEC lists them as a candidate for their state's Senate seats while their campaign raises money.
 */
export const TERMS_OF_2026_BEGIN = '2027-01-03';

/** Whether a seat holder's term runs past the 2026 election, so they are not up in it. */
export const notUpIn2026 = (holder: { termEnd: string | null }) => holder.termEnd !== null && holder.termEnd > TERMS_OF_2026_BEGIN;

/** The 2026 general election's day, in Washington's calendar. */
export const GENERAL_ELECTION_2026 = '2026-11-03';

/** Built at the first question, not when a page loads the module: a first Intl formatter costs tens of milliseconds. */
let washingtonDate: Intl.DateTimeFormat | undefined;
const washingtonDay = (now: Date) =>
  (washingtonDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: WASHINGTON_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(now);

/**
 * Whether the 2026 general election has been held at `now`: from the day after Election Day in
 * Washington's calendar, the same on the server that draws a page and in any reader's browser
 * (docs/decisions/0322-races-that-agree.md).
 */
export const generalElectionHeld = (now: Date) => washingtonDay(now) > GENERAL_ELECTION_2026;

const INCUMBENCY_NAMES = { I: 'Incumbent', C: 'Challenger', O: 'Open seat' } as const;

/** The statuses incumbencyName gives a candidate the FEC calls the incumbent of a seat they do not hold. */
export const NOT_THE_INCUMBENT = { former: 'Former officeholder', elsewhere: 'Holds another seat' } as const;

/**
 * A race card's status: the FEC's, except for a candidate it calls the incumbent who holds no seat of the
 * race now: a former officeholder when they sit in Congress no more, else one who holds another seat (the
 * other chamber, or another district) (docs/decisions/0304-former-officeholders.md).
 */
export function incumbencyName(candidate: {
  incumbency: keyof typeof INCUMBENCY_NAMES | null;
  holdsSeat: boolean | null;
  officialId: number | null;
}): string {
  if (candidate.incumbency === null) return 'Status not filed';
  if (candidate.incumbency !== 'I' || candidate.holdsSeat !== false) return INCUMBENCY_NAMES[candidate.incumbency];
  return candidate.officialId === null ? NOT_THE_INCUMBENT.former : NOT_THE_INCUMBENT.elsewhere;
}
