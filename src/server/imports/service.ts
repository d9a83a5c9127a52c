// The staff imports and syncs (members, votes, legislation, candidates, LegiScan), shared by the HTTP routes and `npm run import`.
// Each checks its key, takes its lock (one run at a time, across instances), runs the public-data
// clients (imports/http) and answers exactly the fields each action's contract lists.
import { recomputeScaling } from '../analysis/recompute-scaling.ts';
import type { Database } from '../db/connect.ts';
import { ImportLockedError, withImportLock } from '../db/import-lock.ts';
import type { Config } from '../platform/config.ts';
import { lastGoodRunStart } from '../repositories/import-runs.ts';
import { importCandidates } from './candidates-import.ts';
import type { BillRef } from './congress/bills-client.ts';
import { fetchCurrentMembers, mapCongressMember } from './congress/members-client.ts';
import { type CongressDataResult, importCongressData } from './congress-data/congress-data-import.ts';
import { createHttpClient, type HttpOptions } from './http/http-client.ts';
import { budgetOfKey } from './http/request-budget.ts';
import { importLegiscan, type LegiscanResult } from './legiscan/legiscan-import.ts';
import { monthlyBudget, syncLegiscanDatasets } from './legiscan/legiscan-sync.ts';
import { importFederalBills, importStateBills, type StateImport } from './legislation-import.ts';
import { insertMembersOnRecord, memberItemKey } from './members-on-record.ts';
import { importOpenStatesPeople, type OpenStatesPeopleResult } from './openstates-people/openstates-import.ts';
import { type RunOrigin, RunSupersededError, type RunTracker, recorded } from './run-recorder.ts';
import {
  importStateCandidates,
  type StateCandidateFormat,
  type StateCandidatesResult,
} from './state-candidates/state-candidates-import.ts';
import { describeSkipped } from './vote-classification.ts';
import { emptyTally, importHouseVotes, importSenateVotes, type VotesSource } from './votes-import.ts';

export type { CongressDataResult } from './congress-data/congress-data-import.ts';
export type { LegiscanResult } from './legiscan/legiscan-import.ts';
export { bundledCongressDataDigest, seedCongressData, seedPublicData } from './seed-public-data.ts';

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
  /**
   * A scheduled sync: votes re-read only new roll calls and those of the clerks' correction window;
   * federal bills ask only for what changed since the last good run (docs/decisions/0242-scheduled-syncs.md).
   */
  incremental?: boolean;
};

/** How far back a votes sync reads stored roll calls again: the clerks correct recent ones. */
export const VOTES_RECHECK_DAYS = 3;

export type ImportContext = {
  db: Database;
  config: Config;
  /** Progress lines for the operator's command; the routes log them. */
  progress?: (line: string) => void;
  options?: ImportOptions;
  /** Who started the run; with it the run is put on record (imports/run-recorder.ts). */
  origin?: RunOrigin;
  /** The time runs are recorded in (tests pass a clock they move). */
  clock?: () => Date;
  /** Aborted when the queue takes the job back (shutdown, lost heartbeat): the import stops after its current item. */
  signal?: AbortSignal;
};

export type MembersResult = { message?: string; added: number; skipped: number };
export type VotesResult = { message?: string; votesAdded: number; billsCreated: number; billsSkipped: number };
export type LegislationResult = {
  message: string;
  stateImport?: StateImport;
};
export type CandidatesResult = { message: string };

/** The public-data services' base URLs (platform/config.ts fills in the live services' defaults). */
function urls(config: Config) {
  return { congress: config.CONGRESS_API_URL, openstates: config.OPENSTATES_API_URL, fec: config.FEC_API_URL, senate: config.SENATE_URL };
}

/** A toast-sized list: the first few names, then how many more. */
function namesUpTo(names: string[], max: number): string {
  const more = names.length - max;
  return more > 0 ? `${names.slice(0, max).join(', ')} and ${more} more` : names.join(', ');
}

/** Why an import cannot run with this configuration (a key it needs is missing), or undefined when it can. */
export function setupProblem(name: Exclude<ImportName, 'congress-data'>, config: Config): string | undefined {
  switch (name) {
    case 'members':
      return config.CONGRESS_API_KEY
        ? undefined
        : 'CONGRESS_API_KEY is not configured: refreshing members requires a Congress.gov API key.';
    case 'votes':
      return config.CONGRESS_API_KEY ? undefined : 'CONGRESS_API_KEY is not configured: voting records require a Congress.gov API key.';
    case 'legislation':
      return config.CONGRESS_API_KEY || config.OPENSTATES_API_KEY
        ? undefined
        : 'CONGRESS_API_KEY is not configured: refreshing legislation requires a Congress.gov API key (and OPENSTATES_API_KEY for state bills).';
    case 'candidates':
      return config.FEC_API_KEY ? undefined : 'FEC_API_KEY is not configured: refreshing candidates requires an OpenFEC API key.';
    // A dataset file imported by hand needs no key; the sync asks LegiScan's API for them.
    case 'legiscan':
      return config.LEGISCAN_API_KEY
        ? undefined
        : 'LEGISCAN_API_KEY is not configured: syncing the state legislatures requires a LegiScan API key.';
  }
}

