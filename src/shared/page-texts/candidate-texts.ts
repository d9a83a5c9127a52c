// What a candidate's shown score is made of, said beside the number wherever one is shown
// (docs/decisions/0322-races-that-agree.md): a card that shows 9/10 above 'Our staff have not scored this
// candidate' must say the 9 is their voting record's.

/**
 * Their voting record's (staff have not scored them), the staff's, or the two averaged, as
 * shared/scoring.ts adjustedProgressiveScore makes the number; null when no number is shown.
 */
export function scoreSource(candidate: { staffScore: number | null; votingScore: number | null }): string | null {
  const record = candidate.votingScore !== null && candidate.votingScore > 0;
  if (record) return candidate.staffScore === null ? 'From the voting record' : 'Staff score and voting record, averaged';
  return candidate.staffScore === null ? null : 'Staff score';
}
