// The scheduled LegiScan sync (docs/decisions/0327-legiscan-sync-and-statehouses-on-the-queue.md): one
// getDatasetList for the configured states, then getDataset for each recent session whose dataset_hash is
// not the one held, each archive imported by the same importer as `npm run import -- legiscan <zip>`. Every
// request is counted against the month's budget in the database before it is sent; a run that would pass
// the budget stops there, and says how much is left.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/connect.ts';
import { isStateLegislature } from '../../domain/state-chambers.ts';
import { legiscanRequestsUsed, monthOf, takeLegiscanRequest } from '../../repositories/legiscan-requests.ts';
import { heldDatasetHashes, noteDatasetHash } from '../../repositories/statehouses.ts';
import type { HttpClient } from '../http/http-client.ts';
import type { RequestBudget } from '../http/request-budget.ts';
import { RunSupersededError, type RunTracker } from '../run-recorder.ts';
import { type DatasetListEntry, getDataset, getDatasetList, type LegiscanApi, stateOfLegiscanId } from './api-client.ts';
import { importLegiscan } from './legiscan-import.ts';

/** The month's requests are spent: the run stops before asking LegiScan again. */
export class LegiscanBudgetSpentError extends Error {}

/** The month's budget as the database counts it, shared by every instance that syncs with the key. */
export function monthlyBudget(db: Database, limit: number, now: () => Date): RequestBudget & { left: () => Promise<string> } {
  const monthName = (date: Date) => date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const left = async () => {
    const used = await legiscanRequestsUsed(db, monthOf(now()));
    return `${Math.max(0, limit - used).toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} LegiScan requests left for ${monthName(now())} (UTC)`;
  };
  return {
    take: async (signal) => {
      signal?.throwIfAborted();
      if ((await takeLegiscanRequest(db, monthOf(now()), limit)) === null)
        throw new LegiscanBudgetSpentError(
          `LegiScan's monthly request budget is spent (LEGISCAN_MONTHLY_REQUESTS = ${limit.toLocaleString('en-US')}): the sync stopped before its next request and goes on next month; ${await left()}.`,
        );
    },
    left,
  };
}

export type LegiscanSyncSource = {
  db: Database;
  http: HttpClient;
  api: LegiscanApi;
  states: 'all' | readonly string[];
  budget: { left: () => Promise<string> };
  run: RunTracker;
  now: Date;
  progress: (line: string) => void;
  signal?: AbortSignal;
};

/**
 * Sessions worth keeping in step: those ending this year or later, and last year's (a session that has just
 * ended still gets its final dataset). LegiScan lists every session since 2010; older ones no longer change.
 */
const isRecent = (entry: DatasetListEntry, now: Date) => entry.year_end >= now.getUTCFullYear() - 1;

export async function syncLegiscanDatasets(source: LegiscanSyncSource): Promise<{ message: string }> {
  const { db, http, api, states, run, now, progress } = source;
  // One request whatever the states: LegiScan lists one state when asked, else every state at once.
  const listed = await getDatasetList(http, api, states !== 'all' && states.length === 1 ? states[0] : undefined);
  const wanted = listed.filter((entry) => {
    const state = stateOfLegiscanId(entry.state_id);
    return state && isStateLegislature(state) && (states === 'all' || states.includes(state)) && isRecent(entry, now);
  });
  const held = await heldDatasetHashes(
    db,
    wanted.map((entry) => entry.session_id),
  );
  const changed = wanted.filter((entry) => held.get(entry.session_id) !== entry.dataset_hash);
  await run.addTotal(wanted.length);
  await run.items(
    wanted.filter((entry) => !changed.includes(entry)).map((entry) => ({ key: itemKey(entry), outcome: 'unchanged' as const })),
  );
  progress(`legiscan sync: ${wanted.length} sessions listed, ${changed.length} changed since the datasets held`);

  const failures: string[] = [];
  let imported = 0;
  let unchanged = wanted.length - changed.length;
  const folder = await mkdtemp(path.join(tmpdir(), 'civic-legiscan-'));
  try {
    for (const entry of changed) {
      const state = stateOfLegiscanId(entry.state_id)!;
      try {
        const dataset = await getDataset(http, api, entry);
        // LegiScan's own way of naming an archive: the importer keeps the hash and date it carries.
        const file = path.join(
          folder,
          `${state}_${entry.session_id}_${dataset.datasetDate.replaceAll('-', '')}_${dataset.datasetHash}.zip`,
        );
        await writeFile(file, dataset.zip);
        const result = await importLegiscan(db, file, progress);
        await rm(file);
        if (result.alreadyImported) await noteDatasetHash(db, entry.session_id, dataset.datasetHash, dataset.datasetDate);
        const outcome = result.alreadyImported ? 'unchanged' : held.has(entry.session_id) ? 'updated' : 'added';
        await run.item(itemKey(entry), outcome);
        if (result.alreadyImported) unchanged += 1;
        else imported += 1;
      } catch (error) {
        // Out of budget, or taken back by the queue: nothing more can be asked of LegiScan in this run.
        if (error instanceof LegiscanBudgetSpentError || error instanceof RunSupersededError || source.signal?.aborted) throw error;
        const problem = `${state} ${entry.session_title} (session ${entry.session_id}): ${(error as Error).message}`;
        failures.push(problem);
        await run.item(itemKey(entry), 'failed', problem);
      }
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const summary = `LegiScan: ${wanted.length} recent sessions of ${states === 'all' ? 'every state' : states.join(', ')} listed; ${imported} imported, ${unchanged} unchanged${failures.length ? `, ${failures.length} failed` : ''}. ${await source.budget.left()}.`;
  // A session that failed keeps its old hash, so the queue's next attempt (or the next run) tries it again.
  if (failures.length) throw new Error(`${summary} Failed: ${failures.join('; ')}`);
  return { message: summary };
}

const itemKey = (entry: DatasetListEntry) => `legiscan:session:${entry.session_id}:${entry.dataset_hash}`;
