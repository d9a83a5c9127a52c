// A 2026 state primary's official results by county, as OpenElections publishes them
// ('20260519__or__primary__county.csv'): every candidate of the state and local offices, their votes summed
// over the counties of the race, and how each fared (docs/decisions/0337-state-and-local-races.md). These are
// results, not filings: a candidate who lost the primary is in them and is shown as having lost.
import { parse } from 'csv-parse/sync';
import { US_STATES } from '../../../shared/constants.ts';
import type { PrimaryResult } from '../../../shared/schemas/races.ts';
import type { StateRaceOffice } from '../../../shared/state-races.ts';
import { displayName, normalizeParty } from '../normalize.ts';
import { countSkipped, type StateCandidateList, StateCandidateListError, withRaceKey } from './candidate-rows.ts';

const COLUMNS = ['county', 'office', 'district', 'party', 'candidate', 'votes'] as const;
type ResultLine = Record<(typeof COLUMNS)[number], string>;

/** Each state's words for an office; offices not here are left out and counted. */
const OFFICES: Readonly<Record<string, StateRaceOffice>> = {
  governor: 'Governor',
  'lieutenant governor': 'Lieutenant Governor',
  'attorney general': 'Attorney General',
  'secretary of state': 'Secretary of State',
  'state treasurer': 'State Treasurer',
  'labor commissioner': 'Labor Commissioner',
  'judge of the supreme court': 'Supreme Court Justice',
  'judge of the court of appeals': 'Court of Appeals Judge',
  'judge of the circuit court': 'Circuit Court Judge',
  'director of state board of education': 'State Board of Education',
  'regent of the university of colorado': 'University Regent',
  'state senate': 'State Senate',
  'state senator': 'State Senate',
  'state house': 'State House',
  'state representative': 'State House',
  'district attorney': 'District Attorney',
};

/** Why an office is not a race here: federal seats come from the FEC, party committees are no public office. */
function leftOut(office: string): string {
  if (/^u\.s\./i.test(office)) return 'federal race (the FEC’s list has it)';
  if (/state committee/i.test(office)) return 'party committee seat, not a public office';
  if (/^measure/i.test(office)) return 'ballot measure, not a race';
  return `office not known: ${office}`;
}

const PARTIES: Record<string, string> = { UNI: 'Unity' };
const WRITE_INS_TOTAL = /^write-?ins?$/i;
// Oregon's 'Floyd (WI) Prozanski': a candidate of one party written in on another's ballot. Counted, not listed.
const CROSS_WRITE_IN = /\(WI\)/;
// Colorado's 'Jenna Preston (Write-In)': a declared write-in candidate, listed as one.
const DECLARED_WRITE_IN = /\s*\(write-in\)\s*$/i;

type Contest = {
  office: StateRaceOffice;
  district: string | null;
  ballotParty: string | null;
  total: number;
  candidates: Map<string, Tally>;
};
type Tally = { name: string; votes: number; writeIn: boolean };

/** '20260519__or__primary__county.csv' → Oregon, 2026-05-19; a file named otherwise cannot say its state and day. */
export function primaryOfFileName(fileName: string): { state: string; date: string } {
  const match = /(\d{4})(\d{2})(\d{2})__([a-z]{2})__primary__/.exec(fileName);
  const state = match?.[4]!.toUpperCase();
  if (!match || !state || !(state in US_STATES)) {
    throw new StateCandidateListError(
      'an OpenElections primary file is named for its day and state, as OpenElections names it (20260519__or__primary__county.csv)',
    );
  }
  return { state, date: `${match[1]}-${match[2]}-${match[3]}` };
}

const districtOf = (office: StateRaceOffice, line: ResultLine): string | null => {
  if (office === 'District Attorney') return `${displayName(line.county)} County`;
  const district = line.district.trim();
  return /^\d+$/.test(district) ? String(Number(district)) : district || null;
};

