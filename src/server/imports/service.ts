// The four staff imports (members, votes, legislation, candidates), shared by the HTTP routes and `npm run import`.
// Each checks its key, takes its lock (one run at a time, across instances), runs the public-data
// clients (imports/http) and answers exactly the fields each action's contract lists.
import { recomputeScaling } from '../analysis/recompute-scaling.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { insertOfficials } from '../repositories/import-officials.ts';
import type { BillRef } from './congress/bills-client.ts';
import { fetchCurrentMembers, mapCongressMember } from './congress/members-client.ts';
import { importCandidates } from './candidates-import.ts';
import { importCongressData, type CongressDataResult } from './congress-data/congress-data-import.ts';
import { importFederalBills, importStateBills, type StateImport } from './legislation-import.ts';
import { createHttpClient, type HttpOptions } from './http/http-client.ts';
import { ImportLockedError, withImportLock } from './import-lock.ts';
import { describeSkipped } from './vote-classification.ts';
import { emptyTally, importHouseVotes, importSenateVotes, type VotesSource } from './votes-import.ts';

export { bundledCongressDataDigest, seedCongressData, seedPublicData } from './seed-public-data.ts';
export type { CongressDataResult } from './congress-data/congress-data-import.ts';

/** A required API key is missing: the route answers `{ message, requiresSetup: true }`. */
export class SetupRequiredError extends Error {
  readonly requiresSetup = true;
}

/** The same import is already running: the route answers 409. */
export class ImportInProgressError extends Error {}

/** Tuning and scope; every field has a production default. Tests and the seed narrow them. */
export type ImportOptions = {
  http?: HttpOptions;
  /** Defaults to the current Congress and session by the calendar. */
  congress?: number;
  session?: number;
  /** Roll calls per chamber when not listed explicitly (newest first). */
  maxRollCalls?: number;
  houseRollCalls?: number[];
  senateVotes?: number[];
  /** Federal bills: explicit bills, or one recent page of this many. */
  bills?: BillRef[];
  billLimit?: number;
  /** Open States jurisdictions (state names); defaults to the 50 states, DC and Puerto Rico. */
  jurisdictions?: string[];
  statePerPage?: number;
  stateMaxPages?: number;
  candidatePerPage?: number;
  candidateMaxPages?: number;
  memberMaxPages?: number;
  now?: Date;
};

export type ImportContext = {
  db: Database;
  config: Config;
  /** Progress lines for the operator's command; the routes log them. */
  progress?: (line: string) => void;
  options?: ImportOptions;
};

export type MembersResult = { message?: string; added: number; skipped: number };
export type VotesResult = { message?: string; votesAdded: number; billsCreated: number; billsSkipped: number };
export type LegislationResult = {
  message: string;
  stateImport?: StateImport;
};
export type CandidatesResult = { message: string };

/** The public-data services' base URLs (config.ts fills in the live services' defaults). */
function urls(config: Config) {
  return { congress: config.CONGRESS_API_URL, openstates: config.OPENSTATES_API_URL, fec: config.FEC_API_URL, senate: config.SENATE_URL };
}

/** A toast-sized list: the first few names, then how many more. */
function namesUpTo(names: string[], max: number): string {
  const more = names.length - max;
  return more > 0 ? `${names.slice(0, max).join(', ')} and ${more} more` : names.join(', ');
}

function requireKey(value: string | undefined, message: string): asserts value is string {
  if (!value) throw new SetupRequiredError(message);
}

const LABELS = {
  members: 'Refresh Members',
  votes: 'Import Votes',
  legislation: 'Refresh Legislation',
  candidates: 'Refresh Candidates',
  'congress-data': 'The congress-data import',
};

async function locked<T>(ctx: ImportContext, name: keyof typeof LABELS, work: () => Promise<T>): Promise<T> {
  try {
    return await withImportLock(ctx.db, name, work);
  } catch (error) {
    if (error instanceof ImportLockedError) {
      throw new ImportInProgressError(`${LABELS[name]} is already running. Wait for it to finish, then try again.`);
    }
    throw error;
  }
}

/** The Congress and session sitting on a date: the 1st Congress met in 1789; odd years are session 1. */
export function currentCongress(now: Date): { congress: number; session: number } {
  const year = now.getUTCFullYear();
  return { congress: Math.floor((year - 1789) / 2) + 1, session: year % 2 === 1 ? 1 : 2 };
}

export async function refreshMembers(ctx: ImportContext): Promise<MembersResult> {
  const { config, db } = ctx;
  requireKey(config.CONGRESS_API_KEY, 'CONGRESS_API_KEY is not configured: refreshing members requires a Congress.gov API key.');
  const apiKey = config.CONGRESS_API_KEY;
  return locked(ctx, 'members', async () => {
    const http = createHttpClient(ctx.options?.http);
    const year = (ctx.options?.now ?? new Date()).getUTCFullYear();
    let added = 0;
    let skipped = 0;
    let former = 0;
    for await (const page of fetchCurrentMembers(http, { url: urls(config).congress, apiKey }, ctx.options?.memberMaxPages)) {
      const rows = page.flatMap((m) => mapCongressMember(m, year) ?? []);
      former += page.length - rows.length;
      const result = await insertOfficials(db, rows);
      added += result.added;
      skipped += result.skipped;
      ctx.progress?.(`members: page of ${page.length}, ${result.added} added, ${result.skipped} already present`);
    }
    const formerNote = former ? ` Ignored ${former} listed members whose term has ended.` : '';
    return { message: `Added ${added} members, skipped ${skipped} duplicates.${formerNote}`, added, skipped };
  });
}

