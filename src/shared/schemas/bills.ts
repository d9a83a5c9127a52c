import { z } from 'zod';
import { BILL_LEVELS, BILL_STATUSES } from '../constants.ts';
import { STATE_CHAMBERS } from '../statehouse-names.ts';
import { VOTE_KINDS } from '../vote-kinds.ts';
import { calendarDate, dateInput, isoDateTime, progressiveScoreInput, requiredText } from './common.ts';

/** An analysis that still reads as not scored (the rubric's words for a bill no rule matched). */
export const readsUnscored = (analysis: string) => /^\s*not yet scored\b/i.test(analysis);

export const BILL_SCORE_SOURCES = ['rubric', 'staff', 'inferred'] as const;
export type BillScoreSource = (typeof BILL_SCORE_SOURCES)[number];

/**
 * The score inferred from a bill's passage roll call: its Yes and No counts, the mean positions of its Yes
 * and No voters on the chamber's scale (−1 most conservative, +1 most progressive), and the sentence that
 * says so. Present even while a staff score overrides it, which clearing the staff score brings back.
 */
export const inferredScore = z.object({
  score: z.number().int(),
  rollCallId: z.number().int(),
  rollCallKey: z.string(),
  /** Congress's 'house' or 'senate', or a state legislature's 'upper', 'lower' or 'legislature'. */
  chamber: z.enum(['house', 'senate', 'upper', 'lower', 'legislature']),
  /** The clerk's number of Congress's roll call; null for a state legislature's, which LegiScan does not number. */
  number: z.number().int().nullable(),
  /** A state legislature's roll call's state; absent on Congress's. */
  state: z.string().optional(),
  votedAt: isoDateTime,
  yes: z.number().int(),
  no: z.number().int(),
  yesMean: z.number(),
  noMean: z.number(),
  explanation: z.string(),
});
export type InferredScore = z.input<typeof inferredScore>;

export const bill = z.object({
  id: z.number().int(),
  billNumber: z.string(),
  title: z.string(),
  summary: z.string(),
  status: z.string(),
  level: z.enum(BILL_LEVELS),
  state: z.string().nullable(),
  /** A state bill's session of its legislature, as LegiScan lists it: '94th Legislature 2025-2026'; null for others. */
  session: z.string().nullable(),
  /** Null: 'Not yet scored'; such a bill counts in no official's or candidate's score. */
  progressiveScore: z.number().int().nullable(),
  progressiveAnalysis: z.string(),
  /** Who set the score: staff, else inferred from its passage roll call, else the import's published rubric; null while unscored. */
  scoreSource: z.enum(BILL_SCORE_SOURCES).nullable(),
  inferredScore: inferredScore.nullable(),
  /** What a vote to pass it is, read from its title: passage of legislation, budget, nomination or procedure (shared/vote-kinds.ts). */
  voteKind: z.enum(VOTE_KINDS),
  /** Staff have excluded it from officials' scores: votes on it stay on the record and count in none. */
  excludedFromScores: z.boolean(),
  /** Congress.gov's policy area and latest action, for bills that came from there. */
  policyArea: z.string().nullable(),
  latestAction: z.string().nullable(),
  latestActionDate: isoDateTime.nullable(),
  /** The bill's page on Congress.gov (federal bills imported from there or from a roll call). */
  congressUrl: z.string().nullable(),
  passedDate: isoDateTime.nullable(),
  /** Null when no source recorded it. */
  introducedDate: isoDateTime.nullable(),
  /** The name readers know it by, where a source gives one apart from the formal title; pages lead with it. */
  shortTitle: z.string().nullable(),
  /**
   * The day of the first roll call on it, null before any: a bill without an introduced date is dated and
   * sorted by it, and a bill with neither comes last in Newest First.
   */
  firstVoteDate: isoDateTime.nullable(),
  commentCount: z.number().int(),
});
export type Bill = z.input<typeof bill>;

/** A sponsor's part: LegiScan's sponsor type where its JSON format gives one, else the first in its order is the primary. */
export const SPONSOR_ROLES = ['primary', 'co-sponsor', 'joint'] as const;

/** One sponsor of a state bill, in LegiScan's order; officialId once the legislator is joined to an official here. */
export const stateBillSponsor = z.object({
  /** 'legiscan:{people_id}', the key their roll-call positions carry. */
  memberKey: z.string(),
  name: z.string(),
  /** The party's letter as LegiScan gives it (D, R, I…); null for a committee. */
  party: z.string().nullable(),
  chamber: z.enum(STATE_CHAMBERS).nullable(),
  /** The chamber as the statehouse names it: 'Minnesota Senate'. */
  chamberName: z.string().nullable(),
  /** As LegiScan gives it: 'HD-061A', 'SD-010'. */
  district: z.string().nullable(),
  role: z.enum(SPONSOR_ROLES),
  officialId: z.number().int().nullable(),
});
export type StateBillSponsor = z.input<typeof stateBillSponsor>;

