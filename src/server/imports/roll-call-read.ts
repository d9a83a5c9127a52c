// A roll call as an importer read it from its source, ready to be written: the record kept in roll_calls
// (docs/decisions/0131-roll-calls.md), the bill it names, and its kind, which decides whether its
// positions also go to the votes ledger.

import { SUMMARY_OF_VOTED_BILL } from '../../shared/missing-summary.ts';
import type { PartyTally } from '../db/schema.ts';
import type { NewImportedBill } from '../repositories/import-bills.ts';
import type { NewPosition, RecordedRollCall } from '../repositories/import-votes.ts';
import { scoreBill } from './bill-rubric.ts';
import { federalBillKey, printedBillNumber } from './congress/bill-mapping.ts';
import type { VoteKind } from './vote-classification.ts';

export type RollCallRead = {
  key: string;
  votedAt: Date;
  kind: VoteKind;
  /**
   * The bill it is on, with the title the roll call gives it ('' when it gives none) and, where the roll
   * call names it apart from that title, the name readers know it by.
   */
  bill: { type: string; number: string; title: string; shortTitle?: string | undefined } | null;
  record: RecordedRollCall;
};

const COLUMNS: Record<string, keyof Omit<PartyTally, 'party'>> = { Yes: 'yes', No: 'no', Present: 'present', 'Not Voting': 'notVoting' };

/**
 * Totals by party counted from the members' positions, parties in alphabetical order. An answer that is
 * no position (a candidate's name in the Speaker election) is in no column; the positions keep it.
 */
export function tallyByParty(positions: readonly Pick<NewPosition, 'party' | 'position'>[]): PartyTally[] {
  const byParty = new Map<string, PartyTally>();
  for (const { party, position } of positions) {
    const row = byParty.get(party) ?? { party, yes: 0, no: 0, present: 0, notVoting: 0 };
    byParty.set(party, row);
    const column = COLUMNS[position];
    if (column) row[column] += 1;
  }
  return [...byParty.values()].sort((a, b) => a.party.localeCompare(b.party));
}

/**
 * A bill known only from a roll call on it: the title the roll call gives (the Senate's document title, the
 * House's subject), else its number, scored by the rubric on that title alone and Pending until its roll
 * calls or Congress.gov say more. Its summary says, for readers, that none is published yet; its date is
 * its first roll call's day, which the roll call write keeps (repositories/bill-first-vote.ts).
 */
export function billFromRollCall(congress: number, bill: NonNullable<RollCallRead['bill']>): NewImportedBill {
  const billNumber = printedBillNumber(bill.type, bill.number);
  const title = bill.title || billNumber;
  const { score, analysis } = scoreBill({ title });
  return {
    sourceKey: federalBillKey(congress, bill.type, bill.number),
    billNumber,
    title,
    shortTitle: bill.shortTitle || null,
    summary: SUMMARY_OF_VOTED_BILL,
    status: 'Pending',
    level: 'federal',
    state: null,
    progressiveScore: score,
    progressiveAnalysis: analysis,
    introducedDate: null,
    passedDate: null,
  };
}
