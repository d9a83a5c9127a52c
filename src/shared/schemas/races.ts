import { z } from 'zod';
import { electionResults } from './election-results.ts';

/** One candidate in a race's side-by-side view. */
export const raceCandidate = z.object({
  id: z.number().int(),
  name: z.string(),
  party: z.string(),
  /** As the FEC files it: Incumbent, Challenger, Open seat. */
  incumbency: z.enum(['I', 'C', 'O']).nullable(),
  /**
   * Whether the candidate holds a seat of this race now (linked by FEC id to one of its holders); null when
   * who holds the seats is not known. The FEC keeps calling a former member the incumbent.
   */
  holdsSeat: z.boolean().nullable(),
  raised: z.number(),
  cashOnHand: z.number().nullable(),
  coverageEnd: z.string().nullable(),
  /** The official whose record this candidate's is (linked by FEC id), or null: no record to score yet. */
  officialId: z.number().int().nullable(),
  /** That record's voting score, null without counted votes or without a record. */
  votingScore: z.number().int().nullable(),
  /** The candidate's score as their card shows it; null (no staff score, no record) reads 'Not yet scored'. */
  score: z.number().int().nullable(),
  /** The staff's score, null when staff have not scored the candidate: with votingScore, what `score` is made of. */
  staffScore: z.number().int().nullable(),
  /** The results the FEC's file gives the candidate: none before an election, and none in the bundled file. */
  results: electionResults,
});
export type RaceCandidate = z.input<typeof raceCandidate>;

/** Who holds the seat (both senators for a Senate race), with their record's score. */
export const seatHolder = z.object({
  officialId: z.number().int(),
  name: z.string(),
  party: z.string(),
  termEnd: z.string().nullable(),
  votingScore: z.number().int().nullable(),
});

export const race = z.object({
  /** The address segment: 'VT-0', 'NY-14', 'VT-senate'. */
  key: z.string(),
  name: z.string(),
  state: z.string(),
  office: z.enum(['House', 'Senate']),
  district: z.number().int().nullable(),
  /** Most money raised first. */
  candidates: z.array(raceCandidate),
  holders: z.array(seatHolder),
});
export type Race = z.input<typeof race>;

/** One race of a state in the Candidates tab's race filter. */
export const raceSummary = z.object({ key: z.string(), name: z.string(), candidates: z.number().int() });
export type RaceSummary = z.input<typeof raceSummary>;

/** One FEC campaign's totals for one cycle (an official may have run for the House, then the Senate). */
export const campaignCycle = z.object({
  fecCandidateId: z.string(),
  cycle: z.number().int(),
  /** 'House', 'Senate' or 'President', from the FEC id's first letter. */
  office: z.string(),
  receipts: z.number(),
  individual: z.number(),
  pacs: z.number(),
  partyCommittees: z.number(),
  candidateMoney: z.number(),
  loans: z.number(),
  cashOnHand: z.number(),
  debts: z.number(),
  coverageEnd: z.string().nullable(),
});
export type CampaignCycle = z.input<typeof campaignCycle>;

/** An official's campaign money, newest cycle first: the FEC ids of theirs with figures in an imported file. */
export const officialMoney = z.object({ officialId: z.number().int(), cycles: z.array(campaignCycle) });
export type OfficialMoney = z.input<typeof officialMoney>;
