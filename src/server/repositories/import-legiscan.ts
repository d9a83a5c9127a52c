// SQL of the LegiScan import (docs/decisions/0321-legiscan-datasets.md), run inside the import's one
// transaction: what a session already holds (to write only what changed), its people, its bills with their
// LegiScan records, sponsors and history, and its roll calls with every member's position, in batches of
// few statements (multi-row inserts, arrays bound as one parameter), as the other bulk imports do.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { insertByColumns } from '../db/column-insert.ts';
import type { Database } from '../db/connect.ts';
import { insertSlices } from '../db/execute-rows.ts';
import {
  billActions,
  bills,
  legiscanBills,
  legiscanPeople,
  legiscanSessions,
  legiscanSponsors,
  type PartyTally,
  rollCallPositions,
  rollCalls,
} from '../db/schema.ts';
import { billActionEvent, billStatusEvent, type NewEvent, recordEvents, recordNewBillEvents } from './events.ts';
import { importedBillRow, type NewImportedBill } from './import-bills.ts';
import { memberPositionColumns } from './roll-calls.ts';

/** Rows per multi-row INSERT … VALUES: well under PostgreSQL's 65,535 parameters for the widest row here. */
/** `column = any(ids)`: however many ids, one parameter. */
const anyOf = (column: PgColumn, ids: readonly number[]) => sql`${column} = any(${sql.param([...ids])}::integer[])`;

/** The session an archive with this SHA-256 was imported into, if it was. */
export async function findImportedArchive(db: Database, sha256: string) {
  const [row] = await db
    .select({ sessionId: legiscanSessions.sessionId, state: legiscanSessions.state, title: legiscanSessions.title })
    .from(legiscanSessions)
    .where(eq(legiscanSessions.archiveSha256, sha256));
  return row;
}

/** The date of the dataset last imported for the session; undefined when none was. */
export async function heldDatasetDate(db: Database, sessionId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ datasetDate: legiscanSessions.datasetDate })
    .from(legiscanSessions)
    .where(eq(legiscanSessions.sessionId, sessionId));
  return row?.datasetDate;
}

export type StoredBill = { id: number; changeHash: string; number: string };
export type StoredPerson = { name: string; party: string | null; personHash: string; datasetDate: string | null };

/** What the session holds already: its bills by LegiScan id, its roll calls' LegiScan ids, and the state's people. */
export async function storedLegiscanSession(db: Database, sessionId: number, state: string) {
  const billRows = await db
    .select({
      legiscanBillId: legiscanBills.legiscanBillId,
      id: legiscanBills.billId,
      changeHash: legiscanBills.changeHash,
      number: bills.billNumber,
    })
    .from(legiscanBills)
    .innerJoin(bills, eq(bills.id, legiscanBills.billId))
    .where(eq(legiscanBills.sessionId, sessionId));
  const rollCallRows = await db.select({ key: rollCalls.key }).from(rollCalls).where(eq(rollCalls.legiscanSessionId, sessionId));
  const peopleRows = await db
    .select({
      peopleId: legiscanPeople.peopleId,
      name: legiscanPeople.name,
      party: legiscanPeople.party,
      personHash: legiscanPeople.personHash,
      datasetDate: legiscanPeople.datasetDate,
    })
    .from(legiscanPeople)
    .where(eq(legiscanPeople.state, state));
  return {
    bills: new Map<number, StoredBill>(billRows.map(({ legiscanBillId, ...bill }) => [legiscanBillId, bill])),
    rollCalls: new Set(rollCallRows.map((r) => Number(r.key.slice(r.key.indexOf(':') + 1)))),
    people: new Map<number, StoredPerson>(peopleRows.map(({ peopleId, ...person }) => [peopleId, person])),
  };
}

export type StoredSession = Awaited<ReturnType<typeof storedLegiscanSession>>;

export type LegiscanSessionRow = typeof legiscanSessions.$inferInsert;

/** The session as this dataset describes it, and the archive it came from. */
export async function writeLegiscanSession(db: Database, row: LegiscanSessionRow): Promise<void> {
  const { sessionId, ...facts } = row;
  await db
    .insert(legiscanSessions)
    .values(row)
    .onConflictDoUpdate({ target: legiscanSessions.sessionId, set: { ...facts, importedAt: sql`now()` } });
}

export type LegiscanPersonRow = typeof legiscanPeople.$inferInsert;

