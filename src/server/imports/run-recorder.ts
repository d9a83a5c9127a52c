// Puts one import run on record (docs/decisions/0241-import-runs-on-record.md): the row is made once the
// import holds its lock (a refused second click leaves no run behind), every item the importer finishes
// is counted as it finishes (the admin page's live progress), and the end writes the outcome and the
// message the staff button shows. A queued job's retry continues the same row and skips the items an
// earlier attempt already wrote.
import type { Database } from '../db/connect.ts';
import {
  addToTotal,
  finishRun,
  type ItemOutcome,
  type RunHandle,
  type RunTrigger,
  recordItems,
  startInlineRun,
  startJobAttempt,
} from '../repositories/import-runs.ts';
import { redactSecrets } from './http/redact-url.ts';

/** Another attempt owns this run now (this worker lost its job): stop writing. */
export class RunSupersededError extends Error {}

/** What an importer tells the record as it goes. */
export type RunTracker = {
  addTotal: (items: number) => Promise<void>;
  item: (key: string, outcome: ItemOutcome, error?: string) => Promise<void>;
  items: (items: { key: string; outcome: ItemOutcome; error?: string }[]) => Promise<void>;
  /** Finished by an earlier attempt of this run: skip it. */
  isDone: (key: string) => boolean;
  /** Whether this attempt added or updated anything (scores and caches follow only then). */
  changed: () => boolean;
};

/** Who started a run, for its record. */
export type RunOrigin = {
  trigger: RunTrigger;
  requestedBy?: string | null;
  jobId?: string;
  /** A queued job with retries left: a failed attempt leaves the run waiting for the next, not failed. */
  willRetry?: boolean;
};

function tracker(db: Database, run: RunHandle, signal: AbortSignal | undefined): RunTracker {
  const done = new Set(run.doneKeys);
  let changed = false;
  const owned = (stillOurs: boolean) => {
    if (!stillOurs) throw new RunSupersededError(`import run ${run.id} was handed to another attempt`);
  };
  const items: RunTracker['items'] = async (list) => {
    if (list.length === 0) return;
    // Taken back by the queue (shutdown or a lost heartbeat): stop before recording. The item cut short
    // (its request aborted) is not counted, so the next attempt does it again.
    signal?.throwIfAborted();
    owned(
      await recordItems(
        db,
        run,
        list.map((entry) => ({ ...entry, error: entry.error && redactSecrets(entry.error) })),
      ),
    );
    for (const entry of list) done.add(entry.key);
    if (list.some((entry) => entry.outcome === 'added' || entry.outcome === 'updated')) changed = true;
  };
  return {
    addTotal: async (count) => {
      signal?.throwIfAborted();
      owned(await addToTotal(db, run, count));
    },
    item: (key, outcome, error) => items([{ key, outcome, error }]),
    items,
    isDone: (key) => done.has(key),
    changed: () => changed,
  };
}

/** Runs nothing on record: an importer called with no origin (tests of one importer) still works the same. */
export const UNRECORDED: RunTracker = {
  addTotal: async () => undefined,
  item: async () => undefined,
  items: async () => undefined,
  isDone: () => false,
  changed: () => true,
};

/**
 * Runs `work` as one run of the demo seed's first start: on record like any other, so the Imports page
 * lists where the data it shows came from (docs/decisions/0323-newsroom-tools-tell-the-truth.md).
 */
export function recordedSeed<T extends { message?: string }>(
  db: Database,
  sync: string,
  work: (run: RunTracker) => Promise<T>,
): Promise<T> {
  return recorded(db, sync, { trigger: 'seed' }, () => new Date(), work);
}

/** Runs `work` as one recorded run of `sync`; `work` gets the tracker its importer reports to. */
export async function recorded<T extends { message?: string }>(
  db: Database,
  sync: string,
  origin: RunOrigin | undefined,
  clock: () => Date,
  work: (run: RunTracker) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  if (!origin) return work(UNRECORDED);
  const start = { sync, trigger: origin.trigger, now: clock() };
  const run = origin.jobId
    ? await startJobAttempt(db, { ...start, jobId: origin.jobId })
    : await startInlineRun(db, { ...start, requestedBy: origin.requestedBy });
  try {
    const result = await work(tracker(db, run, signal));
    await finishRun(db, run, { status: 'succeeded', message: result.message ?? 'Done.', now: clock() });
    return result;
  } catch (error) {
    if (signal?.aborted && !(error instanceof RunSupersededError)) {
      // Taken back by the queue (its server is stopping): the job waits for its next attempt, which resumes this run.
      await finishRun(db, run, {
        status: 'queued',
        message: 'Handed back when its server stopped; the queue resumes it.',
        now: clock(),
      }).catch(() => undefined);
    } else if (!(error instanceof RunSupersededError)) {
      const end = origin.willRetry
        ? { status: 'queued' as const, message: `Attempt ${run.attempt} failed; the queue tries again.` }
        : { status: 'failed' as const, message: 'The import stopped before it finished.' };
      await finishRun(db, run, { ...end, error: redactSecrets((error as Error).message), now: clock() }).catch(() => undefined);
    }
    throw error;
  }
}
