import { z } from 'zod';
import { calendarDate, isoDateTime, optionalText, optionalUrl, requiredText } from './common.ts';

/** Congress, a state (legislators, governors and statewide officers) or a city (mayors). */
export const OFFICIAL_LEVELS = ['federal', 'state', 'local'] as const;
export type OfficialLevel = (typeof OFFICIAL_LEVELS)[number];
/** Congress's chambers, and a statehouse's in Open States' words ('legislature': a one-chamber legislature). */
export const OFFICIAL_CHAMBERS = ['senate', 'house', 'upper', 'lower', 'legislature'] as const;
export type OfficialChamber = (typeof OFFICIAL_CHAMBERS)[number];

export const official = z.object({
  id: z.number().int(),
  name: z.string(),
  party: z.string(),
  office: z.string(),
  /** 'federal' (Congress), 'state' (a legislator, governor or statewide officer) or 'local' (a mayor). */
  level: z.enum(OFFICIAL_LEVELS),
  /**
   * 'senate' or 'house' in Congress; a statehouse's 'upper', 'lower' or 'legislature' (one chamber); null
   * for an executive, who casts no roll-call votes.
   */
  chamber: z.enum(OFFICIAL_CHAMBERS).nullable(),
  /** The chamber as its legislature names it ('U.S. Senate', 'Minnesota House of Representatives'); null for an executive. */
  chamberName: z.string().nullable(),
  state: z.string(),
  district: z.string().nullable(),
  bioguideId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  termStart: z.string().nullable(),
  termEnd: z.string().nullable(),
  website: z.string().nullable(),
  createdAt: isoDateTime,
  // Aggregates of the official's votes, computed by the server, so the list never needs every vote.
  votingScore: z.number().int(),
  /** Votes counted in the score: Yes or No on a known bill. */
  scoredVoteCount: z.number().int(),
  voteCount: z.number().int(),
  yesCount: z.number().int(),
  noCount: z.number().int(),
  /** Score minus the party baseline; null without counted votes (no lean can be read from no votes). */
  ideologicalLean: z.number().nullable(),
  /**
   * Where the official sits on their chamber's progressive–conservative scale, −1 (most conservative) to
   * +1 (most progressive), estimated from its roll calls; null: not placed. scaleVoteCount: how many of
   * those roll calls it rests on.
   */
  scalePosition: z.number().nullable(),
  scaleVoteCount: z.number().int(),
  /**
   * A state or local official whose term has ended (termEnd, their last day, is past): they keep their page
   * and record, and no list of officials in office holds them
   * (docs/decisions/0338-legiscan-status-words-and-former-officials.md). Always false for Congress.
   */
  former: z.boolean(),
});
export type Official = z.input<typeof official>;

/**
 * A statehouse chamber as the scaling last left it (docs/decisions/0326-statehouse-scaling.md): its members
 * placed on a scale, or too few floor roll calls to place anyone; of its latest session.
 */
export const chamberScale = z.object({
  chamber: z.enum(['upper', 'lower', 'legislature']),
  status: z.enum(['scaled', 'too few roll calls']),
  /** Its floor roll calls the scale rests on. */
  rollCallsKept: z.number().int(),
  membersPlaced: z.number().int(),
});
export type ChamberScale = z.input<typeof chamberScale>;

export const vote = z.object({
  id: z.number().int(),
  officialId: z.number().int(),
  billId: z.number().int().nullable(),
  vote: z.string(),
  votedAt: isoDateTime,
});
export type Vote = z.input<typeof vote>;

/** GET /api/officials/{id}/votes: each vote with the bill it was on, newest first. */
export const officialVote = vote.extend({
  bill: z
    .object({
      id: z.number().int(),
      billNumber: z.string(),
      title: z.string(),
      /** The name readers know it by, where a source gives one apart from the formal title; the history leads with it. */
      shortTitle: z.string().nullable(),
      progressiveScore: z.number().int().nullable(),
    })
    .nullable(),
});
export type OfficialVote = z.input<typeof officialVote>;

/** POST /api/officials/refresh: staff reload the member list. */
export const refreshMembersResult = z.object({
  message: z.string().optional(),
  added: z.number().int(),
  skipped: z.number().int(),
});

/** POST /api/officials/refresh-votes: staff import recent roll-call votes. */
export const refreshVotesResult = z.object({
  message: z.string().optional(),
  votesAdded: z.number().int(),
  billsCreated: z.number().int(),
  billsSkipped: z.number().int(),
});

/** POST /api/officials (staff, "Add Official"; the insert payload: every field but id and createdAt). */
export const newOfficial = z.strictObject({
  name: requiredText('Name', 200),
  party: requiredText('Party', 100),
  office: requiredText('Office', 100),
  state: requiredText('State', 50),
  district: optionalText('District', 50),
  bioguideId: optionalText('Bioguide id', 20),
  imageUrl: optionalUrl('Image URL'),
  bio: optionalText('Bio', 5000),
  termStart: calendarDate.nullish().transform((v) => v ?? null),
  termEnd: calendarDate.nullish().transform((v) => v ?? null),
  website: optionalUrl('Website'),
});
export type NewOfficial = z.input<typeof newOfficial>;