function requireSetup(name: Exclude<ImportName, 'congress-data'>, config: Config) {
  const problem = setupProblem(name, config);
  if (problem) throw new SetupRequiredError(problem);
}

const LABELS = {
  members: 'Refresh Members',
  votes: 'Import Votes',
  legislation: 'Refresh Legislation',
  candidates: 'Refresh Candidates',
  'congress-data': 'The congress-data import',
  legiscan: 'The LegiScan import',
  'openstates-people': 'The Open States people import',
  'state-candidates': 'The state candidates import',
};

export type ImportName = keyof typeof LABELS;

/**
 * The import's HTTP client: its tuning, stopped by the context's signal when the queue takes the job back,
 * and never asking Congress.gov more often than its key's hourly limit allows.
 */
function httpOf(ctx: ImportContext) {
  const { CONGRESS_API_KEY: key, CONGRESS_API_URL: congressUrl, CONGRESS_API_HOURLY_LIMIT: limit } = ctx.config;
  const congress = key ? budgetOfKey('congress', key, limit) : undefined;
  return createHttpClient({
    budgetFor: (url) => (url.startsWith(congressUrl) ? congress : undefined),
    ...ctx.options?.http,
    signal: ctx.signal,
  });
}

const nowOf = (ctx: ImportContext) => ctx.clock?.() ?? ctx.options?.now ?? new Date();

/** The 409 answer's words when the import is already running (the staff button's name for it). */
export const alreadyRunning = (name: ImportName) =>
  new ImportInProgressError(`${LABELS[name]} is already running. Wait for it to finish, then try again.`);

