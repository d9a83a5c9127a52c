// Scoring: an official's average over counted Yes/No votes, party baselines and lean, a candidate's adjusted
// score, and the receipt that shows the arithmetic (docs/decisions/0130-unscored-bills.md,
// 0132-score-receipts-and-absences.md). The server mirrors votingScore in SQL (repositories/official-aggregates.ts);
// tests hold both to these rules.

import { type VoteKind, voteKindCounts } from './vote-kinds.ts';

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

/**
 * The party baselines, the one table of them: a party is known by how its name starts, trimmed and in
 * lower case (Democratic 7.5, Republican 2.5, Independent 6), and any other party's is 5. partyBaseline()
 * reads it, and so does the officials' list in SQL (repositories/officials.ts).
 */
export const PARTY_BASELINES = {
  byPrefix: [
    { prefix: 'dem', baseline: 7.5 },
    { prefix: 'rep', baseline: 2.5 },
    { prefix: 'ind', baseline: 6 },
  ],
  other: 5,
} as const;

export function partyBaseline(party: string | null | undefined): number {
  const p = (party ?? '').trim().toLowerCase();
  return PARTY_BASELINES.byPrefix.find(({ prefix }) => p.startsWith(prefix))?.baseline ?? PARTY_BASELINES.other;
}

/** Score minus the party baseline, rounded to one decimal. */
export function ideologicalLean(score: number, party: string | null | undefined): number {
  return Math.round((score - partyBaseline(party)) * 10) / 10;
}

/**
 * An official's record as the list shows it. The lean is score minus the party baseline, except that
 * with no counted votes there is none (null): a score of 0 there means "no votes", not "votes against
 * everything" (docs/decisions/0012-lean-without-votes.md).
 */
export function officialRecord(
  votes: readonly ScoredVote[],
  party: string | null | undefined,
): { votingScore: number; scoredVoteCount: number; ideologicalLean: number | null } {
  const scoredVoteCount = votes.filter(
    (v) => v.billScore !== null && v.billScore !== undefined && (v.vote === 'Yes' || v.vote === 'No'),
  ).length;
  const score = votingScore(votes);
  return { votingScore: score, scoredVoteCount, ideologicalLean: scoredVoteCount === 0 ? null : ideologicalLean(score, party) };
}

/**
 * A vote as the receipt reads it: its bill (null: unknown) with the bill's score (null: unscored), its kind and
 * whether staff excluded it (docs/decisions/0330-vote-kinds-and-exclusions.md).
 */
export type ReceiptVote<D> = {
  voteId: number;
  vote: string;
  votedAt: D;
  bill: {
    id: number;
    billNumber: string;
    title: string;
    /** The name readers know it by, where a source gives one: the receipt leads with it (page-titles.ts billHeadline). */
    shortTitle: string | null;
    progressiveScore: number | null;
    scoreSource?: 'rubric' | 'staff' | 'inferred' | null;
    /** What a vote to pass it is: only some kinds count (vote-kinds.ts). */
    voteKind: VoteKind;
    /** Staff have taken it out of scores. */
    excludedFromScores: boolean;
  } | null;
};

export type NotCountedReason = 'not-voting' | 'present' | 'unknown-bill' | 'uncounted-kind' | 'excluded' | 'unscored-bill' | 'other';

/** The score a vote on this bill is counted with: null when the bill is unknown, unscored, of a kind that does not count or excluded. */
export function countedBillScore(bill: ReceiptVote<unknown>['bill']): number | null {
  return bill && voteKindCounts(bill.voteKind) && !bill.excludedFromScores ? bill.progressiveScore : null;
}

