import type { ComparedBill, ComparedOfficial } from '../../../shared/schemas/compare.ts';

const CHAMBER_NAME = { house: 'House', senate: 'Senate' } as const;

/**
 * An empty vote cell: a bill whose passage votes were all in the other chamber never reached this official
 * ('Not voted on in the Senate'); otherwise they cast no vote on it.
 */
export function noVoteText(official: Pick<ComparedOfficial, 'office'>, bill: Pick<ComparedBill, 'chambers'>): string {
  const chamber = /senat/i.test(official.office) ? 'senate' : 'house';
  return bill.chambers.length > 0 && !bill.chambers.includes(chamber) ? `Not voted on in the ${CHAMBER_NAME[chamber]}` : 'No vote';
}

/** '+1.5', '-2.0', '0.0': the lean with its sign, one decimal. */
export const signedLean = (lean: number) => `${lean > 0 ? '+' : ''}${lean.toFixed(1)}`;

/** 'Missed 2 of 40 roll calls', or that none are recorded. */
export function missedText(o: { missedVotes: number; rollCalls: number }): string {
  return o.rollCalls === 0 ? 'No roll calls recorded' : `Missed ${o.missedVotes} of ${o.rollCalls} roll calls`;
}

/** Under a table wider than the screen, while a compared official's column is out of view. */
export const OTHER_OFFICIALS_CUE = 'Scroll sideways for the other officials';
