// Scoring: an official's average over counted Yes/No votes, party baselines and lean, a candidate's adjusted score.
// The server mirrors votingScore in SQL (repositories/officials.ts); tests hold both to these rules.

export type ScoreBand = 'high' | 'medium' | 'low';

/** 8 or more is high (green), 5 to below 8 medium (yellow), below 5 low (red). */
export function scoreBand(score: number): ScoreBand {
  if (score >= 8) return 'high';
  if (score >= 5) return 'medium';
  return 'low';
}

export type ScoredVote = { vote: string; billScore: number | null | undefined };

/**
 * Each Yes vote on a known bill adds that bill's score, each No adds 10 minus it; the result is the
 * rounded average over the counted votes, and 0 when none count. Other votes ('Present', 'Not Voting')
 * and votes on unknown bills (billScore null) are not counted.
 */
export function votingScore(votes: readonly ScoredVote[]): number {
  let total = 0;
  let counted = 0;
  for (const { vote, billScore } of votes) {
    if (billScore === null || billScore === undefined) continue;
    if (vote === 'Yes') total += billScore;
    else if (vote === 'No') total += 10 - billScore;
    else continue;
    counted += 1;
  }
  return counted === 0 ? 0 : Math.round(total / counted);
}

/** Democratic ('dem') 7.5, Republican ('rep') 2.5, Independent 6, any other party 5. */
export function partyBaseline(party: string | null | undefined): number {
  const p = (party ?? '').trim().toLowerCase();
  if (p.startsWith('dem')) return 7.5;
  if (p.startsWith('rep')) return 2.5;
  if (p.startsWith('ind')) return 6;
  return 5;
}

/** Score minus the party baseline, rounded to one decimal. */
export function ideologicalLean(score: number, party: string | null | undefined): number {
  return Math.round((score - partyBaseline(party)) * 10) / 10;
}

/**
 * An official's record as the list shows it. The lean is score minus the party baseline, except that
 * with no counted votes it is 0: a score of 0 there means "no votes", not "votes against everything"
 * (docs/decisions/0012-lean-without-votes.md).
 */
export function officialRecord(
  votes: readonly ScoredVote[],
  party: string | null | undefined,
): { votingScore: number; scoredVoteCount: number; ideologicalLean: number } {
  const scoredVoteCount = votes.filter(
    (v) => v.billScore !== null && v.billScore !== undefined && (v.vote === 'Yes' || v.vote === 'No'),
  ).length;
  const score = votingScore(votes);
  return { votingScore: score, scoredVoteCount, ideologicalLean: scoredVoteCount === 0 ? 0 : ideologicalLean(score, party) };
}

/** A candidate's adjusted score: a matched official's voting score, when above 0, is averaged into the base score. */
export function adjustedProgressiveScore(baseScore: number, officialVotingScore: number | null): number | null {
  if (officialVotingScore === null || officialVotingScore <= 0) return null;
  return Math.round((baseScore + officialVotingScore) / 2);
}

/** The lean shown with one decimal and a sign: '+1.5', '-0.5', '0.0'. */
export function formatLean(lean: number): string {
  const fixed = Math.abs(lean).toFixed(1);
  if (lean > 0) return `+${fixed}`;
  if (lean < 0) return `-${fixed}`;
  return fixed;
}