/** Sums the county lines of each contest (an office, a district, a ballot's party). */
function contestsOf(lines: ResultLine[], skipped: Record<string, number>): Map<string, Contest> {
  const contests = new Map<string, Contest>();
  for (const line of lines) {
    const office = OFFICES[line.office.trim().toLowerCase()];
    if (!office) {
      countSkipped(skipped, leftOut(line.office.trim()));
      continue;
    }
    const district = districtOf(office, line);
    const ballotParty = line.party.trim() ? (PARTIES[line.party.trim()] ?? normalizeParty(line.party)) : null;
    const key = `${office}|${district ?? ''}|${ballotParty ?? ''}`;
    const contest = contests.get(key) ?? { office, district, ballotParty, total: 0, candidates: new Map<string, Tally>() };
    contests.set(key, contest);
    const votes = Number(line.votes) || 0;
    contest.total += votes;
    const name = line.candidate.trim();
    if (WRITE_INS_TOTAL.test(name) || CROSS_WRITE_IN.test(name)) continue;
    const writeIn = DECLARED_WRITE_IN.test(name);
    const shown = displayName(name.replace(DECLARED_WRITE_IN, ''));
    const tally = contest.candidates.get(shown) ?? { name: shown, votes: 0, writeIn };
    tally.votes += votes;
    contest.candidates.set(shown, tally);
  }
  return contests;
}

/**
 * How each candidate of a contest fared. A party's primary is won by the most votes, unless the write-ins,
 * which the results do not name, came to as many (then nobody is called); a tie calls nobody. On Oregon's
 * nonpartisan ballot a majority wins the seat outright, else the top two go on to November.
 */
export function outcomes(contest: Pick<Contest, 'ballotParty' | 'total'>, tallies: Tally[]): Map<string, PrimaryResult['outcome']> {
  const ranked = [...tallies].sort((a, b) => b.votes - a.votes);
  const named = ranked.reduce((sum, tally) => sum + tally.votes, 0);
  const unnamed = contest.total - named;
  const result = new Map<string, PrimaryResult['outcome']>();
  const [first, second, third] = ranked;
  for (const tally of ranked) result.set(tally.name, 'lost');
  if (!first) return result;
  if (contest.ballotParty === null) {
    if (contest.total > 0 && first.votes * 2 > contest.total) result.set(first.name, 'won');
    else if (second && (!third || second.votes > third.votes) && second.votes > unnamed) {
      result.set(first.name, 'advanced');
      result.set(second.name, 'advanced');
    } else for (const tally of ranked.slice(0, 3)) result.set(tally.name, 'unknown');
    return result;
  }
  const decided = first.votes > unnamed && (!second || first.votes > second.votes);
  result.set(first.name, decided ? 'won' : 'unknown');
  if (!decided && second?.votes === first.votes) result.set(second.name, 'unknown');
  return result;
}

/** Reads the results whole; a file without the columns is refused before anything is written. */
export function readOpenElectionsPrimary(text: string, fileName: string): StateCandidateList {
  const { state, date } = primaryOfFileName(fileName);
  const lines = parse(text, { bom: true, columns: true, skip_empty_lines: true }) as ResultLine[];
  const header = lines[0] ? Object.keys(lines[0]) : [];
  if (!COLUMNS.every((column) => header.includes(column))) {
    throw new StateCandidateListError(`not an OpenElections results file: it needs the columns ${COLUMNS.join(', ')}`);
  }
  const list: StateCandidateList = { rows: [], withdrawn: [], skipped: {} };
  for (const contest of contestsOf(lines, list.skipped).values()) {
    const tallies = [...contest.candidates.values()];
    const fared = outcomes(contest, tallies);
    for (const tally of tallies) {
      list.rows.push(
        withRaceKey({
          source: 'openelections',
          sourceKey: `openelections:${state}:${date}:${contest.office}:${contest.district ?? ''}:${contest.ballotParty ?? ''}:${tally.name}`,
          name: tally.name,
          party: contest.ballotParty ?? 'Nonpartisan',
          office: contest.office,
          state,
          district: contest.district,
          filingDate: null,
          primaryResult: {
            date,
            party: contest.ballotParty,
            votes: tally.votes,
            share: contest.total > 0 ? Math.round((tally.votes / contest.total) * 10_000) / 10_000 : 0,
            outcome: fared.get(tally.name) ?? 'unknown',
            writeIn: tally.writeIn,
          },
          website: null,
          campaignEmail: null,
        }),
      );
    }
  }
  return list;
}