export async function importVotes(ctx: ImportContext): Promise<VotesResult> {
  const { config, db, options = {} } = ctx;
  requireKey(config.CONGRESS_API_KEY, 'CONGRESS_API_KEY is not configured: voting records require a Congress.gov API key.');
  const apiKey = config.CONGRESS_API_KEY;
  return locked(ctx, 'votes', async () => {
    const sitting = currentCongress(options.now ?? new Date());
    const source: VotesSource = {
      db,
      http: createHttpClient(options.http),
      congressApi: { url: urls(config).congress, apiKey },
      senateUrl: urls(config).senate,
      congress: options.congress ?? sitting.congress,
      session: options.session ?? sitting.session,
      progress: ctx.progress ?? (() => undefined),
    };
    const max = { max: options.maxRollCalls ?? 20 };
    const tally = emptyTally();
    const chambers = [
      ['House', () => importHouseVotes(source, options.houseRollCalls ?? max, tally)],
      ['Senate', () => importSenateVotes(source, options.senateVotes ?? max, tally)],
    ] as const;
    const chamberFailures: string[] = [];
    for (const [chamber, run] of chambers) {
      await run().catch((error: Error) => chamberFailures.push(`${chamber}: ${error.message}`));
    }
    if (chamberFailures.length === chambers.length) throw new Error(`Voting records could not be imported. ${chamberFailures.join(' ')}`);
    // New roll calls move every member's place on the scale and the scores inferred from it.
    await recomputeScaling(db);
    const notes = [
      describeSkipped(tally.skippedByKind),
      tally.votesSkipped ? `${tally.votesSkipped} votes were already recorded` : '',
      tally.unmatchedMembers ? `${tally.unmatchedMembers} member votes had no matching official (refresh members first if this is high)` : '',
      [...chamberFailures, ...tally.failures].length ? `failed: ${[...chamberFailures, ...tally.failures].join('; ')}` : '',
    ].filter(Boolean);
    return {
      message: `Added ${tally.votesAdded} votes across ${tally.billsCreated} new bills from ${tally.rollCallsImported} roll calls. Skipped ${tally.billsSkipped} existing bills.${notes.length ? ` ${notes.join('. ')}.` : ''}`,
      votesAdded: tally.votesAdded,
      billsCreated: tally.billsCreated,
      billsSkipped: tally.billsSkipped,
    };
  });
}

/** Every roll call of a folder in the congress scraper's format (docs/decisions/0200-congress-data-import.md); no key needed. */
export async function importCongressDataFolder(ctx: ImportContext, folder: string): Promise<CongressDataResult> {
  return locked(ctx, 'congress-data', () => importCongressData(ctx.db, folder, ctx.progress ?? (() => undefined)));
}

export async function refreshLegislation(ctx: ImportContext): Promise<LegislationResult> {
  const { config, db, options = {} } = ctx;
  if (!config.CONGRESS_API_KEY && !config.OPENSTATES_API_KEY) {
    throw new SetupRequiredError(
      'CONGRESS_API_KEY is not configured: refreshing legislation requires a Congress.gov API key (and OPENSTATES_API_KEY for state bills).',
    );
  }
  return locked(ctx, 'legislation', async () => {
    const http = createHttpClient(options.http);
    const parts: string[] = [];
    if (config.CONGRESS_API_KEY) {
      const federal = await importFederalBills(db, http, { url: urls(config).congress, apiKey: config.CONGRESS_API_KEY }, options, ctx.progress);
      parts.push(
        `Federal: ${federal.added} new bills, ${federal.skipped} already present${federal.unavailable.length ? `, ${federal.unavailable.length} unavailable (${namesUpTo(federal.unavailable, 5)})` : ''}.`,
      );
    } else parts.push('Federal bills skipped: CONGRESS_API_KEY is not configured.');
    if (!config.OPENSTATES_API_KEY) {
      parts.push('State bills skipped: OPENSTATES_API_KEY is not configured.');
      return { message: parts.join(' ') };
    }
    const state = await importStateBills(db, http, { url: urls(config).openstates, apiKey: config.OPENSTATES_API_KEY }, options, ctx.progress);
    parts.push(`State: ${state.added} new bills, ${state.skipped} already present, ${state.stateImport.successStates.length}/${state.stateImport.totalStates} jurisdictions.`);
    return { message: parts.join(' '), stateImport: state.stateImport };
  });
}

export async function refreshCandidates(ctx: ImportContext): Promise<CandidatesResult> {
  const { config } = ctx;
  requireKey(config.FEC_API_KEY, 'FEC_API_KEY is not configured: refreshing candidates requires an OpenFEC API key.');
  const apiKey = config.FEC_API_KEY;
  return locked(ctx, 'candidates', async () => {
    const r = await importCandidates(ctx.db, createHttpClient(ctx.options?.http), { url: urls(config).fec, apiKey }, ctx.options ?? {}, ctx.progress);
    const failed = r.failed.length ? ` Totals unavailable for ${r.failed.length} (${namesUpTo(r.failed, 5)}).` : '';
    return { message: `Candidates refreshed from OpenFEC: ${r.added} added, ${r.skipped} already present.${failed}` };
  });
}
