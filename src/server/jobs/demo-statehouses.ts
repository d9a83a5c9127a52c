// The demo's state legislatures (docs/decisions/0327-legiscan-sync-and-statehouses-on-the-queue.md): a
// first start answers as soon as the federal data are in, then loads the LegiScan datasets of
// datasets/legiscan on the import queue, one run on record each, its progress in the terminal
// ('Loading state legislatures: 3 of 8 — Minnesota…'), then the Open States officials of those states, then the
// 2026 state and local candidates of datasets/candidates-2026. The datasets still to load are kept in app_state,
// so a restart part-way resumes with the next one, and a later start, finding the record, queues nothing new.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { US_STATES } from '../../shared/constants.ts';
import { notifyInvalidation } from '../cache/invalidation-bus.ts';
import { IMPORT_TOPICS } from '../cache/topics.ts';
import type { Database } from '../db/connect.ts';
import {
  ImportInProgressError,
  importLegiscanDataset,
  importOpenStatesPeopleArchive,
  importStateCandidateList,
} from '../imports/service.ts';
import type { StateCandidateFormat } from '../imports/state-candidates/state-candidates-import.ts';
import type { Config } from '../platform/config.ts';
import { datasetsDir } from '../platform/datasets.ts';
import {
  type DemoStatehouses,
  demoDatasetDone,
  demoStepDone,
  readDemoStatehouses,
  recordDemoStatehouses,
} from '../repositories/statehouses.ts';

export const DEMO_STATEHOUSES_QUEUE = 'import-demo-statehouses';

const LEGISCAN_DATASETS = path.join(datasetsDir, 'legiscan');
const OPENSTATES_PEOPLE_ARCHIVE = path.join(datasetsDir, 'openstates-people', 'openstates-people-934bf09.zip');
const STATE_CANDIDATES = path.join(datasetsDir, 'candidates-2026');
/** The bundled 2026 candidate lists, each with the command that reads it. */
const STATE_CANDIDATE_LISTS: [StateCandidateFormat, string][] = [
  ['montana-filings', 'mt-CandidateList.csv'],
  ['openelections', 'pa-20260519__pa__primary__county.csv'],
  ['openelections', 'or-20260519__or__primary__county.csv'],
  ['openelections', 'co-20260630__co__primary__county.csv'],
];

