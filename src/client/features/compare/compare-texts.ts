import { chamberName } from '../../../shared/legislatures.ts';
import { countOf } from '../../../shared/page-texts/count.ts';
import type { ComparedBill, ComparedOfficial } from '../../../shared/schemas/compare.ts';
import type { OfficialChamber } from '../../../shared/schemas/officials.ts';

/** The chamber in a sentence: Congress's by its short name, a statehouse's as it calls itself ('Minnesota Senate'). */
function chamberInWords(official: Pick<ComparedOfficial, 'state'>, chamber: OfficialChamber): string {
  if (chamber === 'house') return 'House';
  if (chamber === 'senate') return 'Senate';
  return chamberName(official.state, chamber);
}

/**
 * An empty vote cell: a bill whose passage votes were all in the other chamber never reached this official
 * ('Not voted on in the Senate', 'Not voted on in the Minnesota Senate'); otherwise they cast no vote on it.
 */
export function noVoteText(official: Pick<ComparedOfficial, 'chamber' | 'state'>, bill: Pick<ComparedBill, 'chambers'>): string {
  const { chamber } = official;
  if (chamber === null || bill.chambers.length === 0 || bill.chambers.includes(chamber)) return 'No vote';
  return `Not voted on in the ${chamberInWords(official, chamber)}`;
}

/** '+1.5', '-2.0', '0.0': the lean with its sign, one decimal. */
export const signedLean = (lean: number) => `${lean > 0 ? '+' : ''}${lean.toFixed(1)}`;

/** 'Missed 2 of 40 roll calls', or that none are recorded. */
export function missedText(o: { missedVotes: number; rollCalls: number }): string {
  return o.rollCalls === 0 ? 'No roll calls recorded' : `Missed ${o.missedVotes} of ${o.rollCalls} roll calls`;
}

/** Under a table wider than the screen, while a compared official's column is out of view. */
export const OTHER_OFFICIALS_CUE = 'Scroll sideways for the other officials';

/** Who voted on a bill, by how many are compared: 'both', 'all three', 'all four'. */
const everyOne = (officials: number) => (officials === 2 ? 'both' : `all ${['three', 'four'][officials - 3] ?? officials}`);

/**
 * Above the bills: how many of the bills every compared official voted on they voted differently on (issue
 * 41: never out of bills only one of them could vote on), e.g. 'They voted differently on 3 of the 37 bills
 * both voted on, listed first.'
 */
export function differText(officials: number, bills: readonly Pick<ComparedBill, 'votedByAll' | 'differ'>[]): string {
  const who = everyOne(officials);
  const shared = bills.filter((b) => b.votedByAll).length;
  const differing = bills.filter((b) => b.differ).length;
  if (shared === 0) return `None of these bills was voted on by ${who}.`;
  if (shared === 1) return `They voted ${differing === 1 ? 'differently' : 'alike'} on the 1 bill ${who} voted on.`;
  if (differing === 0) return `They voted alike on all ${shared} bills ${who} voted on.`;
  return `They voted differently on ${differing} of the ${shared} bills ${who} voted on, listed first.`;
}

/** The heading of the bills after those: 'Not voted on by both: 373 bills, not in the count above'. */
export const notVotedByAllText = (officials: number, bills: number) =>
  `Not voted on by ${everyOne(officials)}: ${countOf(bills, 'bill', 'bills')}, not in the count above`;
