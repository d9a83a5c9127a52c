import { z } from 'zod';
import { STATE_CANDIDATE_SOURCES } from '../state-races.ts';
import { isoDateTime, optionalText, optionalUrl, progressiveScoreInput, requiredText } from './common.ts';
import { electionResults } from './election-results.ts';
import { primaryResult } from './races.ts';

export const donation = z.object({
  type: z.string().trim().max(100).optional(),
  source: z.string().trim().min(1, { error: 'Each donation needs a source' }).max(300),
  date: z.string().trim().max(40).optional(),
  amount: z.number({ error: 'Each donation needs a numeric amount' }).finite().nonnegative(),
});
export type Donation = z.infer<typeof donation>;

export const fecSummary = z.object({
  cycle: z.number().int(),
  cashOnHand: z.number(),
  debts: z.number(),
  coverageEnd: z.string().nullable(),
  /** Absent while the FEC's file has no result for the candidate. */
  results: electionResults.optional(),
});
export type FecSummary = z.infer<typeof fecSummary>;

export const candidate = z.object({
  id: z.number().int(),
  name: z.string(),
  party: z.string(),
  office: z.string(),
  state: z.string(),
  district: z.string().nullable(),
  bio: z.string().nullable(),
  donations: z.array(donation),
  legislationBacked: z.array(z.string()),
  /** The staff's score; null: not scored by staff (docs/decisions/0252-unscored-candidates.md). */
  progressiveScore: z.number().int().nullable(),
  progressiveAnalysis: z.string(),
  website: z.string().nullable(),
  imageUrl: z.string().nullable(),
  createdAt: isoDateTime,
  commentCount: z.number().int(),
  // Derived from the matched official's voting record; null without a match.
  hasOfficialRecord: z.boolean(),
  /** The official whose record it is (the same person in office), for comparing it with others. */
  officialId: z.number().int().nullable(),
  votingScore: z.number().nullable(),
  ideologicalLean: z.number().nullable(),
  adjustedProgressiveScore: z.number().int().nullable(),
  // From the FEC (docs/decisions/0250-fec-bulk-races.md); absent or null for a candidate staff added.
  fecCandidateId: z.string().nullish(),
  /** I(ncumbent), C(hallenger), O(pen seat). */
  incumbency: z.enum(['I', 'C', 'O']).nullish(),
  /** Total receipts of the latest FEC cycle; 0 without FEC figures. */
  raised: z.number().optional(),
  fecSummary: fecSummary.nullish(),
  /**
   * A 2026 state or local candidate's list (docs/decisions/0337-state-and-local-races.md): 'mt-sos' (Montana's
   * filings) or 'openelections' (a primary's results); null for the FEC's and staff's candidates.
   */
  source: z.enum(STATE_CANDIDATE_SOURCES).nullish(),
  /** Their race's address ('MT-state-house-12'); null for a federal race (its address is by place). */
  raceKey: z.string().nullish(),
  filingDate: z.string().nullish(),
  primaryResult: primaryResult.nullish(),
  /** A campaign e-mail as filed; never a home address or phone. */
  campaignEmail: z.string().nullish(),
});
export type Candidate = z.input<typeof candidate>;

/** POST /api/candidates (staff, "Add Candidate"). */
export const newCandidate = z.strictObject({
  name: requiredText('Name', 200),
  party: requiredText('Party', 100),
  office: requiredText('Office', 100),
  state: requiredText('State', 50),
  district: optionalText('District', 50),
  bio: optionalText('Bio', 5000),
  progressiveScore: progressiveScoreInput,
  progressiveAnalysis: requiredText('Progressive analysis', 20_000),
  website: optionalUrl('Website'),
  imageUrl: optionalUrl('Image URL'),
  donations: z.array(donation).max(1000).default([]),
  legislationBacked: z.array(z.string().trim().min(1).max(500)).max(500).default([]),
});
export type NewCandidate = z.input<typeof newCandidate>;

/** POST /api/candidates/refresh. */
export const refreshCandidatesResult = z.object({ message: z.string() });
