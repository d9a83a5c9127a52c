// What a 2026 race and its candidates say before and after the general election
// (docs/decisions/0322-races-that-agree.md). Before the election a race reads as one to come; from the day
// after it, as held, with the results the FEC's file has and a plain word where it has none.
import type { ElectionResults } from '../schemas/election-results.ts';

export const ELECTION_DAY_2026_TEXT = '3 November 2026';

const FILED_AS: Record<string, string> = {
  Incumbent: 'Filed as the incumbent',
  Challenger: 'Filed as a challenger',
  'Open seat': 'Filed for the open seat',
};

/**
 * A card's status (shared/races.ts incumbencyName): the FEC's word, which after the election says what the
 * candidate filed as, not a contest still to come.
 */
export const raceStatus = (status: string, held: boolean) => (held ? (FILED_AS[status] ?? status) : status);

const ELECTIONS: [keyof ElectionResults, string][] = [
  ['special', 'special election'],
  ['primary', 'primary'],
  ['runoff', 'runoff'],
  ['general', 'general election'],
];

/** 'Won the primary', 'Lost the general election': each result the FEC's file has, in the order the elections come. */
export const resultLines = (results: ElectionResults) =>
  ELECTIONS.flatMap(([election, name]) => (results[election] ? [`${results[election] === 'won' ? 'Won' : 'Lost'} the ${name}`] : []));

const hasGeneralResult = (candidates: readonly { results: ElectionResults }[]) => candidates.some((c) => c.results.general);

/** The race page's line on its general election: none before it; after, that it was held and where its results are. */
export function electionHeldNote(candidates: readonly { results: ElectionResults }[], held: boolean): string | null {
  if (!held) return null;
  const results = hasGeneralResult(candidates)
    ? "Its results are on the cards where the FEC's file has them."
    : 'Its results are not in our data: the FEC file we draw on has no result for this race.';
  return `The general election was held on ${ELECTION_DAY_2026_TEXT}. ${results}`;
}

/** 'Your 2026 races': a race's line begins with this once the election is held. */
export function heldPrefix(candidates: readonly { results: ElectionResults }[], held: boolean): string {
  if (!held) return '';
  return `Held ${ELECTION_DAY_2026_TEXT}${hasGeneralResult(candidates) ? '' : '; results not in our data'}. `;
}

/** The race page's note on its money. */
export const raceMoneyNote = (held: boolean) =>
  held
    ? 'Money: what each campaign reported to the FEC for the 2025–26 cycle, up to the date on its card; later reports are not in our data.'
    : "Money: the FEC's summary of each campaign's filings for the 2025–26 cycle.";
