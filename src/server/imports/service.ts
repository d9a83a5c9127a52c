// The four staff import actions (SPEC.md §2 and §7), shared by the HTTP routes and `npm run import`.
// INTERFACE STUB: the public-data issue (#4) fills these in with the real clients of DESIGN.md §6.
import type { Config } from '../config.ts';
import type { Database } from '../db/connect.ts';

/** A required API key is missing: the route answers `{ message, requiresSetup: true }`. */
export class SetupRequiredError extends Error {
  readonly requiresSetup = true;
}

/** The same import is already running: the route answers 409. */
export class ImportInProgressError extends Error {}

export type ImportContext = {
  db: Database;
  config: Config;
  /** Progress lines for the operator's command; the routes log them. */
  progress?: (line: string) => void;
};

export type MembersResult = { message?: string; added: number; skipped: number };
export type VotesResult = { message?: string; votesAdded: number; billsCreated: number; billsSkipped: number };
export type LegislationResult = {
  message: string;
  stateImport?: { totalStates: number; successStates: string[]; failedStates: string[] };
};
export type CandidatesResult = { message: string };

function requireKey(value: string | undefined, message: string): asserts value is string {
  if (!value) throw new SetupRequiredError(message);
}

export async function refreshMembers({ config }: ImportContext): Promise<MembersResult> {
  requireKey(config.CONGRESS_API_KEY, 'CONGRESS_API_KEY is not configured: refreshing members requires a Congress.gov API key.');
  throw new Error('Not implemented yet');
}

export async function importVotes({ config }: ImportContext): Promise<VotesResult> {
  requireKey(config.CONGRESS_API_KEY, 'CONGRESS_API_KEY is not configured: voting records require a Congress.gov API key.');
  throw new Error('Not implemented yet');
}

export async function refreshLegislation({ config }: ImportContext): Promise<LegislationResult> {
  requireKey(config.CONGRESS_API_KEY, 'CONGRESS_API_KEY is not configured: refreshing legislation requires a Congress.gov API key.');
  throw new Error('Not implemented yet');
}

export async function refreshCandidates({ config }: ImportContext): Promise<CandidatesResult> {
  requireKey(config.FEC_API_KEY, 'FEC_API_KEY is not configured: refreshing candidates requires an OpenFEC API key.');
  throw new Error('Not implemented yet');
}

/** Demo seed: officials, bills and votes from the bundled recorded files in fixtures/. */
export async function seedPublicData(_db: Database): Promise<void> {}
