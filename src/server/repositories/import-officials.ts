// SQL of the members import and the demo seed: officials keyed by bioguide id.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { federalChamber } from '../../shared/federal-chamber.ts';
import type { Database } from '../db/connect.ts';
import { officialFecIds, officials } from '../db/schema.ts';
import { rematchCandidates } from './candidate-scores.ts';

export type NewOfficial = {
  bioguideId: string;
  lisId: string | null;
  name: string;
  party: string;
  office: string;
  state: string;
  district: string | null;
  imageUrl: string | null;
  termStart: string | null;
  termEnd: string | null;
  website: string | null;
  bio: string | null;
  /** FEC candidate ids (congress-legislators `id.fec`): how candidates link to this official. */
  fecIds?: string[];
};

/**
 * Inserts one page of officials in one transaction. An official whose bioguide id (or LIS id) is
 * already known is skipped, never duplicated or overwritten: staff may have edited it. Candidates are
 * matched again in the same transaction, since a new official may be one of them.
 */
export async function insertOfficials(
  db: Database,
  rows: NewOfficial[],
): Promise<{ added: number; skipped: number; addedBioguideIds: Set<string | null> }> {
  if (rows.length === 0) return { added: 0, skipped: 0, addedBioguideIds: new Set() };
  const inserted = await db.transaction(async (tx) => {
    const added = await tx
      .insert(officials)
      .values(rows.map(({ fecIds: _fecIds, ...row }) => ({ ...row, level: 'federal', chamber: federalChamber(row.office) })))
      .onConflictDoNothing()
      .returning({ id: officials.id, bioguideId: officials.bioguideId });
    const linked = await rememberFecIds(tx, rows);
    if (added.length > 0 || linked > 0) await rematchCandidates(tx);
    return added;
  });
  return {
    added: inserted.length,
    skipped: rows.length - inserted.length,
    addedBioguideIds: new Set(inserted.map((row) => row.bioguideId)),
  };
}

/** Stores the officials' FEC ids not yet known (also of officials already imported); returns how many. */
async function rememberFecIds(db: Database, rows: NewOfficial[]): Promise<number> {
  const withIds = rows.filter((row) => row.fecIds?.length);
  if (withIds.length === 0) return 0;
  const ids = await db
    .select({ id: officials.id, bioguideId: officials.bioguideId })
    .from(officials)
    .where(
      inArray(
        officials.bioguideId,
        withIds.map((row) => row.bioguideId),
      ),
    );
  const officialOf = new Map(ids.map((row) => [row.bioguideId, row.id]));
  const links = withIds.flatMap((row) => {
    const officialId = officialOf.get(row.bioguideId);
    return officialId === undefined ? [] : row.fecIds!.map((fecCandidateId) => ({ fecCandidateId, officialId }));
  });
  if (links.length === 0) return 0;
  const written = await db.insert(officialFecIds).values(links).onConflictDoNothing().returning({ id: officialFecIds.fecCandidateId });
  return written.length;
}

export type OfficialKeys = { byBioguide: Map<string, number>; byLis: Map<string, number> };

/** Bioguide and LIS ids of every imported official: one query per roll-call import, not per vote. */
export async function officialKeys(db: Database): Promise<OfficialKeys> {
  const rows = await db
    .select({ id: officials.id, bioguideId: officials.bioguideId, lisId: officials.lisId })
    .from(officials)
    .where(isNotNull(officials.bioguideId));
  return {
    byBioguide: new Map(rows.map((r) => [r.bioguideId!, r.id])),
    byLis: new Map(rows.filter((r) => r.lisId).map((r) => [r.lisId!, r.id])),
  };
}

/** Remembers a senator's LIS id learned from the senators list, so later imports map it directly. */
export async function rememberLisId(db: Database, officialId: number, lisId: string): Promise<void> {
  await db
    .update(officials)
    .set({ lisId })
    .where(and(eq(officials.id, officialId), isNull(officials.lisId)))
    .catch(() => undefined); // another official already carries it: keep the first, mapping still works
}
