// GET /api/officials/{id}/receipt: how an official's score is made, vote by vote. Built by
// scoreReceipt() in shared/scoring.ts, the same code the stored scores are held to.
import { z } from 'zod';
import { VOTE_KINDS } from '../vote-kinds.ts';
import { BILL_SCORE_SOURCES } from './bills.ts';
import { isoDateTime } from './common.ts';

const receiptBill = z.object({
  id: z.number().int(),
  billNumber: z.string(),
  title: z.string(),
  /** The name readers know it by, where a source gives one apart from the formal title; the receipt leads with it. */
  shortTitle: z.string().nullable(),
  progressiveScore: z.number().int().nullable(),
  /** Who set the score (bills' scoreSource): an inferred one is labelled so on the receipt. */
  scoreSource: z.enum(BILL_SCORE_SOURCES).nullish(),
  /** What a vote to pass it is: passage of legislation, budget, nomination or procedure (shared/vote-kinds.ts). */
  voteKind: z.enum(VOTE_KINDS),
  /** Staff have taken it out of scores: votes on it count in none. */
  excludedFromScores: z.boolean(),
});

export const countedVote = z.object({
  voteId: z.number().int(),
  vote: z.enum(['Yes', 'No']),
  votedAt: isoDateTime,
  /** The line's kind: its bill's (a vote on a bill not in our records is a passage vote: the ledger holds no other). */
  voteKind: z.enum(VOTE_KINDS),
  bill: receiptBill.extend({ progressiveScore: z.number().int() }),
  /** Yes: the bill's score; No: 10 minus it. */
  points: z.number().int(),
});

/** Why a vote is not in the score. */
export const NOT_COUNTED_REASONS = [
  'not-voting',
  'present',
  'unknown-bill',
  /** A nomination or procedure vote: only passage and budget votes count. */
  'uncounted-kind',
  /** Staff have excluded the bill from scores. */
  'excluded',
  'unscored-bill',
  'other',
] as const;
export type NotCountedReason = (typeof NOT_COUNTED_REASONS)[number];

export const uncountedVote = z.object({
  voteId: z.number().int(),
  vote: z.string(),
  votedAt: isoDateTime,
  voteKind: z.enum(VOTE_KINDS),
  bill: receiptBill.nullable(),
  reason: z.enum(NOT_COUNTED_REASONS),
});

export const scoreReceipt = z.object({
  officialId: z.number().int(),
  party: z.string(),
  counted: z.array(countedVote),
  notCounted: z.array(uncountedVote),
  /** The sum of the counted votes' points. */
  points: z.number().int(),
  /** The exact average (points / counted votes) before rounding; null without counted votes. */
  average: z.number().nullable(),
  /** The score: the average rounded to a whole number; null without counted votes. */
  votingScore: z.number().int().nullable(),
  partyBaseline: z.number(),
  /** votingScore minus partyBaseline, one decimal; null without counted votes. */
  lean: z.number().nullable(),
  /** The second figure: missed votes on scored bills count as 0 points (the LCV method). */
  withAbsences: z.object({
    missed: z.number().int(),
    average: z.number().nullable(),
    score: z.number().int().nullable(),
  }),
  /** Every roll call the official was recorded in (any kind), and how many they missed, over the period. */
  attendance: z.object({
    rollCalls: z.number().int(),
    missed: z.number().int(),
    /** missed / rollCalls, 0 to 1; null without roll calls. */
    rate: z.number().nullable(),
    from: isoDateTime.nullable(),
    to: isoDateTime.nullable(),
  }),
});
export type ScoreReceipt = z.input<typeof scoreReceipt>;
