// Refresh Legislation: federal bills from Congress.gov (one bill per transaction) and state bills from
// Open States (one jurisdiction per transaction); a jurisdiction that fails is reported in failedStates
// while the others carry on (the toast's 'State import: X/Y jurisdictions successful').
import { US_STATES } from '../../shared/constants.ts';
import type { Database } from '../db/connect.ts';
import { insertBill, insertBills } from '../repositories/import-bills.ts';
import { mapCongressBill } from './congress/bill-mapping.ts';
import { type BillRef, type CongressApi, fetchBillFacts, fetchBillsChangedSince, fetchRecentBills } from './congress/bills-client.ts';
import type { HttpClient } from './http/http-client.ts';
import { fetchStateBills, mapStateBill, type OpenStatesApi } from './openstates/state-bills-client.ts';
import type { RunTracker } from './run-recorder.ts';

export type StateImport = { totalStates: number; successStates: string[]; failedStates: string[] };

/** The 50 states, DC and Puerto Rico: the jurisdictions with legislatures Open States covers. */
export const DEFAULT_JURISDICTIONS = Object.entries(US_STATES)
  .filter(([code]) => !['GU', 'VI', 'AS', 'MP'].includes(code))
  .map(([, name]) => name);

type Progress = ((line: string) => void) | undefined;

export async function importFederalBills(
  db: Database,
  http: HttpClient,
  api: CongressApi,
  options: { bills?: BillRef[]; billLimit?: number; changedSince?: Date },
  run: RunTracker,
  progress: Progress,
) {
  // A sync after a good run asks only for the bills Congress.gov changed since that run began.
  const refs =
    options.bills ??
    (options.changedSince
      ? await fetchBillsChangedSince(http, api, options.changedSince)
      : await fetchRecentBills(http, api, options.billLimit ?? 20));
  const pending = refs.filter((ref) => !run.isDone(billItemKey(ref)));
  await run.addTotal(pending.length);
  let added = 0;
  let skipped = 0;
  const unavailable: string[] = [];
  for (const ref of pending) {
    const label = `${ref.type.toUpperCase()} ${ref.number} (${ref.congress}th)`;
    // A malformed or truncated answer fails this bill; the run goes on to the next.
    const outcome = await storeFederalBill(db, http, api, ref).catch((error: Error) => error);
    if (outcome instanceof Error || outcome === 'unavailable') {
      if (outcome === 'unavailable') unavailable.push(label);
      await run.item(billItemKey(ref), 'failed', `${label}: ${outcome instanceof Error ? outcome.message : 'not found on Congress.gov'}`);
      continue;
    }
    if (outcome.created) added += 1;
    else skipped += 1;
    await run.item(billItemKey(ref), outcome.created || outcome.completed ? 'added' : outcome.updated ? 'updated' : 'unchanged');
    progress?.(
      `bills: ${label} ${outcome.created ? 'added' : outcome.completed ? 'completed (it was known only from a roll call)' : outcome.updated ? 'updated' : 'already present'}`,
    );
  }
  return { added, skipped, unavailable };
}

/** A federal bill's item on its run's record, whichever import wrote it. */
export const billItemKey = (ref: BillRef) => `bill:${ref.congress}:${ref.type.toLowerCase()}:${ref.number}`;

async function storeFederalBill(db: Database, http: HttpClient, api: CongressApi, ref: BillRef) {
  const facts = await fetchBillFacts(http, api, ref);
  return facts ? insertBill(db, mapCongressBill(facts)) : ('unavailable' as const);
}

export async function importStateBills(
  db: Database,
  http: HttpClient,
  api: OpenStatesApi,
  options: { jurisdictions?: string[]; statePerPage?: number; stateMaxPages?: number },
  run: RunTracker,
  progress: Progress,
) {
  const jurisdictions = options.jurisdictions ?? DEFAULT_JURISDICTIONS;
  await run.addTotal(jurisdictions.filter((j) => !run.isDone(`state:${j}`)).length);
  const stateImport: StateImport = { totalStates: jurisdictions.length, successStates: [], failedStates: [] };
  let added = 0;
  let skipped = 0;
  for (const jurisdiction of jurisdictions) {
    if (run.isDone(`state:${jurisdiction}`)) {
      stateImport.successStates.push(jurisdiction);
      continue;
    }
    let result: { added: number; skipped: number };
    try {
      const found = await fetchStateBills(http, api, jurisdiction, {
        perPage: options.statePerPage ?? 20,
        maxPages: options.stateMaxPages ?? 1,
      });
      result = await insertBills(
        db,
        found.flatMap((b) => mapStateBill(b) ?? []),
      );
    } catch (error) {
      stateImport.failedStates.push(jurisdiction);
      progress?.(`state bills: ${jurisdiction} failed: ${(error as Error).message}`);
      await run.item(`state:${jurisdiction}`, 'failed', `${jurisdiction}: ${(error as Error).message}`);
      continue;
    }
    added += result.added;
    skipped += result.skipped;
    stateImport.successStates.push(jurisdiction);
    progress?.(`state bills: ${jurisdiction} ${result.added} added, ${result.skipped} already present`);
    await run.item(`state:${jurisdiction}`, result.added > 0 ? 'added' : 'unchanged');
  }
  return { added, skipped, stateImport };
}
