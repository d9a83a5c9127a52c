import { formatScalePosition } from '../../../shared/inferred-score.ts';
import { countOf } from '../../../shared/page-texts/count.ts';
import { scaleBasis } from '../../../shared/page-texts/official-texts.ts';
import type { Official } from '../../../shared/schemas/officials.ts';

// The words beside an official's score when it rests on few votes, and for their place on the chamber's scale
// (docs/decisions/0205-roll-call-scaling.md).

/** Below this many counted votes a score says how few it rests on. */
export const FEW_VOTES = 10;

/** 'from 3 counted votes' beside a score resting on fewer than FEW_VOTES counted votes; null otherwise. */
export function fewVotesText(scoredVoteCount: number): string | null {
  if (scoredVoteCount === 0 || scoredVoteCount >= FEW_VOTES) return null;
  return `from ${countOf(scoredVoteCount, 'counted vote', 'counted votes')}`;
}

/**
 * '+0.62 on the Senate's progressive–conservative scale (−1 to +1), from their votes on 40 contested roll
 * calls'; a statehouse's chamber by its own name ('the Minnesota Senate's'); null when not placed.
 */
export function scalePositionText(
  official: Pick<Official, 'level' | 'office' | 'chamberName' | 'scalePosition' | 'scaleVoteCount'>,
): string | null {
  if (official.scalePosition === null) return null;
  const chamber = official.level === 'federal' ? (official.office === 'Senator' ? 'Senate' : 'House') : (official.chamberName ?? 'chamber');
  return `${formatScalePosition(official.scalePosition)} on the ${chamber}'s progressive–conservative scale (−1 to +1), ${scaleBasis(official.scaleVoteCount)}`;
}
