// A reader's stances on bills and their match with officials and candidates (docs/decisions/0162-your-match.md).
import { z } from 'zod';
import { STANCES } from '../match.ts';

export const stanceInput = z.strictObject({ stance: z.enum(STANCES, { error: "stance must be 'support' or 'oppose'" }) });
export const billStance = z.object({ billId: z.number().int(), stance: z.enum(STANCES) });
export type BillStance = z.input<typeof billStance>;

export const matchedBill = z.object({
  billId: z.number().int(),
  billNumber: z.string(),
  title: z.string(),
  stance: z.enum(STANCES),
  vote: z.string(),
  outcome: z.enum(['agree', 'disagree', 'not-voting', 'present', 'other']),
});

export const match = z.object({
  kind: z.enum(['official', 'candidate']),
  id: z.number().int(),
  name: z.string(),
  party: z.string(),
  office: z.string(),
  state: z.string(),
  /** For a candidate, the official whose votes are theirs; for an official, their own id. */
  officialId: z.number().int(),
  agree: z.number().int(),
  disagree: z.number().int(),
  /** Not Voting, Present and other positions: shown, left out of the percentage. */
  notCounted: z.number().int(),
  percent: z.number().int().nullable(),
  bills: z.array(matchedBill),
});
export type Match = z.input<typeof match>;
