import type { PartyTallyRow, RollCall } from '../../../shared/schemas/roll-calls.ts';

// The words the bill detail uses for its roll calls (its score's words: shared/page-texts/bill-texts.ts).

/** '119th Congress, session 1'; a state's '94th Legislature 2025-2026'. */
export function rollCallSession(rollCall: Pick<RollCall, 'congress' | 'session' | 'sessionName'>): string {
  const n = rollCall.congress;
  if (n === null) return rollCall.sessionName ?? '';
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix} Congress, session ${rollCall.session}`;
}

/** Whether the roll call's votes are in officials' scores, and why not when they are not. */
export function countsInScoresText(rollCall: Pick<RollCall, 'countsInScores' | 'kind' | 'floor'>): string {
  if (rollCall.countsInScores) return 'Counts in scores: a passage vote on a scored bill.';
  if (!rollCall.floor) return "Not counted in scores: a committee's vote, and only votes of the whole chamber count.";
  const why =
    rollCall.kind === 'passage'
      ? 'the bill is not yet scored'
      : `this is ${rollCall.kind === 'amendment' ? 'an' : 'a'} ${rollCall.kind} vote`;
  return `Not counted in scores: ${why}, and only passage votes on a scored bill count.`;
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
