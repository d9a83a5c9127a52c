// SQL of the Open States people import (docs/decisions/0325-open-states-officials.md), inside its one
// transaction: the officials it made before (by Open States id) with their offices and contact links, so
// only what differs is written; new officials in multi-row statements; the offices and links a person no
// longer lists removed; and, per state, what a LegiScan legislator is joined to them by (in app_state:
// Open States' identifiers are no columns of officials).
import { and, eq, inArray, isNotNull, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { insertSlices } from '../db/execute-rows.ts';
import { appState, officialContactLinks, officialOffices, officials } from '../db/schema.ts';
import type { JoinCard } from '../domain/legislator-join.ts';

export type OpenStatesOfficialRow = {
  openstatesId: string;
  name: string;
  party: string;
  office: string;
  level: 'state' | 'local';
  chamber: 'upper' | 'lower' | 'legislature' | null;
  state: string;
  district: string | null;
  imageUrl: string | null;
  website: string | null;
  termStart: string | null;
  termEnd: string | null;
};

export type OpenStatesOfficeRow = {
  id: string;
  officialId: number;
  kind: 'capitol' | 'district';
  position: number;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  fax: string | null;
};

export type OpenStatesLinkRow = { officialId: number; contactForm: string | null; website: string | null; social: Record<string, string> };

/** Rows per multi-row INSERT … VALUES: 13 columns × 500 rows stay far below PostgreSQL's 65,535 parameters. */
const ARCHIVE_KEY = 'openstates-people:archive';
const joinCardsKey = (state: string) => `openstates-people:join-cards:${state}`;

/** The archive last imported: its SHA-256 and the states it was imported for (null: all of them). */
export type ImportedPeopleArchive = { sha256: string; states: string[] | null; importedAt: string };

export async function importedPeopleArchive(db: Database): Promise<ImportedPeopleArchive | undefined> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, ARCHIVE_KEY));
  return row?.value as ImportedPeopleArchive | undefined;
}

export async function recordPeopleArchive(db: Database, archive: ImportedPeopleArchive): Promise<void> {
  await db
    .insert(appState)
    .values({ key: ARCHIVE_KEY, value: archive })
    .onConflictDoUpdate({ target: appState.key, set: { value: archive, updatedAt: new Date() } });
}

const officialColumns = {
  id: officials.id,
  openstatesId: officials.openstatesId,
  name: officials.name,
  party: officials.party,
  office: officials.office,
  level: officials.level,
  chamber: officials.chamber,
  state: officials.state,
  district: officials.district,
  imageUrl: officials.imageUrl,
  website: officials.website,
  termStart: officials.termStart,
  termEnd: officials.termEnd,
};

export type StoredOpenStatesOfficial = OpenStatesOfficialRow & { id: number };

/** The officials an Open States import made, of these states (all of them when null), by Open States id. */
export async function storedOpenStatesOfficials(
  db: Database,
  states: readonly string[] | null,
): Promise<Map<string, StoredOpenStatesOfficial>> {
  const rows = await db
    .select(officialColumns)
    .from(officials)
    .where(and(isNotNull(officials.openstatesId), states ? inArray(officials.state, [...states]) : undefined));
  return new Map(rows.map((row) => [row.openstatesId!, row as StoredOpenStatesOfficial]));
}

