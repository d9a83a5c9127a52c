// SQL of the import runs on record (docs/decisions/0241-import-runs-on-record.md). Every write to a
// running run names the attempt it belongs to: a worker whose job was handed to another (it crashed, or
// its lease ran out) finds its writes refused and stops, so one run never has two writers.
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { importRuns } from '../db/schema.ts';

export type ImportRunRow = typeof importRuns.$inferSelect;
export type RunTrigger = 'button' | 'cli' | 'schedule' | 'run-now' | 'seed';
export type ItemOutcome = 'added' | 'updated' | 'unchanged' | 'failed';

/** The run an attempt writes to: its id, the attempt that fences it, and the items earlier attempts finished. */
export type RunHandle = { id: number; attempt: number; doneKeys: string[] };

/** Errors kept per run: enough to see what failed, bounded however badly a source behaves. */
export const MAX_RUN_ERRORS = 50;

/** A run started outside the queue (a button or the CLI): it runs at once, in this process. */
export async function startInlineRun(
  db: Database,
  run: { sync: string; trigger: RunTrigger; requestedBy?: string | null; now: Date },
): Promise<RunHandle> {
  const [row] = await db
    .insert(importRuns)
    .values({
      sync: run.sync,
      trigger: run.trigger,
      requestedBy: run.requestedBy ?? null,
      status: 'running',
      attempt: 1,
      queuedAt: run.now,
      startedAt: run.now,
    })
    .returning({ id: importRuns.id, attempt: importRuns.attempt, doneKeys: importRuns.doneKeys });
  return row!;
}

/** 'Run now' records its run as soon as the job is queued, so the page shows it waiting. */
export async function recordQueuedRun(
  db: Database,
  run: { sync: string; trigger: RunTrigger; jobId: string; requestedBy?: string | null; now: Date },
) {
  await db
    .insert(importRuns)
    .values({
      sync: run.sync,
      trigger: run.trigger,
      jobId: run.jobId,
      requestedBy: run.requestedBy ?? null,
      status: 'queued',
      queuedAt: run.now,
    })
    .onConflictDoNothing({ target: importRuns.jobId });
}

/**
 * A queued job's attempt begins: the job's one row (made now for a scheduled job) moves to its next
 * attempt, keeping the counts and finished items of the attempts before.
 */
export async function startJobAttempt(
  db: Database,
  run: { sync: string; trigger: RunTrigger; jobId: string; now: Date },
): Promise<RunHandle> {
  const [row] = await db
    .insert(importRuns)
    .values({
      sync: run.sync,
      trigger: run.trigger,
      jobId: run.jobId,
      status: 'running',
      attempt: 1,
      queuedAt: run.now,
      startedAt: run.now,
    })
    .onConflictDoUpdate({
      target: importRuns.jobId,
      // The new attempt counts again what is left to do on top of what the earlier ones finished.
      set: {
        status: 'running',
        attempt: sql`${importRuns.attempt} + 1`,
        itemsTotal: sql`case when ${importRuns.attempt} = 0 then null else ${importRuns.itemsDone} end`,
        startedAt: sql`coalesce(${importRuns.startedAt}, ${run.now.toISOString()}::timestamptz)`,
        finishedAt: null,
      },
    })
    .returning({ id: importRuns.id, attempt: importRuns.attempt, doneKeys: importRuns.doneKeys });
  return row!;
}

const current = (run: RunHandle) => and(eq(importRuns.id, run.id), eq(importRuns.attempt, run.attempt), eq(importRuns.status, 'running'));

/** Adds to the number of items the run will go through; false when this attempt no longer owns the run. */
export async function addToTotal(db: Database, run: RunHandle, items: number): Promise<boolean> {
  const rows = await db
    .update(importRuns)
    .set({ itemsTotal: sql`coalesce(${importRuns.itemsTotal}, 0) + ${items}` })
    .where(current(run))
    .returning({ id: importRuns.id });
  return rows.length > 0;
}

