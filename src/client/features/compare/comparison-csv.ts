import { toCsv } from '../../../shared/csv.ts';
import type { Comparison } from '../../../shared/schemas/compare.ts';
import { signedLean } from './compare-texts.ts';

/** The comparison as a spreadsheet: one column per official, their records, then every bill and their votes. */
export function comparisonCsv({ officials, bills }: Comparison): string {
  const names = officials.map((o) => o.name);
  return toCsv([
    ['Official', ...names],
    ['Party', ...officials.map((o) => o.party)],
    ['Office', ...officials.map((o) => `${o.office}, ${o.state}${o.district ? `-${o.district}` : ''}`)],
    ['Progressive score', ...officials.map((o) => o.score)],
    ['Counted votes', ...officials.map((o) => o.scoredVoteCount)],
    ['Lean', ...officials.map((o) => (o.lean === null ? null : signedLean(o.lean)))],
    ['Missed votes', ...officials.map((o) => o.missedVotes)],
    ['Roll calls recorded', ...officials.map((o) => o.rollCalls)],
    [],
    ['Bill', 'Title', 'Bill score', 'Voted on by all', 'Votes differ', ...names],
    ...bills.map((b) => [
      b.billNumber,
      b.title,
      b.progressiveScore,
      b.votedByAll ? 'Yes' : 'No',
      b.differ ? 'Yes' : 'No',
      ...b.votes.map((v) => v ?? 'No vote'),
    ]),
  ]);
}
