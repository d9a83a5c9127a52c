// Refresh Legislation: federal bills from Congress.gov (one bill per transaction) and state bills from
// Open States (one jurisdiction per transaction); a jurisdiction that fails is reported in failedStates
// while the others carry on (the toast's 'State import: X/Y jurisdictions successful').
import { US_STATES } from '../../shared/constants.ts';
import type { Database } from '../db/connect.ts';
import { insertBill, insertBills } from '../repositories/import-bills.ts';
import { mapCongressBill } from './congress/bill-mapping.ts';
import { fetchBillFacts, fetchRecentBills, type BillRef, type CongressApi } from './congress/bills-client.ts';
import type { HttpClient } from './http/http-client.ts';
import { fetchStateBills, mapStateBill, type OpenStatesApi } from './openstates/state-bills-client.ts';

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
  options: { bills?: BillRef[]; billLimit?: number },
  progress: Progress,
) {
  const refs = options.bills ?? (await fetchRecentBills(http, api, options.billLimit ?? 20));
  let added = 0;
  let skipped = 0;
  const unavailable: string[] = [];
  for (const ref of refs) {
    const label = `${ref.type.toUpperCase()} ${ref.number} (${ref.congress}th)`;
    const facts = await fetchBillFacts(http, api, ref);
    if (!facts) {
      unavailable.push(label);
      continue;
    }
    const { created, completed } = await insertBill(db, mapCongressBill(facts));
    if (created) added += 1;
    else skipped += 1;
    progress?.(`bills: ${label} ${created ? 'added' : completed ? 'completed (it was known only from a roll call)' : 'already present'}`);
  }
  return { added, skipped, unavailable };
}

export async function importStateBills(
  db: Database,
  http: HttpClient,
  api: OpenStatesApi,
  options: { jurisdictions?: string[]; statePerPage?: number; stateMaxPages?: number },
  progress: Progress,
) {
  const jurisdictions = options.jurisdictions ?? DEFAULT_JURISDICTIONS;
  const stateImport: StateImport = { totalStates: jurisdictions.length, successStates: [], failedStates: [] };
  let added = 0;
  let skipped = 0;
  for (const jurisdiction of jurisdictions) {
    try {
      const found = await fetchStateBills(http, api, jurisdiction, { perPage: options.statePerPage ?? 20, maxPages: options.stateMaxPages ?? 1 });
      const result = await insertBills(db, found.flatMap((b) => mapStateBill(b) ?? []));
      added += result.added;
      skipped += result.skipped;
      stateImport.successStates.push(jurisdiction);
      progress?.(`state bills: ${jurisdiction} ${result.added} added, ${result.skipped} already present`);
    } catch (error) {
      stateImport.failedStates.push(jurisdiction);
      progress?.(`state bills: ${jurisdiction} failed: ${(error as Error).message}`);
    }
  }
  return { added, skipped, stateImport };
}
