/** '+1.5', '-2.0', '0.0': the lean with its sign, one decimal. */
export const signedLean = (lean: number) => `${lean > 0 ? '+' : ''}${lean.toFixed(1)}`;

/** 'Missed 2 of 40 roll calls', or that none are recorded. */
export function missedText(o: { missedVotes: number; rollCalls: number }): string {
  return o.rollCalls === 0 ? 'No roll calls recorded' : `Missed ${o.missedVotes} of ${o.rollCalls} roll calls`;
}
