// A bulk line to the candidate fields the OpenFEC refresh fills (openfec/candidate-mapping.ts), so either
// source keeps a candidate current, and to its cycle's figures.
import { US_STATES } from '../../../shared/constants.ts';
import type { Donation } from '../../db/schema.ts';
import type { BulkCandidate } from '../../repositories/import-fec-bulk.ts';
import { displayName } from '../normalize.ts';
import { UNSCORED_CANDIDATE_ANALYSIS } from '../openfec/candidate-mapping.ts';
import type { WeballLine } from './weball-line.ts';

const OFFICES = { H: 'House', S: 'Senate', P: 'President' } as const;
/**
 * Degrees, ranks and honorifics filers type after their given names: 'CONAWAY, HERB MD', 'RUSS, DAVID
 * HONORABLE', 'WEAVER, JOHN GLEN LT COL RET.'. Only at the end: 'MD' before given names is Mohammad.
 */
const TRAILING_TITLE = /[\s,]+(MD|FACS|PHD|PH\.D|ESQ|CAPT|LT|COL|LTC|RET|\(RET\.?\)|HONORABLE)\.?$/;

/**
 * 'HOLMES, THOMAS BETHUNE MR.' → 'Thomas Bethune Holmes', 'BEGICH, NICHOLAS III' → 'Nicholas Begich III': the
 * FEC keeps the courtesy titles and degrees filers type, and a suffix after the given names.
 */
export function personName(name: string): string {
  let untitled = name.trim();
  while (TRAILING_TITLE.test(untitled)) untitled = untitled.replace(TRAILING_TITLE, '');
  const plain = untitled
    .replace(/(^|[\s,])(MR|MRS|MS|DR|REV|SEN|REP|HON|THE|M\.C)\.?(?=[\s,]|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/[\s,]+$/, '')
    .trim();
  const suffixed = /^([^,]+),\s*(.+?)[\s,]+(JR|SR|II|III|IV)\.?$/.exec(plain);
  if (!suffixed) return displayName(plain);
  const suffix = suffixed[3]!.startsWith('I') ? suffixed[3]! : `${suffixed[3]![0]}${suffixed[3]!.slice(1).toLowerCase()}.`;
  return `${displayName(`${suffixed[1]}, ${suffixed[2]}`)} ${suffix}`;
}

const STANDING = { I: 'Incumbent', C: 'Challenger', O: 'Open seat' } as const;

/** The totals as the Campaign Finance list's rows, one per source, the loans last. */
export function weballDonations(line: WeballLine, cycle: number): Donation[] {
  const rows: [string, string, number][] = [
    ['Donation', 'Individual contributions', line.individual],
    ['Donation', 'PAC and other committee contributions', line.pacs],
    ['Donation', 'Party committee contributions', line.partyCommittees],
    ['Self-funding', "The candidate's own money", line.candidateMoney],
    ['Loan', 'Loans (the candidate and others)', line.loans],
  ];
  const date = line.coverageEnd ?? undefined;
  return rows
    .filter(([, , amount]) => amount > 0)
    .map(([type, source, amount]) => ({ type: `${type} (FEC totals ${cycle})`, source, amount, ...(date ? { date } : {}) }));
}

/** What the import knows beside the line: the official it is (their name is the candidate's), and whether a Senate seat is up. */
export type LineContext = { officialName?: string | undefined; senateSeatUp?: boolean };

/**
 * The bio says what the line is: a candidacy in the cycle's election, or, for a Senate filer of a state
 * with no seat up (docs/decisions/0302-senators-not-up-in-2026.md), one for a later Senate election.
 */
function bioOf(line: WeballLine, cycle: number, senateSeatUp: boolean): string {
  const office = OFFICES[line.office];
  if (line.office === 'S' && !senateSeatUp) {
    return `Candidate for a later Senate election: no Senate seat of ${US_STATES[line.state] ?? line.state} is up in ${cycle}. Source: FEC.`;
  }
  const standing = line.incumbency ? `${STANDING[line.incumbency]} ` : '';
  return `${standing}candidate for ${office} in ${cycle}. Source: FEC.`.replace(/^c/, 'C');
}

export function mapWeballCandidate(line: WeballLine, cycle: number, context: LineContext = {}): BulkCandidate {
  const hasResults = Object.keys(line.results).length > 0;
  return {
    fecCandidateId: line.fecCandidateId,
    // One name per person: the official's where the line is theirs (docs/decisions/0322-races-that-agree.md).
    name: context.officialName ?? personName(line.name),
    party: line.party,
    office: OFFICES[line.office],
    state: line.state,
    district: line.district,
    bio: bioOf(line, cycle, context.senateSeatUp ?? true),
    donations: weballDonations(line, cycle),
    progressiveScore: null,
    progressiveAnalysis: UNSCORED_CANDIDATE_ANALYSIS,
    website: null,
    raised: line.receipts,
    incumbency: line.incumbency,
    fecSummary: {
      cycle,
      cashOnHand: line.cashOnHand,
      debts: line.debts,
      coverageEnd: line.coverageEnd,
      ...(hasResults ? { results: line.results } : {}),
    },
  };
}

export function cycleFigures(line: WeballLine, cycle: number) {
  const { office: _office, state: _state, district: _district, results: _results, ...figures } = line;
  return { ...figures, name: personName(line.name), cycle };
}
