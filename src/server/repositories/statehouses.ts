// The state legislatures on record (docs/decisions/0327-legiscan-sync-and-statehouses-on-the-queue.md):
// each state's LegiScan sessions with their bills and roll calls, the dataset hashes the sync compares
// with LegiScan's list, and the demo's record of the datasets its first start still has to load
// (app_state 'demo-statehouses'), by which a screen says a state is being loaded.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { appState, legiscanBills, legiscanSessions, rollCalls } from '../db/schema.ts';

export const DEMO_STATEHOUSES_KEY = 'demo-statehouses';

/** The demo's statehouse job: when it was queued, how many datasets it loads, and those (file and state) still to load. */
export type DemoStatehouses = {
  queuedAt: string;
  total: number;
  pending: { file: string; state: string }[];
  /** While set, the Open States officials of these states ('all': every state) are still to load. */
  officials?: { states: 'all' | string[] };
  /** While set, the bundled 2026 state and local candidates are still to load. */
  candidates?: true;
};

export async function readDemoStatehouses(db: Database): Promise<DemoStatehouses | undefined> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, DEMO_STATEHOUSES_KEY));
  return row?.value as DemoStatehouses | undefined;
}

/** Records that the demo queued these datasets (once: a later start finds the record and queues nothing new). */
export async function recordDemoStatehouses(db: Database, value: DemoStatehouses): Promise<void> {
  await db.insert(appState).values({ key: DEMO_STATEHOUSES_KEY, value }).onConflictDoNothing();
}

/** One dataset is done (loaded, or given up on and said so): it is no longer pending. */
export async function demoDatasetDone(db: Database, file: string): Promise<void> {
  await db
    .update(appState)
    .set({
      value: sql`jsonb_set(${appState.value}, '{pending}', coalesce((select jsonb_agg(p) from jsonb_array_elements(${appState.value}->'pending') p where p->>'file' <> ${file}), '[]'::jsonb))`,
      updatedAt: sql`now()`,
    })
    .where(eq(appState.key, DEMO_STATEHOUSES_KEY));
}

/** One of the demo's later steps is done (its officials, its candidates): a restart does not load it again. */
export async function demoStepDone(db: Database, step: 'officials' | 'candidates'): Promise<void> {
  await db
    .update(appState)
    .set({ value: sql`${appState.value} - ${step}::text`, updatedAt: sql`now()` })
    .where(eq(appState.key, DEMO_STATEHOUSES_KEY));
}

/** The dataset hash held for each of these sessions (LegiScan's session ids); a session not held is absent. */
export async function heldDatasetHashes(db: Database, sessionIds: readonly number[]): Promise<Map<number, string | null>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: legiscanSessions.sessionId, datasetHash: legiscanSessions.datasetHash })
    .from(legiscanSessions)
    .where(inArray(legiscanSessions.sessionId, [...sessionIds]));
  return new Map(rows.map((row) => [row.sessionId, row.datasetHash]));
}

/**
 * Notes LegiScan's hash and date of a session's dataset whose archive was held already (imported under
 * another name): the next sync then finds it unchanged instead of downloading it again.
 */
export async function noteDatasetHash(db: Database, sessionId: number, datasetHash: string, datasetDate: string): Promise<void> {
  await db.update(legiscanSessions).set({ datasetHash, datasetDate }).where(eq(legiscanSessions.sessionId, sessionId));
}

export type StatehouseSession = {
  sessionId: number;
  name: string;
  title: string;
  yearStart: number;
  yearEnd: number;
  special: boolean;
  datasetDate: string | null;
  bills: number;
  rollCalls: number;
};

/** Every state with a session on record, its sessions newest first, each with its bills and roll calls. */
export async function statehouseSessions(db: Database): Promise<Map<string, StatehouseSession[]>> {
  const billCounts = db
    .select({ sessionId: legiscanBills.sessionId, bills: count().as('bills') })
    .from(legiscanBills)
    .groupBy(legiscanBills.sessionId)
    .as('bill_counts');
  const rollCallCounts = db
    .select({ sessionId: rollCalls.legiscanSessionId, rollCalls: count().as('roll_calls') })
    .from(rollCalls)
    .where(eq(rollCalls.level, 'state'))
    .groupBy(rollCalls.legiscanSessionId)
    .as('roll_call_counts');
  const rows = await db
    .select({
      state: legiscanSessions.state,
      sessionId: legiscanSessions.sessionId,
      name: legiscanSessions.name,
      title: legiscanSessions.title,
      yearStart: legiscanSessions.yearStart,
      yearEnd: legiscanSessions.yearEnd,
      special: legiscanSessions.special,
      datasetDate: legiscanSessions.datasetDate,
      bills: sql<number>`coalesce(${billCounts.bills}, 0)`.mapWith(Number),
      rollCalls: sql<number>`coalesce(${rollCallCounts.rollCalls}, 0)`.mapWith(Number),
    })
    .from(legiscanSessions)
    .leftJoin(billCounts, eq(billCounts.sessionId, legiscanSessions.sessionId))
    .leftJoin(rollCallCounts, eq(rollCallCounts.sessionId, legiscanSessions.sessionId))
    .orderBy(
      asc(legiscanSessions.state),
      sql`${legiscanSessions.yearEnd} desc`,
      sql`${legiscanSessions.yearStart} desc`,
      asc(legiscanSessions.special),
      asc(legiscanSessions.sessionId),
    );
  const byState = new Map<string, StatehouseSession[]>();
  for (const { state, ...session } of rows) byState.set(state, [...(byState.get(state) ?? []), session]);
  return byState;
}