export type StatehouseDeps = { db: Database; config: Config; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'> };

/**
 * What the demo loads after it answers, in order: the LegiScan datasets, then Open States' state legislators,
 * statewide officers and mayors, joined to the datasets' legislators (each import joins whatever of the
 * other is in, so the order only saves work: one scoring of each state at the end).
 */
const DEMO_STATEHOUSE_STEPS: ((deps: StatehouseDeps, signal?: AbortSignal) => Promise<void>)[] = [
  loadPendingDatasets,
  loadOpenStatesOfficials,
  loadStateCandidates,
];

/** Runs every step: the queue's job, and the browser journeys' server before it listens. */
export async function loadDemoStatehouses(deps: StatehouseDeps, signal?: AbortSignal): Promise<void> {
  for (const step of DEMO_STATEHOUSE_STEPS) await step(deps, signal);
}

/** The bundled datasets of the states the setting chooses ('all' or a list), the states A to Z by name. */
export async function bundledStatehouseDatasets(choice: 'all' | readonly string[]): Promise<DemoStatehouses['pending']> {
  const datasets: DemoStatehouses['pending'] = [];
  for (const format of ['csv', 'json']) {
    for (const name of await readdir(path.join(LEGISCAN_DATASETS, format))) {
      const state = name.slice(0, 2);
      if (name.endsWith('.zip') && (choice === 'all' || choice.includes(state))) datasets.push({ file: `${format}/${name}`, state });
    }
  }
  const stateName = (state: string) => US_STATES[state] ?? state;
  return datasets.sort((a, b) => stateName(a.state).localeCompare(stateName(b.state)) || a.file.localeCompare(b.file));
}

/** Records the datasets the demo is to load, once: false when a record was there already (a later start). */
export async function chooseDemoStatehouses(deps: StatehouseDeps, now: Date): Promise<boolean> {
  if (await readDemoStatehouses(deps.db)) return false;
  const pending = await bundledStatehouseDatasets(deps.config.DEMO_STATEHOUSES);
  if (pending.length === 0) return false;
  const officials = { states: deps.config.DEMO_STATEHOUSES === 'all' ? ('all' as const) : [...deps.config.DEMO_STATEHOUSES] };
  await recordDemoStatehouses(deps.db, { queuedAt: now.toISOString(), total: pending.length, pending, officials, candidates: true });
  return true;
}

/**
 * Every start of the demo: the queue's worker, then, on the first start, the datasets' record and its job.
 * A start that finds datasets still pending (it stopped part-way) queues the job again; the queue's
 * 'exclusive' policy refuses a second while one is queued or running. Resolves with whether a job was queued.
 */
export async function startDemoStatehouses(
  boss: PgBoss,
  deps: StatehouseDeps,
  tuning: { pollingIntervalSeconds?: number; now?: () => Date; onSettled?: (error?: unknown) => void } = {},
): Promise<boolean> {
  if (!(await boss.getQueue(DEMO_STATEHOUSES_QUEUE)))
    await boss.createQueue(DEMO_STATEHOUSES_QUEUE, {
      policy: 'exclusive',
      // A dataset that met the LegiScan lock (a sync was running) is tried again a little later.
      retryLimit: 10,
      retryDelay: 30,
      heartbeatSeconds: 60,
      expireInSeconds: 3 * 60 * 60,
    });
  await boss.work(DEMO_STATEHOUSES_QUEUE, { pollingIntervalSeconds: tuning.pollingIntervalSeconds ?? 2 }, async ([job]) => {
    try {
      await loadDemoStatehouses(deps, job!.signal);
      tuning.onSettled?.();
    } catch (error) {
      tuning.onSettled?.(error);
      throw error;
    }
  });
  await chooseDemoStatehouses(deps, tuning.now?.() ?? new Date());
  const record = await readDemoStatehouses(deps.db);
  if (!record?.pending.length && !record?.officials && !record?.candidates) return false;
  return (await boss.send(DEMO_STATEHOUSES_QUEUE, {})) !== null;
}

/** Imports each dataset still pending, counting from those already done, and marks it done. */
async function loadPendingDatasets({ db, config, log }: StatehouseDeps, signal?: AbortSignal): Promise<void> {
  const record = await readDemoStatehouses(db);
  if (!record?.pending.length) return;
  let place = record.total - record.pending.length;
  for (const dataset of record.pending) {
    signal?.throwIfAborted();
    place += 1;
    log.info(`Loading state legislatures: ${place} of ${record.total} — ${US_STATES[dataset.state] ?? dataset.state}…`);
    try {
      await importLegiscanDataset(
        { db, config, origin: { trigger: 'seed' }, progress: (line) => log.debug({ import: line }, 'import progress') },
        path.join(LEGISCAN_DATASETS, dataset.file),
      );
    } catch (error) {
      // A LegiScan sync holds the lock: the job goes back to the queue and resumes here later.
      if (error instanceof ImportInProgressError) throw error;
      // A damaged dataset is not tried for ever: its failed run on /admin/imports says why.
      log.warn({ err: error, dataset: dataset.file }, 'A state legislature could not be loaded');
    }
    await demoDatasetDone(db, dataset.file);
    // Every instance's lists and the 'being loaded' read follow each state as it comes in.
    await notifyInvalidation(db, IMPORT_TOPICS.legiscan);
  }
  log.info(`State legislatures loaded: ${record.total} datasets of datasets/legiscan`);
}

/** Open States' officials of the demo's states, from the bundled archive, once the datasets are in. */
async function loadOpenStatesOfficials({ db, config, log }: StatehouseDeps, signal?: AbortSignal): Promise<void> {
  const record = await readDemoStatehouses(db);
  if (!record?.officials) return;
  signal?.throwIfAborted();
  log.info('Loading state and local officials from Open States…');
  const { states } = record.officials;
  try {
    const result = await importOpenStatesPeopleArchive(
      { db, config, origin: { trigger: 'seed' }, progress: (line) => log.debug({ import: line }, 'import progress') },
      OPENSTATES_PEOPLE_ARCHIVE,
      states === 'all' ? undefined : states,
    );
    log.info(`State and local officials loaded: ${result.message}`);
  } catch (error) {
    if (error instanceof ImportInProgressError) throw error;
    log.warn({ err: error }, 'The Open States officials could not be loaded');
  }
  await demoStepDone(db, 'officials');
  await notifyInvalidation(db, IMPORT_TOPICS.openstatesPeople);
}

/** The 2026 state and local candidates of the bundled lists, once the officials they may be are in. */
async function loadStateCandidates({ db, config, log }: StatehouseDeps, signal?: AbortSignal): Promise<void> {
  const record = await readDemoStatehouses(db);
  if (!record?.candidates) return;
  log.info('Loading 2026 state and local candidates…');
  for (const [format, file] of STATE_CANDIDATE_LISTS) {
    signal?.throwIfAborted();
    try {
      const result = await importStateCandidateList(
        { db, config, origin: { trigger: 'seed' }, progress: (line) => log.debug({ import: line }, 'import progress') },
        format,
        path.join(STATE_CANDIDATES, file),
      );
      log.info(`2026 candidates of ${file}: ${result.message}`);
    } catch (error) {
      if (error instanceof ImportInProgressError) throw error;
      log.warn({ err: error, file }, 'A 2026 candidate list could not be loaded');
    }
  }
  await demoStepDone(db, 'candidates');
  await notifyInvalidation(db, IMPORT_TOPICS.stateCandidates);
}
