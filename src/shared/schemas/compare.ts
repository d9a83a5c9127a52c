// Officials side by side (docs/decisions/0161-compare-officials.md): their records, and every bill
// any of them cast a counted-kind (passage) vote on, the bills all of them voted on and differ on first.
import { z } from 'zod';
import { OFFICIAL_CHAMBERS, official } from './officials.ts';

export const comparedOfficial = official
  .pick({ id: true, name: true, party: true, office: true, chamber: true, state: true, district: true, scoredVoteCount: true })
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
  /** The name readers know it by, where a source gives one apart from the formal title; its row leads with it. */
  shortTitle: z.string().nullable(),
  progressiveScore: z.number().int().nullable(),
  /**
   * Whether every compared official cast a vote on it (no vote, or Not Voting, is none): only these bills
   * are counted in 'voted differently on X of the Y bills both voted on' (docs/decisions/0331-four-counts-named-once.md).
   */
  votedByAll: z.boolean(),
  /** Whether they all voted on it and did not all vote alike. */
  differ: z.boolean(),
  /** One entry per compared official, in their order; null: no vote of theirs on it. */
  votes: z.array(z.string().nullable()),
  /**
   * The chambers that held a passage vote on it (Congress's, or a statehouse's): a senator's missing vote on a
   * bill only the House voted on is a bill that never reached them, not a vote they missed.
   */
  chambers: z.array(z.enum(OFFICIAL_CHAMBERS)),
});
export type ComparedBill = z.input<typeof comparedBill>;

export const comparison = z.object({ officials: z.array(comparedOfficial), bills: z.array(comparedBill) });
export type Comparison = z.input<typeof comparison>;
