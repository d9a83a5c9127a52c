// How LegiScan's records become the tracker's rows (docs/decisions/0321-legiscan-datasets.md): its status
// codes in the tracker's statuses (the table is domain/legiscan-statuses.ts), its vote codes in the
// positions' words, a roll call's kind from its description, and whether it was a floor vote.
import type { RollCallKind } from '../../../shared/schemas/roll-calls.ts';
import { trackerStatus } from '../../domain/legiscan-statuses.ts';
import { isFloorVote, type StateChamber, stateChamber } from '../../domain/state-chambers.ts';
import type { NewImportedBill } from '../../repositories/import-bills.ts';
import { scoreBill } from '../bill-rubric.ts';
import { decodeEntities } from '../normalize.ts';
import { DatasetError } from './dataset-archive.ts';
import type { BillRecord, RollCallRecord, SessionRecord, VoteRecord } from './records.ts';

/** LegiScan's vote codes in the words roll_call_positions keeps; a code LegiScan may add later keeps its own words. */
export const LEGISCAN_VOTES: Readonly<Record<number, string>> = { 1: 'Yes', 2: 'No', 3: 'Not Voting', 4: 'Absent' };

export const positionOf = (vote: VoteRecord) => LEGISCAN_VOTES[vote.vote] ?? (vote.text || `Vote code ${vote.vote}`);

/**
 * A state roll call's kind, read from LegiScan's description by its words, since LegiScan classifies none
 * and each legislature words its own: agreeing to the other chamber's version (concurring, repassing, a
 * conference report) or overriding a veto is 'passage'; a vote on an amendment (not on a bill 'as amended'
 * or reported 'without amendment') is 'amendment'; a motion (to table, reconsider, engross, withdraw,
 * suspend the rules) is 'procedural'; a reading or vote that passes or adopts the measure is 'passage';
 * anything else (committee referrals and reports, unnamed questions) is 'procedural'.
 */
export function stateRollCallKind(description: string): RollCallKind {
  const d = description.toLowerCase();
  if (/\b(concur\w*|repass\w*|override|conference (committee )?report|agree(s|d)? to (the )?(house|senate|assembly)\b)/.test(d))
    return 'passage';
  if (/\b(amend(ment|ments)?|amd)\b/.test(d.replace(/\b(as|with|without|by) (amended|amendments?|am)\b/g, ''))) return 'amendment';
  if (/\b(motion|reconsider\w*|recon|table|engross\w*|withdraw\w*|suspend\w*|previous question|adjourn\w*)\b/.test(d)) return 'procedural';
  if (/\b(third reading|final (action|passage)|pass(age|ed|es)?|adopt(ed|ion|s)?|consent calendar|local calendar|resolutions?)\b/.test(d))
    return 'passage';
  return 'procedural';
}

/** The result of a roll call whose source does not say it (LegiScan's CSV format). */
export const RESULT_NOT_RECORDED = 'Not recorded';

/** LegiScan's dates are days: a roll call is placed at noon UTC, the same calendar day in every US time zone. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);
/** A bill's days are kept at midnight UTC, as every import keeps them. */
const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

export const legiscanBillKey = (billId: number) => `legiscan:${billId}`;
export const legiscanRollCallKey = (rollCallId: number) => `legiscan:${rollCallId}`;
export const legiscanMemberKey = (peopleId: number) => `legiscan:${peopleId}`;

const plain = (text: string | null) => (text ? decodeEntities(text).replace(/\s+/g, ' ').trim() : '');

/** The bill's row of `bills`: a state bill scored by the rubric like every imported bill, introduced on the first day of its history. */
export function stateBillRow(bill: BillRecord, state: string): NewImportedBill {
  const title = plain(bill.title) || bill.number;
  const { score, analysis } = scoreBill({ title, subjects: [] });
  return {
    sourceKey: legiscanBillKey(bill.billId),
    billNumber: bill.number,
    title,
    summary: plain(bill.description) || title,
    status: trackerStatus(bill.status, bill.pendingCommittee),
    level: 'state',
    state,
    progressiveScore: score,
    progressiveAnalysis: analysis,
    introducedDate: bill.firstActionDate ? midnight(bill.firstActionDate) : null,
    passedDate: bill.status === 4 && bill.statusDate ? midnight(bill.statusDate) : null,
    latestAction: plain(bill.lastAction) || null,
    latestActionDate: bill.lastActionDate ? midnight(bill.lastActionDate) : null,
  };
}

/** The chamber LegiScan names, or a one-line error naming what it named. */
export function chamberOf(session: SessionRecord, named: string, what: string): StateChamber {
  const chamber = stateChamber(session.state, named);
  if (!chamber) throw new DatasetError(`${what} names the chamber '${named}', which ${session.state} does not have`);
  return chamber;
}

export type StateRollCallRow = {
  key: string;
  level: 'state';
  state: string;
  legiscanSessionId: number;
  chamber: StateChamber;
  floor: boolean;
  question: string;
  result: string;
  kind: RollCallKind;
  billId: number | null;
  votedAt: Date;
  sourceUrl: string | null;
  partyTally: [];
  membersRecorded: false;
};

/** The roll call's row of `roll_calls`; its tally and member list are counted from its positions once they are written. */
export function stateRollCallRow(
  rollCall: RollCallRecord & { date: string },
  session: SessionRecord,
  bill: { id: number; number: string } | undefined,
): StateRollCallRow {
  const chamber = chamberOf(session, rollCall.chamber, `roll call ${rollCall.rollCallId}`);
  return {
    key: legiscanRollCallKey(rollCall.rollCallId),
    level: 'state',
    state: session.state,
    legiscanSessionId: session.sessionId,
    chamber,
    floor: isFloorVote(session.state, chamber, rollCall.total),
    question: plain(rollCall.description) || 'Roll call',
    result: rollCall.passed === null ? RESULT_NOT_RECORDED : rollCall.passed ? 'Passed' : 'Failed',
    kind: stateRollCallKind(plain(rollCall.description)),
    billId: bill?.id ?? null,
    votedAt: noon(rollCall.date),
    // LegiScan's permanent page of the roll call (the JSON format's bills link each roll call so).
    sourceUrl: bill ? `https://legiscan.com/${session.state}/rollcall/${encodeURIComponent(bill.number)}/id/${rollCall.rollCallId}` : null,
    partyTally: [],
    membersRecorded: false,
  };
}