/** Every column but the key set from the row offered: an upsert that makes the row what the file says. */
const excluded = (columns: readonly (keyof OpenStatesOfficialRow)[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded.${officials[column].name}`)]));
const WRITTEN_COLUMNS = Object.keys(officialColumns).filter((c) => c !== 'id' && c !== 'openstatesId') as (keyof OpenStatesOfficialRow)[];

/** New officials added and changed ones updated, by Open States id; each one's id. */
export async function upsertOpenStatesOfficials(db: Database, rows: readonly OpenStatesOfficialRow[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of insertSlices(rows)) {
    const written = await db
      .insert(officials)
      .values([...chunk])
      .onConflictDoUpdate({ target: officials.openstatesId, set: excluded(WRITTEN_COLUMNS) })
      .returning({ id: officials.id, openstatesId: officials.openstatesId });
    for (const row of written) ids.set(row.openstatesId!, row.id);
  }
  return ids;
}

/** Officials no longer holding the office they held: their term ends on `lastDay`, and their record stays. */
export async function endTerms(db: Database, officialIds: readonly number[], lastDay: string): Promise<void> {
  if (officialIds.length === 0) return;
  await db
    .update(officials)
    .set({ termEnd: lastDay })
    .where(
      sql`${officials.id} = any(${sql.param([...officialIds])}::integer[]) and (${officials.termEnd} is null or ${officials.termEnd} > ${lastDay})`,
    );
}

type StoredOffice = Omit<OpenStatesOfficeRow, 'kind'> & { kind: string };
const OFFICE_COLUMNS = ['officialId', 'kind', 'position', 'address', 'city', 'state', 'zip', 'phone', 'fax'] as const;

const ourOffices = (officialIds: readonly number[]): SQL =>
  sql`${officialOffices.officialId} = any(${sql.param([...officialIds])}::integer[])`;

/**
 * The offices of these officials made what the files say: a new or changed office written, one no longer
 * listed removed (with its wrong-number reports). Answers how many offices were written and removed.
 */
export async function replaceOffices(
  db: Database,
  officialIds: readonly number[],
  offices: readonly OpenStatesOfficeRow[],
): Promise<{ written: number; removed: number }> {
  if (officialIds.length === 0) return { written: 0, removed: 0 };
  const stored: StoredOffice[] = await db
    .select({
      id: officialOffices.id,
      officialId: officialOffices.officialId,
      kind: officialOffices.kind,
      position: officialOffices.position,
      address: officialOffices.address,
      city: officialOffices.city,
      state: officialOffices.state,
      zip: officialOffices.zip,
      phone: officialOffices.phone,
      fax: officialOffices.fax,
    })
    .from(officialOffices)
    .where(ourOffices(officialIds));
  const key = (office: StoredOffice) => JSON.stringify(OFFICE_COLUMNS.map((column) => office[column]));
  const held = new Map(stored.map((office) => [office.id, key(office)]));
  const changed = offices.filter((office) => held.get(office.id) !== key(office));
  const wanted = new Set(offices.map((office) => office.id));
  const gone = stored.filter((office) => !wanted.has(office.id)).map((office) => office.id);
  for (const chunk of insertSlices(changed))
    await db
      .insert(officialOffices)
      .values([...chunk])
      .onConflictDoUpdate({
        target: officialOffices.id,
        set: Object.fromEntries(OFFICE_COLUMNS.map((column) => [column, sql.raw(`excluded.${officialOffices[column].name}`)])),
      });
  if (gone.length) await db.delete(officialOffices).where(inArray(officialOffices.id, gone));
  return { written: changed.length, removed: gone.length };
}

/** The contact links of these officials made what the files say; answers how many were written. */
export async function replaceContactLinks(db: Database, links: readonly OpenStatesLinkRow[]): Promise<number> {
  if (links.length === 0) return 0;
  const stored = await db
    .select({
      officialId: officialContactLinks.officialId,
      contactForm: officialContactLinks.contactForm,
      website: officialContactLinks.website,
      social: officialContactLinks.social,
    })
    .from(officialContactLinks)
    .where(sql`${officialContactLinks.officialId} = any(${sql.param(links.map((link) => link.officialId))}::integer[])`);
  const key = (link: OpenStatesLinkRow) =>
    JSON.stringify([link.contactForm, link.website, Object.entries(link.social).sort(([a], [b]) => a.localeCompare(b))]);
  const held = new Map(stored.map((link) => [link.officialId, key(link)]));
  const changed = links.filter((link) => held.get(link.officialId) !== key(link));
  for (const chunk of insertSlices(changed))
    await db
      .insert(officialContactLinks)
      .values([...chunk])
      .onConflictDoUpdate({
        target: officialContactLinks.officialId,
        set: { contactForm: sql`excluded.contact_form`, website: sql`excluded.website`, social: sql`excluded.social` },
      });
  return changed.length;
}

/** Each state's join cards, by official id. */
export async function storedJoinCards(db: Database, states: readonly string[] | null): Promise<Map<string, JoinCard[]>> {
  const rows = await db
    .select({ key: appState.key, value: appState.value })
    .from(appState)
    .where(states ? inArray(appState.key, states.map(joinCardsKey)) : like(appState.key, joinCardsKey('%')));
  return new Map(rows.map((row) => [row.key.slice(joinCardsKey('').length), row.value as JoinCard[]]));
}

/** A state's join cards as they are to be kept (written only when they changed). */
export async function writeJoinCards(db: Database, state: string, cards: readonly JoinCard[]): Promise<void> {
  const value = [...cards].sort((a, b) => a.officialId - b.officialId);
  await db
    .insert(appState)
    .values({ key: joinCardsKey(state), value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: new Date() } });
}
