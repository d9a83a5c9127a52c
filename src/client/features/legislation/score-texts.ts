import type { PartyTallyRow, RollCall } from '../../../shared/schemas/roll-calls.ts';

// The words the bill detail uses for its roll calls (its score's words: shared/page-texts/bill-texts.ts).

const CHAMBER_NAME = { house: 'House', senate: 'Senate' } as const;

/** 'House roll call 17' */
export function rollCallName(rollCall: Pick<RollCall, 'chamber' | 'number'>): string {
  return `${CHAMBER_NAME[rollCall.chamber]} roll call ${rollCall.number}`;
}

/** '119th Congress, session 1' */
export function rollCallSession(rollCall: Pick<RollCall, 'congress' | 'session'>): string {
  const n = rollCall.congress;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix} Congress, session ${rollCall.session}`;
}

/** Whether the roll call's votes are in officials' scores, and why not when they are not. */
export function countsInScoresText(rollCall: Pick<RollCall, 'countsInScores' | 'kind'>): string {
  if (rollCall.countsInScores) return 'Counts in scores: a passage vote on a scored bill.';
  const why =
    rollCall.kind === 'passage'
      ? 'the bill is not yet scored'
      : `this is ${rollCall.kind === 'amendment' ? 'an' : 'a'} ${rollCall.kind} vote`;
  return `Not counted in scores: ${why}, and only passage votes on a scored bill count.`;
}

/** Where the roll call's own record is kept. */
export function sourceRecordLabel(rollCall: Pick<RollCall, 'chamber'>): string {
  return rollCall.chamber === 'house' ? "The House Clerk's record" : "The Senate's record";
}

/** The tally's bottom row: each column summed over the parties. */
export function tallyTotals(rows: readonly PartyTallyRow[]): Omit<PartyTallyRow, 'party'> {
  return rows.reduce(
    (sum, r) => ({ yes: sum.yes + r.yes, no: sum.no + r.no, present: sum.present + r.present, notVoting: sum.notVoting + r.notVoting }),
    {
      yes: 0,
      no: 0,
      present: 0,
      notVoting: 0,
    },
  );
}
