// The one sentence that says how an inferred bill score was reached, the same on every screen and in the
// API (docs/decisions/0205-roll-call-scaling.md).

export type InferredScoreFacts = { chamber: 'house' | 'senate'; number: number; votedAt: Date; yesMean: number; noMean: number };

const CHAMBER = { house: 'House', senate: 'Senate' } as const;

/** A position on the scale with its sign, a true minus as in the sentence's '−1 to +1': '+0.62', '−0.71', '0.00'. */
export function formatScalePosition(position: number): string {
  const fixed = Math.abs(position).toFixed(2);
  if (fixed === '0.00') return fixed;
  return position > 0 ? `+${fixed}` : `−${fixed}`;
}

export function inferredScoreSentence(facts: InferredScoreFacts): string {
  const year = facts.votedAt.getUTCFullYear();
  const side = facts.yesMean > facts.noMean ? 'progressive' : 'conservative';
  return (
    `Inferred from ${CHAMBER[facts.chamber]} roll call ${facts.number} of ${year}, not scored by staff: ` +
    `its Yes voters sat at ${formatScalePosition(facts.yesMean)} on average and its No voters at ${formatScalePosition(facts.noMean)} ` +
    `on the chamber's progressive–conservative scale (−1 to +1, estimated from its own roll calls), so a Yes sided with the ${side} end.`
  );
}