/** On a key already held, these columns take the values of the row being written. */
const fromExcluded = (columns: Record<string, PgColumn>) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]));

const { peopleId: _peopleId, ...personFacts } = getTableColumns(legiscanPeople);

/** New people, and people whose record changed: the dataset's record replaces the one held. */
export async function writeLegiscanPeople(db: Database, rows: readonly LegiscanPersonRow[]): Promise<void> {
  for (const chunk of insertSlices(rows))
    await db
      .insert(legiscanPeople)
      .values([...chunk])
      .onConflictDoUpdate({ target: legiscanPeople.peopleId, set: fromExcluded(personFacts) });
}

export type LegiscanBillRow = Omit<typeof legiscanBills.$inferInsert, 'billId'>;

const { legiscanBillId: _legiscanBillId, billId: _billId, ...billFacts } = getTableColumns(legiscanBills);

export type BillWrite = { bill: NewImportedBill; legiscan: LegiscanBillRow; storedId: number | undefined };

/**
 * New bills are inserted (with the events readers of a subject or saved search get); a changed bill takes
 * the dataset's title, summary, status and latest action (its score stays: the rubric scored it once, staff
 * may have since), its followers hear of a new status or action, and its sponsors and history are cleared
 * for the dataset's to be written. Answers the new bills' ids by LegiScan id.
 */
export async function writeStateBills(db: Database, writes: readonly BillWrite[]): Promise<Map<number, number>> {
  const fresh = writes.filter((w) => w.storedId === undefined);
  const created = new Map<number, number>();
  if (fresh.length) {
    await insertByColumns(
      db,
      bills,
      newBillColumns,
      fresh.map((w) => {
        const row = importedBillRow(w.bill);
        return { ...row, latestAction: row.latestAction ?? null, latestActionDate: row.latestActionDate ?? null };
      }),
    );
    const rows = await db
      .select({
        id: bills.id,
        sourceKey: sql<string>`${bills.sourceKey}`,
        billNumber: bills.billNumber,
        title: bills.title,
        summary: bills.summary,
      })
      .from(bills)
      .where(sql`${bills.sourceKey} = any(${sql.param(fresh.map((w) => w.bill.sourceKey))}::text[])`);
    await recordNewBillEvents(db, rows);
    const idOf = new Map(rows.map((r) => [r.sourceKey, r.id]));
    for (const w of fresh) created.set(w.legiscan.legiscanBillId, idOf.get(w.bill.sourceKey)!);
    await insertByColumns(
      db,
      legiscanBills,
      legiscanBillColumns,
      fresh.map((w) => ({ ...w.legiscan, billId: created.get(w.legiscan.legiscanBillId)! })),
    );
  }
  const changed = writes.flatMap((w) => (w.storedId === undefined ? [] : [{ ...w, id: w.storedId }]));
  if (changed.length === 0) return created;
  await updateChangedBills(db, changed);
  for (const chunk of insertSlices(changed.map((w) => ({ ...w.legiscan, billId: w.id }))))
    await db
      .insert(legiscanBills)
      .values(chunk)
      .onConflictDoUpdate({ target: legiscanBills.legiscanBillId, set: fromExcluded(billFacts) });
  return created;
}

/** A new state bill's columns, as importedBillRow gives them (the rest take their defaults). */
const newBillColumns = {
  sourceKey: bills.sourceKey,
  billNumber: bills.billNumber,
  title: bills.title,
  summary: bills.summary,
  status: bills.status,
  level: bills.level,
  state: bills.state,
  progressiveScore: bills.progressiveScore,
  progressiveAnalysis: bills.progressiveAnalysis,
  scoreSource: bills.scoreSource,
  introducedDate: bills.introducedDate,
  passedDate: bills.passedDate,
  latestAction: bills.latestAction,
  latestActionDate: bills.latestActionDate,
};

const legiscanBillColumns = {
  legiscanBillId: legiscanBills.legiscanBillId,
  billId: legiscanBills.billId,
  sessionId: legiscanBills.sessionId,
  changeHash: legiscanBills.changeHash,
  status: legiscanBills.status,
  statusDate: legiscanBills.statusDate,
  pendingCommittee: legiscanBills.pendingCommittee,
  url: legiscanBills.url,
  stateLink: legiscanBills.stateLink,
};

