import type { Bill } from '../../../shared/schemas/bills.ts';
import type { PartyTallyRow, RollCall } from '../../../shared/schemas/roll-calls.ts';
import { voteKindCounts } from '../../../shared/vote-kinds.ts';

// The words the bill detail uses for its roll calls (its score's words: shared/page-texts/bill-texts.ts).

/** '119th Congress, session 1'; a state's '94th Legislature 2025-2026'. */
export function rollCallSession(rollCall: Pick<RollCall, 'congress' | 'session' | 'sessionName'>): string {
  const n = rollCall.congress;
  if (n === null) return rollCall.sessionName ?? '';
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix} Congress, session ${rollCall.session}`;
}

/**
 * Whether the roll call's votes are in officials' scores, and why not when they are not: a committee's vote, a
 * kind of vote that does not count (named as the clerk classed it: 'a cloture vote'), a bill staff excluded, or
 * one not yet scored (docs/decisions/0330-vote-kinds-and-exclusions.md).
 */
export function countsInScoresText(
  rollCall: Pick<RollCall, 'countsInScores' | 'kind' | 'voteKind' | 'floor'>,
  excludedFromScores: boolean,
): string {
  if (rollCall.countsInScores) return `Counts in scores: a ${rollCall.voteKind === 'budget' ? 'budget' : 'passage'} vote on a scored bill.`;
  if (!rollCall.floor) return "Not counted in scores: a committee's vote, and only votes of the whole chamber count.";
  const kind = rollCall.kind === 'passage' ? rollCall.voteKind : rollCall.kind;
  const why = voteKindCounts(rollCall.voteKind)
    ? excludedFromScores
      ? 'staff have excluded the bill from scores'
      : 'the bill is not yet scored'
    : `this is ${kind === 'amendment' ? 'an' : 'a'} ${kind} vote`;
  return `Not counted in scores: ${why}, and only passage and budget votes on a scored bill count.`;
}

/**
 * What the bill page says under its score when a vote to pass the bill is not plain legislation, or staff have
 * excluded it; null for legislation that counts as usual.
 */
export function billStandingText(bill: Pick<Bill, 'voteKind' | 'excludedFromScores'>): string | null {
  if (bill.excludedFromScores) return "Excluded from officials' scores by Civic Ledger staff: votes on it are shown and count in no score.";
  switch (bill.voteKind) {
    case 'nomination':
      return "A nomination vote: the measure only lets the Senate consider a package of nominations at once, so votes on it count in no official's score.";
    case 'procedure':
      return "A procedure vote: the measure sets how the House takes up other bills, so votes on it count in no official's score.";
    case 'budget':
      return "A budget vote: votes on it count in officials' scores like votes on other legislation.";
    case 'passage':
      return null;
  }
}

/** Where the roll call's own record is kept: the Clerk's, the Senate's, or LegiScan's page of a state's. */
export function sourceRecordLabel(rollCall: Pick<RollCall, 'chamber' | 'level'>): string {
  if (rollCall.level === 'state') return "LegiScan's record";
  return rollCall.chamber === 'house' ? "The House Clerk's record" : "The Senate's record";
}

/** The tally's bottom row: each column summed over the parties (absent members too, where the source counts them apart). */
export function tallyTotals(rows: readonly PartyTallyRow[]): Required<Omit<PartyTallyRow, 'party'>> {
  return rows.reduce(
    (sum, r) => ({
      yes: sum.yes + r.yes,
      no: sum.no + r.no,
      present: sum.present + r.present,
      notVoting: sum.notVoting + r.notVoting,
      absent: sum.absent + (r.absent ?? 0),
    }),
    { yes: 0, no: 0, present: 0, notVoting: 0, absent: 0 },
  );
}
