import { z } from 'zod';
import { STATE_CANDIDATE_SOURCES } from '../state-races.ts';
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

/** One race of a state in the Candidates tab's race filter and the reader's ballot. */
export const raceSummary = z.object({
  key: z.string(),
  name: z.string(),
  group: z.enum(['federal', 'state', 'state-legislature', 'local']),
  /** 'House', 'Senate', or a state office ('State House', 'Governor'). */
  office: z.string(),
  /** The district as the race's office numbers it ('14', '62A', 'Clatsop County'); null: statewide or at large. */
  district: z.string().nullable(),
  candidates: z.number().int(),
});
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

/**
 * How a candidate fared in a 2026 state primary, from its official county results summed over the race
 * (docs/decisions/0337-state-and-local-races.md): 'won' the party's nomination (or, on a nonpartisan ballot,
 * the seat outright with a majority), 'advanced' to November as one of a nonpartisan race's top two, 'lost',
 * or 'unknown' where write-in votes, which the results do not name, or a tie could have decided it.
 */
export const primaryResult = z.object({
  date: z.string(),
  /** The ballot's party; null on a nonpartisan ballot (judges, district attorneys). */
  party: z.string().nullable(),
  votes: z.number().int(),
  /** Of every vote cast in that contest, write-ins included: 0 to 1. */
  share: z.number(),
  outcome: z.enum(['won', 'advanced', 'lost', 'unknown']),
  /** A declared write-in candidate, not printed on the ballot. */
  writeIn: z.boolean(),
});
export type PrimaryResult = z.infer<typeof primaryResult>;

/** One candidate of a state or local race. */
export const stateRaceCandidate = z.object({
  id: z.number().int(),
  name: z.string(),
  party: z.string(),
  /** Whether they hold the race's seat now; null where who holds it is not in our data. */
  holdsSeat: z.boolean().nullable(),
  officialId: z.number().int().nullable(),
  votingScore: z.number().int().nullable(),
  score: z.number().int().nullable(),
  staffScore: z.number().int().nullable(),
  /** The day the candidacy was filed, where the source is a filing list. */
  filingDate: z.string().nullable(),
  /** The primary's result, where the source is the primary's results. */
  primary: primaryResult.nullable(),
  /** As filed: a campaign's website and e-mail, never a home address or a phone. */
  website: z.string().nullable(),
  campaignEmail: z.string().nullable(),
});
export type StateRaceCandidate = z.input<typeof stateRaceCandidate>;

/** A 2026 state or local race: one office (and district) of one state. */
export const stateRace = z.object({
  /** The address segment: 'MT-state-house-12', 'OR-governor'. */
  key: z.string(),
  name: z.string(),
  state: z.string(),
  office: z.string(),
  district: z.string().nullable(),
  group: z.enum(['state', 'state-legislature', 'local']),
  /** The lists its candidates come from, credited on its page (page-texts/source-credits.ts). */
  sources: z.array(z.enum(STATE_CANDIDATE_SOURCES)),
  /** Filed candidates first by filing date, or by the primary's votes (its winners first). */
  candidates: z.array(stateRaceCandidate),
  holders: z.array(seatHolder),
});
export type StateRace = z.input<typeof stateRace>;
