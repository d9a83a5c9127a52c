// The one sentence that says how an inferred bill score was reached, the same on every screen and in the
// API (docs/decisions/0205-roll-call-scaling.md, 0326-statehouse-scaling.md).
import { chamberName, type StateChamberName } from './legislatures.ts';

/** Congress's roll call is named by its chamber and number; a state legislature's (numbered by no one) by its state, chamber and day. */
export type InferredScoreFacts = {
  chamber: 'house' | 'senate' | StateChamberName;
  number: number | null;
  state?: string | undefined;
  votedAt: Date;
  yesMean: number;
  noMean: number;
};

const CHAMBER = { house: 'House', senate: 'Senate' } as const;
// A state roll call's day as the statehouse's journal gives it; the day is stored at noon UTC, the same in every US time zone.
const STATE_DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'House roll call 17 of 2025'; 'a Minnesota Senate roll call of May 12, 2025'. */
function rollCallName(facts: InferredScoreFacts): string {
  if (facts.chamber === 'house' || facts.chamber === 'senate')
    return `${CHAMBER[facts.chamber]} roll call ${facts.number} of ${facts.votedAt.getUTCFullYear()}`;
  return `a ${chamberName(facts.state ?? '', facts.chamber)} roll call of ${STATE_DAY.format(facts.votedAt)}`;
}

/** A position on the scale with its sign, a true minus as in the sentence's '−1 to +1': '+0.62', '−0.71', '0.00'. */
export function formatScalePosition(position: number): string {
  const fixed = Math.abs(position).toFixed(2);
  if (fixed === '0.00') return fixed;
  return position > 0 ? `+${fixed}` : `−${fixed}`;
}

export function inferredScoreSentence(facts: InferredScoreFacts): string {
  const side = facts.yesMean > facts.noMean ? 'progressive' : 'conservative';
  return (
    `Inferred from ${rollCallName(facts)}, not scored by staff: ` +
    `its Yes voters sat at ${formatScalePosition(facts.yesMean)} on average and its No voters at ${formatScalePosition(facts.noMean)} ` +
    `on the chamber's progressive–conservative scale (−1 to +1, estimated from its own roll calls), so a Yes sided with the ${side} end.`
  );
}
