// Roll calls as the clerks recorded them: question, result, tally by party, and each member's position
// (docs/decisions/0131-roll-calls.md); a state legislature's as LegiScan's datasets give them
// (docs/decisions/0329-state-bills-on-screen.md).
import { z } from 'zod';
import { BILL_LEVELS } from '../constants.ts';
import { STATE_CHAMBERS } from '../statehouse-names.ts';
import { VOTE_KINDS } from '../vote-kinds.ts';
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
  /** Where the source tells absent members from those not voting (LegiScan); else left out. */
  absent: z.number().int().optional(),
});
export type PartyTallyRow = z.infer<typeof partyTally>;

export const rollCall = z.object({
  id: z.number().int(),
  /** 'house:119:1:17': chamber, congress, session, number; a state's 'legiscan:{roll_call_id}'. */
  key: z.string(),
  level: z.enum(BILL_LEVELS),
  /** A state roll call's two-letter state; null for Congress. */
  state: z.string().nullable(),
  /** Congress's 'house' or 'senate'; a statehouse's 'upper', 'lower', 'legislature' (one chamber) or 'joint'. */
  chamber: z.enum(['house', 'senate', ...STATE_CHAMBERS]),
  /** The chamber in its own words: 'House', 'Senate', 'Minnesota House of Representatives'. */
  chamberName: z.string(),
  /** Congress, its session and the clerk's number; null on a state's roll call. */
  congress: z.number().int().nullable(),
  session: z.number().int().nullable(),
  number: z.number().int().nullable(),
  /** A state roll call's session of its legislature: '94th Legislature 2025-2026'; null for Congress. */
  sessionName: z.string().nullable(),
  /** A vote of the whole chamber; false for a committee's (a state's committee votes are shown, never scaled). */
  floor: z.boolean(),
  question: z.string(),
  result: z.string(),
  kind: z.enum(ROLL_CALL_KINDS),
  /** The kind a reader is told, and which decides whether it can count: passage, budget, nomination or procedure (shared/vote-kinds.ts). */
  voteKind: z.enum(VOTE_KINDS),
  /** Whether its votes count in officials' scores: a passage or budget vote of the whole chamber on a scored bill staff have not excluded. */
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
