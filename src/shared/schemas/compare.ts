// Officials side by side (docs/decisions/0161-compare-officials.md): their records, and every bill
// any of them cast a counted-kind (passage) vote on, the bills where they differ first.
import { z } from 'zod';
import { official } from './officials.ts';

export const comparedOfficial = official
  .pick({ id: true, name: true, party: true, office: true, state: true, district: true, scoredVoteCount: true })
  .extend({
    /** Null without counted votes ('No votes'), never a 0 that reads as a record. */
    score: z.number().int().nullable(),
    lean: z.number().nullable(),
    /** Roll calls of any kind the member was recorded in, and how many of those they missed (Not Voting). */
    rollCalls: z.number().int(),
    missedVotes: z.number().int(),
  });
export type ComparedOfficial = z.input<typeof comparedOfficial>;

export const comparedBill = z.object({
  billId: z.number().int(),
  billNumber: z.string(),
  title: z.string(),
  progressiveScore: z.number().int().nullable(),
  /** Whether the officials who voted on it did not all vote alike; one with no vote on it does not count. */
  differ: z.boolean(),
  /** One entry per compared official, in their order; null: no vote of theirs on it. */
  votes: z.array(z.string().nullable()),
  /**
   * The chambers that held a passage vote on it: a senator's missing vote on a bill only the House voted on
   * is a bill that never reached them, not a vote they missed.
   */
  chambers: z.array(z.enum(['house', 'senate'])),
});
export type ComparedBill = z.input<typeof comparedBill>;

export const comparison = z.object({ officials: z.array(comparedOfficial), bills: z.array(comparedBill) });
export type Comparison = z.input<typeof comparison>;
