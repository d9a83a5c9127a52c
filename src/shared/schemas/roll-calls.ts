// Roll calls as the clerks recorded them: question, result, tally by party, and each member's position
// (docs/decisions/0131-roll-calls.md).
import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** What a roll call decided; only passage votes on a bill count in scores. */
export const ROLL_CALL_KINDS = ['passage', 'cloture', 'procedural', 'amendment', 'nomination'] as const;
export type RollCallKind = (typeof ROLL_CALL_KINDS)[number];

export const POSITIONS = ['Yes', 'No', 'Present', 'Not Voting'] as const;

export const partyTally = z.object({
  party: z.string(),
  yes: z.number().int(),
  no: z.number().int(),
  present: z.number().int(),
  notVoting: z.number().int(),
});
export type PartyTallyRow = z.infer<typeof partyTally>;

export const rollCall = z.object({
  id: z.number().int(),
  /** 'house:119:1:17': chamber, congress, session, number. */
  key: z.string(),
  chamber: z.enum(['house', 'senate']),
  congress: z.number().int(),
  session: z.number().int(),
  number: z.number().int(),
  question: z.string(),
  result: z.string(),
  kind: z.enum(ROLL_CALL_KINDS),
  /** Whether its votes count in officials' scores: a passage vote on a scored bill. */
  countsInScores: z.boolean(),
  billId: z.number().int().nullable(),
  votedAt: isoDateTime,
  /** The clerk's or the Senate's own record of it. */
  sourceUrl: z.string().nullable(),
  partyTally: z.array(partyTally),
  /** False when the source gave totals but no member list. */
  membersRecorded: z.boolean(),
});
export type RollCall = z.input<typeof rollCall>;

/** One member's position on a roll call; officialId links to the official when they are one here. */
export const rollCallPosition = z.object({
  memberKey: z.string(),
  name: z.string(),
  party: z.string(),
  state: z.string(),
  position: z.string(),
  officialId: z.number().int().nullable(),
});
export type RollCallPosition = z.input<typeof rollCallPosition>;