/** Why a vote is not in the score, in the order a reader would ask: null when it counts. */
function notCountedReason({ vote, bill }: Pick<ReceiptVote<unknown>, 'vote' | 'bill'>): NotCountedReason | null {
  if (bill === null) return 'unknown-bill';
  if (!voteKindCounts(bill.voteKind)) return 'uncounted-kind';
  if (bill.excludedFromScores) return 'excluded';
  if (bill.progressiveScore === null) return 'unscored-bill';
  if (vote === 'Yes' || vote === 'No') return null;
  if (vote === 'Not Voting') return 'not-voting';
  if (vote === 'Present') return 'present';
  return 'other';
}

/** Every roll call an official was recorded in, and those they missed, with the period's first and last date. */
export type Attendance<D> = { rollCalls: number; missed: number; from: D | null; to: D | null };

/**
 * How an official's score is made: each counted vote with its points, each other vote with why it does
 * not count, the sum, the exact average and its rounding (the score), the party baseline and the lean.
 * Beside it, the absences figure: missed votes on scored bills count as 0 points (the League of
 * Conservation Voters' method), and the attendance rate over every roll call of the period.
 */
export function scoreReceipt<D>(votes: readonly ReceiptVote<D>[], party: string, attendance: Attendance<D>) {
  const counted: {
    voteId: number;
    vote: 'Yes' | 'No';
    votedAt: D;
    voteKind: VoteKind;
    bill: NonNullable<ReceiptVote<D>['bill']> & { progressiveScore: number };
    points: number;
  }[] = [];
  const notCounted: {
    voteId: number;
    vote: string;
    votedAt: D;
    voteKind: VoteKind;
    bill: ReceiptVote<D>['bill'];
    reason: NotCountedReason;
  }[] = [];
  let missed = 0;
  for (const v of votes) {
    const { bill } = v;
    const reason = notCountedReason(v);
    // The ledger holds only votes to pass a measure, so a vote on a bill not in our records is a passage vote.
    const voteKind = bill?.voteKind ?? 'passage';
    if (reason === null && bill !== null && bill.progressiveScore !== null) {
      const points = v.vote === 'Yes' ? bill.progressiveScore : 10 - bill.progressiveScore;
      counted.push({
        voteId: v.voteId,
        vote: v.vote as 'Yes' | 'No',
        votedAt: v.votedAt,
        voteKind,
        bill: { ...bill, progressiveScore: bill.progressiveScore },
        points,
      });
    } else {
      notCounted.push({ voteId: v.voteId, vote: v.vote, votedAt: v.votedAt, voteKind, bill, reason: reason ?? 'other' });
      if (reason === 'not-voting') missed += 1;
    }
  }
  const points = counted.reduce((sum, c) => sum + c.points, 0);
  const average = counted.length === 0 ? null : points / counted.length;
  const score = average === null ? null : Math.round(average);
  const averageWithAbsences = counted.length + missed === 0 ? null : points / (counted.length + missed);
  return {
    counted,
    notCounted,
    points,
    average,
    votingScore: score,
    partyBaseline: partyBaseline(party),
    lean: score === null ? null : ideologicalLean(score, party),
    withAbsences: { missed, average: averageWithAbsences, score: averageWithAbsences === null ? null : Math.round(averageWithAbsences) },
    attendance: { ...attendance, rate: attendance.rollCalls === 0 ? null : attendance.missed / attendance.rollCalls },
  };
}

/**
 * A candidate's adjusted score: a matched official's voting score, when above 0, is averaged into the staff's
 * score, or stands alone when staff have not scored the candidate (baseScore null).
 */
export function adjustedProgressiveScore(baseScore: number | null, officialVotingScore: number | null): number | null {
  if (officialVotingScore === null || officialVotingScore <= 0) return null;
  return Math.round(((baseScore ?? officialVotingScore) + officialVotingScore) / 2);
}

/** The lean shown with one decimal and a sign: '+1.5', '-0.5', '0.0'. */
export function formatLean(lean: number): string {
  const fixed = Math.abs(lean).toFixed(1);
  if (lean > 0) return `+${fixed}`;
  if (lean < 0) return `-${fixed}`;
  return fixed;
}