/** Counts finished items (and remembers their keys for a later attempt); false when this attempt no longer owns the run. */
export async function recordItems(
  db: Database,
  run: RunHandle,
  items: { key: string; outcome: ItemOutcome; error?: string }[],
): Promise<boolean> {
  const count = (outcome: ItemOutcome) => items.filter((item) => item.outcome === outcome).length;
  const errors = items.flatMap((item) => (item.error ? [item.error] : []));
  const keys = items.map((item) => item.key);
  const rows = await db
    .update(importRuns)
    .set({
      itemsDone: sql`${importRuns.itemsDone} + ${items.length}`,
      added: sql`${importRuns.added} + ${count('added')}`,
      updated: sql`${importRuns.updated} + ${count('updated')}`,
      unchanged: sql`${importRuns.unchanged} + ${count('unchanged')}`,
      failed: sql`${importRuns.failed} + ${count('failed')}`,
      errors: errors.length
        ? sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from (select e from jsonb_array_elements(${importRuns.errors} || ${JSON.stringify(errors)}::jsonb) e limit ${MAX_RUN_ERRORS}) kept)`
        : importRuns.errors,
      doneKeys: sql`${importRuns.doneKeys} || ${JSON.stringify(keys)}::jsonb`,
    })
    .where(current(run))
    .returning({ id: importRuns.id });
  return rows.length > 0;
}

/** The run's end: its outcome, the message its button shows, and an error that ended it early. */
export async function finishRun(
  db: Database,
  run: RunHandle,
  end: { status: 'succeeded' | 'failed' | 'queued'; message: string; error?: string; now: Date },
) {
  await db
    .update(importRuns)
    .set({
      status: end.status,
      message: end.message,
      // Handed back, the run is not over: its next attempt goes on with it.
      finishedAt: end.status === 'queued' ? null : end.now,
      ...(end.error ? { errors: sql`${importRuns.errors} || ${JSON.stringify([end.error])}::jsonb` } : {}),
    })
    // Once over (or closed by the dead-letter worker), an attempt cannot be ended again.
    .where(and(eq(importRuns.id, run.id), eq(importRuns.attempt, run.attempt), eq(importRuns.status, 'running')));
}

/**
 * A job whose retries are spent (pg-boss moved it to the dead-letter queue): its run is over and failed,
 * whatever its last attempt managed to write. One whose worker died mid-run still reads 'running' until now.
 */
export async function closeDeadLetteredRun(db: Database, end: { jobId: string; attempts: number; error?: string; now: Date }) {
  await db
    .update(importRuns)
    .set({
      status: 'failed',
      finishedAt: sql`coalesce(${importRuns.finishedAt}, ${end.now.toISOString()}::timestamptz)`,
      message: `The queue gave up on this run after ${end.attempts} ${end.attempts === 1 ? 'attempt' : 'attempts'}; the next scheduled run starts afresh.`,
      // The last attempt's error, unless that attempt put it on record itself.
      ...(end.error
        ? {
            errors: sql`case when ${importRuns.errors} @> ${JSON.stringify([end.error])}::jsonb then ${importRuns.errors} else ${importRuns.errors} || ${JSON.stringify([end.error])}::jsonb end`,
          }
        : {}),
    })
    .where(and(eq(importRuns.jobId, end.jobId), ne(importRuns.status, 'succeeded')));
}

/**
 * Runs started by a button or the CLI that are still 'running' though their import is not (its process
 * died mid-run): marked failed, since nothing will finish them. Queued jobs' runs are the queue's to resume.
 */
export async function closeAbandonedRuns(db: Database, stillRunning: (sync: string) => Promise<boolean>, now: Date) {
  const open = await db
    .selectDistinct({ sync: importRuns.sync })
    .from(importRuns)
    .where(and(eq(importRuns.status, 'running'), isNull(importRuns.jobId)));
  for (const { sync } of open) {
    if (await stillRunning(sync)) continue;
    await db
      .update(importRuns)
      .set({ status: 'failed', finishedAt: now, message: 'The import stopped when its server did.' })
      .where(and(eq(importRuns.sync, sync), eq(importRuns.status, 'running'), isNull(importRuns.jobId)));
  }
}

/**
 * A run that brought a sync's data up to date from its source: one that ended well and was not the demo
 * seed's, whose bundled and recorded files are as old as they are, not as old as the seed.
 */
const goodSync = and(eq(importRuns.status, 'succeeded'), ne(importRuns.trigger, 'seed'));

/** When the last run of a sync that ended well began: an incremental sync asks its source for what changed since. */
export async function lastGoodRunStart(db: Database, sync: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ startedAt: importRuns.startedAt })
    .from(importRuns)
    .where(and(eq(importRuns.sync, sync), goodSync))
    .orderBy(desc(importRuns.startedAt))
    .limit(1);
  return row?.startedAt ?? undefined;
}

/** When the last good run of a sync ended, for each sync that has one. */
export async function lastGoodRunEnds(db: Database): Promise<Map<string, Date>> {
  const rows = await db
    .select({ sync: importRuns.sync, finishedAt: sql<Date>`max(${importRuns.finishedAt})`.mapWith(importRuns.finishedAt) })
    .from(importRuns)
    .where(goodSync)
    .groupBy(importRuns.sync);
  return new Map(rows.map((row) => [row.sync, row.finishedAt]));
}

/** The newest runs, newest first. */
export async function recentRuns(db: Database, limit: number): Promise<ImportRunRow[]> {
  return db.select().from(importRuns).orderBy(desc(importRuns.queuedAt), desc(importRuns.id)).limit(limit);
}
