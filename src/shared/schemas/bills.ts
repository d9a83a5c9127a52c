import { z } from 'zod';
import { BILL_LEVELS, BILL_STATUSES } from '../constants.ts';
import { dateInput, isoDateTime, progressiveScoreInput, requiredText } from './common.ts';

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
  chamber: z.enum(['house', 'senate']),
  number: z.number().int(),
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
  /** Null: 'Not yet scored'; such a bill counts in no official's or candidate's score. */
  progressiveScore: z.number().int().nullable(),
  progressiveAnalysis: z.string(),
  /** Who set the score: staff, else inferred from its passage roll call, else the import's published rubric; null while unscored. */
  scoreSource: z.enum(BILL_SCORE_SOURCES).nullable(),
  inferredScore: inferredScore.nullable(),
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
