// What a 2026 state or local race and its candidates say (docs/decisions/0337-state-and-local-races.md): a
// primary's result as the county counts tell it, a filing's day, and, after Election Day, that the general
// election's results are not in our data.
import type { PrimaryResult } from '../schemas/races.ts';
import { ELECTION_DAY_2026_TEXT } from './race-texts.ts';

// Built at the first question, not when the Candidates tab loads the module: a first Intl formatter costs tens of milliseconds.
let day: Intl.DateTimeFormat | undefined;

/** '2026-05-19' → '19 May 2026', the same on the server and in every browser. */
export const dayText = (isoDay: string) =>
  (day ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

const partyPrimary = (party: string | null) =>
  party === null ? 'nonpartisan primary' : `${party === 'Democrat' ? 'Democratic' : party} primary`;

const votesText = (primary: PrimaryResult) => `${primary.votes.toLocaleString('en-US')} votes (${(primary.share * 100).toFixed(1)}%)`;

/**
 * 'Won the Democratic primary: 385,999 votes (83.6%)', 'Lost the Republican primary: …', 'Advanced from the
 * nonpartisan primary: …', or the votes alone where the counts cannot tell who won.
 */
export function primaryLine(primary: PrimaryResult): string {
  const contest = partyPrimary(primary.party);
  const writeIn = primary.writeIn ? ' as a write-in' : '';
  const votes = votesText(primary);
  switch (primary.outcome) {
    case 'won':
      return primary.party === null
        ? `Won the seat outright in the ${contest}${writeIn}: ${votes}`
        : `Won the ${contest}${writeIn}: ${votes}`;
    case 'advanced':
      return `Advanced to November from the ${contest}${writeIn}: ${votes}`;
    case 'lost':
      return `Lost the ${contest}${writeIn}: ${votes}`;
    default:
      return `In the ${contest}${writeIn}: ${votes}; unnamed write-in votes or a tie leave the winner unclear`;
  }
}

/** 'Filed 17 February 2026'. */
export const filingLine = (filingDate: string) => `Filed ${dayText(filingDate)}`;

/** The race's note on what its data tell, before and after the general election. */
export function stateRaceNote(race: { candidates: readonly { primary: PrimaryResult | null }[] }, held: boolean): string {
  const primary = race.candidates.find((candidate) => candidate.primary)?.primary;
  const known = primary
    ? `The candidates of the ${dayText(primary.date)} primary, with their votes.`
    : 'The candidates who filed for the primary; who won it is not in our data.';
  return held ? `${known} The general election was held on ${ELECTION_DAY_2026_TEXT}; its results are not in our data.` : known;
}

/** A state or local candidate's page on what their list tells of them, before and after the general election. */
export function candidacyNote(primary: PrimaryResult | null, held: boolean): string {
  const known = primary
    ? `From the official results of the ${dayText(primary.date)} primary.`
    : 'From the filings for the primary; who won it is not in our data.';
  return held ? `${known} The general election was held on ${ELECTION_DAY_2026_TEXT}; its results are not in our data.` : known;
}

/** A state or local candidate's card line: their primary's result, else their filing day. */
export const stateCandidateStatus = (candidate: { primaryResult?: PrimaryResult | null; filingDate?: string | null }) =>
  candidate.primaryResult ? primaryLine(candidate.primaryResult) : candidate.filingDate ? filingLine(candidate.filingDate) : null;