async function updateChangedBills(db: Database, changed: readonly (BillWrite & { id: number })[]): Promise<void> {
  const ids = changed.map((c) => c.id);
  const before = new Map(
    (await db.select({ id: bills.id, status: bills.status, latestAction: bills.latestAction }).from(bills).where(anyOf(bills.id, ids))).map(
      (b) => [b.id, b],
    ),
  );
  const rows = changed.map(({ id, bill }) => ({
    id,
    bill_number: bill.billNumber,
    title: bill.title,
    summary: bill.summary,
    status: bill.status,
    latest_action: bill.latestAction ?? null,
    latest_action_date: bill.latestActionDate?.toISOString() ?? null,
    passed_date: bill.passedDate?.toISOString() ?? null,
    introduced_date: bill.introducedDate?.toISOString() ?? null,
  }));
  await db.execute(sql`
    update ${bills} set bill_number = v.bill_number, title = v.title, summary = v.summary, status = v.status,
           latest_action = v.latest_action, latest_action_date = v.latest_action_date, passed_date = v.passed_date,
           introduced_date = v.introduced_date
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(id integer, bill_number text, title text, summary text, status text, latest_action text,
             latest_action_date timestamptz, passed_date timestamptz, introduced_date timestamptz)
     where ${bills.id} = v.id`);
  const events: NewEvent[] = [];
  for (const { id, bill } of changed) {
    const old = before.get(id);
    if (old && old.status !== bill.status) events.push(billStatusEvent({ id, billNumber: bill.billNumber, status: bill.status }));
    if (old && bill.latestAction && old.latestAction !== bill.latestAction)
      events.push(billActionEvent({ id, billNumber: bill.billNumber, latestAction: bill.latestAction }));
  }
  await recordEvents(db, events);
  await db.delete(legiscanSponsors).where(anyOf(legiscanSponsors.billId, ids));
  await db.delete(billActions).where(anyOf(billActions.billId, ids));
}

export type SponsorRow = typeof legiscanSponsors.$inferInsert;
export type ActionRow = { billId: number; sequence: number; date: string; chamber: string | null; action: string };

const sponsorColumns = {
  billId: legiscanSponsors.billId,
  peopleId: legiscanSponsors.peopleId,
  position: legiscanSponsors.position,
  sponsorType: legiscanSponsors.sponsorType,
};
const actionColumns = {
  billId: billActions.billId,
  sequence: billActions.sequence,
  date: billActions.date,
  chamber: billActions.chamber,
  action: billActions.action,
};

/** A sponsor listed twice on one bill (LegiScan's CSV has such rows) is kept once, at its first place. */
export const insertSponsors = (db: Database, rows: readonly Required<SponsorRow>[]) =>
  insertByColumns(db, legiscanSponsors, sponsorColumns, rows, { skipConflicts: true });

export const insertActions = (db: Database, rows: readonly ActionRow[]) =>
  insertByColumns(db, billActions, actionColumns, rows, { skipConflicts: true });

export type StateRollCallInsert = typeof rollCalls.$inferInsert & { level: 'state' };

/** New roll calls (a key already held is left as it is: a roll call is written once); answers their ids by key. */
export async function insertStateRollCalls(db: Database, rows: readonly StateRollCallInsert[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of insertSlices(rows)) {
    const written = await db
      .insert(rollCalls)
      .values([...chunk])
      .onConflictDoNothing({ target: rollCalls.key })
      .returning({ id: rollCalls.id, key: rollCalls.key });
    for (const r of written) ids.set(r.key, r.id);
  }
  return ids;
}

const positionColumns = { rollCallId: rollCallPositions.rollCallId, ...memberPositionColumns };
export type PositionRow = { [K in keyof typeof positionColumns]: (typeof rollCallPositions.$inferSelect)[K] };

/** Every member's position on new roll calls; one member twice on a roll call is kept once. */
export const insertPositions = (db: Database, rows: readonly PositionRow[]) =>
  insertByColumns(db, rollCallPositions, positionColumns, rows, { skipConflicts: true });

/** The tally by party of roll calls just written, counted from their positions: their member list is recorded. */
export async function writeTallies(db: Database, rows: readonly { id: number; partyTally: PartyTally[] }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${rollCalls} set party_tally = v.party_tally, members_recorded = true
      from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.id, party_tally: r.partyTally })))}::jsonb) as v(id integer, party_tally jsonb)
     where ${rollCalls.id} = v.id`);
}