/** Runs the import holding its lock and, once it holds it, on record. */
async function locked<T extends { message?: string }>(
  ctx: ImportContext,
  name: ImportName,
  work: (run: RunTracker) => Promise<T>,
): Promise<T> {
  try {
    return await withImportLock(ctx.db, name, () => recorded(ctx.db, name, ctx.origin, () => nowOf(ctx), work, ctx.signal));
  } catch (error) {
    if (error instanceof ImportLockedError) {
      throw alreadyRunning(name);
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
  requireSetup('members', config);
  const apiKey = config.CONGRESS_API_KEY!;
  return locked(ctx, 'members', async (run) => {
    const http = httpOf(ctx);
    const year = nowOf(ctx).getUTCFullYear();
    let added = 0;
    let skipped = 0;
    let former = 0;
    for await (const page of fetchCurrentMembers(http, { url: urls(config).congress, apiKey }, ctx.options?.memberMaxPages)) {
      const current = page.flatMap((m) => mapCongressMember(m, year) ?? []);
      former += page.length - current.length;
      // A retried job's run goes on after the members its earlier attempt finished.
      const rows = current.filter((row) => !run.isDone(memberItemKey(row)));
      await run.addTotal(rows.length);
      const result = await insertMembersOnRecord(db, rows, run);
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
  requireSetup('votes', config);
  const apiKey = config.CONGRESS_API_KEY!;
  return locked(ctx, 'votes', async (run) => {
    const now = nowOf(ctx);
    const sitting = currentCongress(now);
    const source: VotesSource = {
      db,
      http: httpOf(ctx),
      congressApi: { url: urls(config).congress, apiKey },
      senateUrl: urls(config).senate,
      congress: options.congress ?? sitting.congress,
      session: options.session ?? sitting.session,
      progress: ctx.progress ?? (() => undefined),
      run,
      recheckSince: options.incremental ? new Date(now.getTime() - VOTES_RECHECK_DAYS * 24 * 60 * 60 * 1000) : undefined,
    };
    const max = { max: options.maxRollCalls ?? (options.incremental ? 250 : 20) };
    const tally = emptyTally();
    const chambers = [
      ['House', () => importHouseVotes(source, options.houseRollCalls ?? max, tally)],
      ['Senate', () => importSenateVotes(source, options.senateVotes ?? max, tally)],
    ] as const;
    const chamberFailures: string[] = [];
    for (const [chamber, readChamber] of chambers) {
      await readChamber().catch((error: Error) => {
        // Taken back by the queue, or handed to another attempt: stop, rather than try the other chamber.
        if (error instanceof RunSupersededError || ctx.signal?.aborted) throw error;
        chamberFailures.push(`${chamber}: ${error.message}`);
      });
    }
    if (chamberFailures.length === chambers.length) throw new Error(`Voting records could not be imported. ${chamberFailures.join(' ')}`);
    // New or corrected roll calls move every member's place on the scale and the scores inferred from it;
    // a sync that found nothing new leaves them as they are.
    if (run.changed()) await recomputeScaling(db);
    const notes = [
      describeSkipped(tally.skippedByKind),
      tally.votesSkipped ? `${tally.votesSkipped} votes were already recorded` : '',
      tally.unmatchedMembers
        ? `${tally.unmatchedMembers} member votes had no matching official (refresh members first if this is high)`
        : '',
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

/** One LegiScan dataset, a state legislature's session (docs/decisions/0321-legiscan-datasets.md); no key needed. */
export async function importLegiscanDataset(ctx: ImportContext, file: string): Promise<LegiscanResult> {
  return locked(ctx, 'legiscan', () => importLegiscan(ctx.db, file, ctx.progress ?? (() => undefined)));
}

/** A 2026 list of state and local candidates: Montana's filings or a primary's results (docs/decisions/0337-state-and-local-races.md). */
export async function importStateCandidateList(
  ctx: ImportContext,
  format: StateCandidateFormat,
  file: string,
): Promise<StateCandidatesResult> {
  return locked(ctx, 'state-candidates', () => importStateCandidates(ctx.db, format, file, ctx.progress ?? (() => undefined)));
}

/** State legislators, statewide officers and mayors from an Open States people archive (docs/decisions/0325-open-states-officials.md). */
export async function importOpenStatesPeopleArchive(
  ctx: ImportContext,
  file: string,
  states?: readonly string[],
): Promise<OpenStatesPeopleResult> {
  return locked(ctx, 'openstates-people', () =>
    importOpenStatesPeople(ctx.db, file, { progress: ctx.progress ?? (() => undefined), states }),
  );
}

/**
 * The state legislatures from LegiScan's API: every recent session whose dataset changed, imported as one
 * dataset file is (docs/decisions/0327-legiscan-sync-and-statehouses-on-the-queue.md). Every request,
 * retries included, is counted against the month's budget first.
 */
export async function syncLegiscan(ctx: ImportContext): Promise<{ message: string }> {
  const { config, db } = ctx;
  requireSetup('legiscan', config);
  return locked(ctx, 'legiscan', (run) => {
    const budget = monthlyBudget(db, config.LEGISCAN_MONTHLY_REQUESTS, () => nowOf(ctx));
    const http = createHttpClient({
      budgetFor: () => budget,
      // A dataset answer carries its archive in base64: the largest states' run to tens of megabytes.
      maxBodyBytes: LEGISCAN_MAX_BODY_BYTES,
      ...ctx.options?.http,
      signal: ctx.signal,
    });
    return syncLegiscanDatasets({
      db,
      http,
      api: { url: config.LEGISCAN_API_URL, apiKey: config.LEGISCAN_API_KEY! },
      states: config.LEGISCAN_STATES,
      budget,
      run,
      now: nowOf(ctx),
      progress: ctx.progress ?? (() => undefined),
      signal: ctx.signal,
    });
  });
}

/** A dataset answer's cap: eight times Iowa's JSON dataset as base64, room for the largest legislatures. */
const LEGISCAN_MAX_BODY_BYTES = 256 * 1024 * 1024;

export async function refreshLegislation(ctx: ImportContext): Promise<LegislationResult> {
  const { config, db, options = {} } = ctx;
  requireSetup('legislation', config);
  return locked(ctx, 'legislation', async (run) => {
    const http = httpOf(ctx);
    const parts: string[] = [];
    if (config.CONGRESS_API_KEY) {
      const changedSince = options.incremental ? await lastGoodRunStart(db, 'legislation') : undefined;
      const api = { url: urls(config).congress, apiKey: config.CONGRESS_API_KEY };
      const federal = await importFederalBills(db, http, api, { ...options, changedSince }, run, ctx.progress);
      parts.push(
        `Federal: ${federal.added} new bills, ${federal.skipped} already present${federal.unavailable.length ? `, ${federal.unavailable.length} unavailable (${namesUpTo(federal.unavailable, 5)})` : ''}.`,
      );
    } else parts.push('Federal bills skipped: CONGRESS_API_KEY is not configured.');
    if (!config.OPENSTATES_API_KEY) {
      parts.push('State bills skipped: OPENSTATES_API_KEY is not configured.');
      return { message: parts.join(' ') };
    }
    const state = await importStateBills(
      db,
      http,
      { url: urls(config).openstates, apiKey: config.OPENSTATES_API_KEY },
      options,
      run,
      ctx.progress,
    );
    parts.push(
      `State: ${state.added} new bills, ${state.skipped} already present, ${state.stateImport.successStates.length}/${state.stateImport.totalStates} jurisdictions.`,
    );
    return { message: parts.join(' '), stateImport: state.stateImport };
  });
}

export async function refreshCandidates(ctx: ImportContext): Promise<CandidatesResult> {
  const { config } = ctx;
  requireSetup('candidates', config);
  const apiKey = config.FEC_API_KEY!;
  return locked(ctx, 'candidates', async (run) => {
    const r = await importCandidates(
      ctx.db,
      httpOf(ctx),
      { url: urls(config).fec, apiKey },
      { now: nowOf(ctx), ...ctx.options },
      run,
      ctx.progress,
    );
    const failed = r.failed.length ? ` Totals unavailable for ${r.failed.length} (${namesUpTo(r.failed, 5)}).` : '';
    return { message: `Candidates refreshed from OpenFEC: ${r.added} added, ${r.skipped} already present.${failed}` };
  });
}
