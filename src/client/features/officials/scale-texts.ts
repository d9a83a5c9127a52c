import { formatScalePosition } from '../../../shared/inferred-score.ts';
import type { Official } from '../../../shared/schemas/officials.ts';

// The words beside an official's score when it rests on few votes, and for their place on the chamber's scale
// (docs/decisions/0205-roll-call-scaling.md).

/** Below this many counted votes a score says how few it rests on. */
export const FEW_VOTES = 10;

/** 'from 3 votes' beside a score resting on fewer than FEW_VOTES counted votes; null otherwise. */
export function fewVotesText(scoredVoteCount: number): string | null {
  if (scoredVoteCount === 0 || scoredVoteCount >= FEW_VOTES) return null;
  return `from ${scoredVoteCount} vote${scoredVoteCount === 1 ? '' : 's'}`;
}

/** '+0.62 on the Senate's progressive–conservative scale (−1 to +1), from 40 roll calls'; null when not placed. */
export function scalePositionText(official: Pick<Official, 'office' | 'scalePosition' | 'scaleVoteCount'>): string | null {
  if (official.scalePosition === null) return null;
  const chamber = official.office === 'Senator' ? 'Senate' : 'House';
  const n = official.scaleVoteCount;
  return `${formatScalePosition(official.scalePosition)} on the ${chamber}'s progressive–conservative scale (−1 to +1), from ${n} roll call${n === 1 ? '' : 's'}`;
}