/** One step of a state bill's history, oldest first; the chamber is null where the source names none (the governor's). */
export const stateBillAction = z.object({
  date: calendarDate,
  chamber: z.enum(STATE_CHAMBERS).nullable(),
  chamberName: z.string().nullable(),
  action: z.string(),
});
export type StateBillAction = z.input<typeof stateBillAction>;

/**
 * What a state legislature's record adds to its bill (docs/decisions/0329-state-bills-on-screen.md): which
 * legislature and session, LegiScan's own status and the day it was reached (the bill's `status` is the
 * tracker's, mapped from it), the committee it waits in, the state's page and LegiScan's, its sponsors and
 * its whole history.
 */
export const stateBillRecord = z.object({
  legislature: z.string(),
  session: z.string(),
  /**
   * LegiScan's word for the bill's status ('Introduced', 'Engrossed', 'Enrolled', 'Passed', 'Vetoed',
   * 'Failed', 'Pre-filed'); null for a status code it may add later
   * (docs/decisions/0338-legiscan-status-words-and-former-officials.md).
   */
  legiscanStatus: z.string().nullable(),
  statusDate: calendarDate.nullable(),
  pendingCommittee: z.string().nullable(),
  stateUrl: z.string().nullable(),
  legiscanUrl: z.string(),
  sponsors: z.array(stateBillSponsor),
  actions: z.array(stateBillAction),
});
export type StateBillRecord = z.input<typeof stateBillRecord>;

/** A bill's page (GET /api/bills/{id}): the bill, and for a state bill from LegiScan its legislature's record. */
export const billDetail = bill.extend({ statehouse: stateBillRecord.nullable() });
export type BillDetail = z.input<typeof billDetail>;

/**
 * PUT /api/bills/{id}/score (staff): set a bill's score and analysis, or clear the score (null) so the
 * bill counts in no score until it is scored again.
 */
export const billScoreUpdate = z
  .strictObject({
    progressiveScore: progressiveScoreInput.nullable(),
    progressiveAnalysis: requiredText('Progressive analysis', 20_000),
  })
  .superRefine((value, ctx) => {
    // A score saved with the rubric's 'Not yet scored: …' words would show a number and 'Not yet scored' together.
    if (value.progressiveScore !== null && readsUnscored(value.progressiveAnalysis)) {
      ctx.addIssue({ code: 'custom', path: ['progressiveAnalysis'], message: SCORED_ANALYSIS_MESSAGE });
    }
  });
export type BillScoreUpdate = z.input<typeof billScoreUpdate>;

/**
 * PUT /api/bills/{id}/score-exclusion (staff): take a bill out of officials' scores, or put it back; its voters
 * are rescored at once (docs/decisions/0330-vote-kinds-and-exclusions.md).
 */
export const billScoreExclusion = z.strictObject({ excluded: z.boolean({ error: 'excluded must be true or false' }) });
export type BillScoreExclusion = z.input<typeof billScoreExclusion>;

export const SCORED_ANALYSIS_MESSAGE = 'The analysis still says the bill is not yet scored: say why it gets this score';

export const STATE_REQUIRED_MESSAGE = 'State is required for state-level bills';

/** POST /api/bills (staff, "Add Bill"): state is required for state bills and null otherwise. */
export const newBill = z
  .strictObject({
    billNumber: requiredText('Bill number', 50),
    title: requiredText('Title', 500),
    summary: requiredText('Summary', 20_000),
    status: z.enum(BILL_STATUSES, { error: `Status must be one of ${BILL_STATUSES.join(', ')}` }),
    level: z.enum(BILL_LEVELS, { error: "Level must be 'federal' or 'state'" }),
    state: z.string().trim().max(50).nullish(),
    progressiveScore: progressiveScoreInput,
    progressiveAnalysis: requiredText('Progressive analysis', 20_000),
    passedDate: dateInput.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.level === 'state' && !value.state) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: STATE_REQUIRED_MESSAGE });
    }
  })
  .transform((value) => ({
    ...value,
    state: value.level === 'state' ? (value.state ?? null) : null,
    passedDate: value.passedDate ?? null,
  }));
export type NewBill = z.input<typeof newBill>;

/** POST /api/bills/refresh: staff import federal and state bills. */
export const refreshBillsResult = z.object({
  message: z.string(),
  stateImport: z
    .object({
      totalStates: z.number().int(),
      successStates: z.array(z.string()),
      failedStates: z.array(z.string()),
    })
    .optional(),
});
export type RefreshBillsResult = z.infer<typeof refreshBillsResult>;
