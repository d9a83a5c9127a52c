// SQL of the FEC bulk import: candidates upserted by FEC candidate id, each cycle's figures by (id, cycle).
import { and, eq, getTableColumns, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { candidateCycles, candidates, comments, type FecSummary, follows, officialFecIds, officials } from '../db/schema.ts';
import { rematchCandidates } from './candidate-scores.ts';
import { candidateFiguresEvent, recordEvents } from './events.ts';
import type { NewImportedCandidate } from './import-candidates.ts';

export type BulkCandidate = NewImportedCandidate & { raised: number; incumbency: 'I' | 'C' | 'O' | null; fecSummary: FecSummary };
export type CycleFigures = typeof candidateCycles.$inferInsert;

// What a newer line may change; the score and its analysis stay, staff may have set them.
const UPDATED = ['name', 'party', 'office', 'state', 'district', 'bio', 'donations', 'raised', 'incumbency', 'fecSummary'] as const;
// The fields that are the campaign's money: a change to any is news to the candidate's followers.
const FIGURES = ['raised', 'donations', 'fecSummary'] as const;
const figuresOf = (row: Pick<typeof candidates.$inferSelect, (typeof FIGURES)[number]>) =>
  JSON.stringify(FIGURES.map((field) => row[field]));

/**
 * One batch in one transaction: candidates added or, when a field differs, updated (an identical line writes
 * nothing), their official links matched again, an event for each held candidate whose figures moved (in the
 * same transaction, docs/decisions/0260-follows-and-events.md), and every line's figures stored. Returns the counts.
 */
export async function writeBulkBatch(db: Database, rows: BulkCandidate[], figures: CycleFigures[]) {
  return db.transaction(async (tx) => {
    let added = 0;
    let updated = 0;
    if (rows.length > 0) {
      const held = await tx
        .select({
          fecCandidateId: candidates.fecCandidateId,
          raised: candidates.raised,
          donations: candidates.donations,
          fecSummary: candidates.fecSummary,
        })
        .from(candidates)
        .where(
          inArray(
            candidates.fecCandidateId,
            rows.map((row) => row.fecCandidateId!),
          ),
        );
      const figuresBefore = new Map(held.map((row) => [row.fecCandidateId, figuresOf(row)]));
      const set = Object.fromEntries(UPDATED.map((field) => [field, sql.raw(`excluded.${candidates[field].name}`)]));
      const changed = sql.join(
        UPDATED.map((field) => sql`${candidates[field]} is distinct from ${sql.raw(`excluded.${candidates[field].name}`)}`),
        sql` or `,
      );
      const written = await tx
        .insert(candidates)
        .values(rows)
        .onConflictDoUpdate({ target: candidates.fecCandidateId, set, setWhere: changed })
        // xmax is 0 on a row this statement inserted, and set on one it updated.
        .returning({
          id: candidates.id,
          name: candidates.name,
          fecCandidateId: candidates.fecCandidateId,
          raised: candidates.raised,
          donations: candidates.donations,
          fecSummary: candidates.fecSummary,
          inserted: sql<boolean>`(xmax = 0)`,
        });
      added = written.filter((row) => row.inserted).length;
      updated = written.length - added;
      await rematchCandidates(
        tx,
        written.map((row) => row.id),
      );
      const moved = written.filter((row) => !row.inserted && figuresBefore.get(row.fecCandidateId) !== figuresOf(row));
      await recordEvents(tx, moved.map(candidateFiguresEvent));
    }
    if (figures.length > 0) {
      const set = Object.fromEntries(
        Object.entries(getTableColumns(candidateCycles))
          .filter(([key]) => key !== 'fecCandidateId' && key !== 'cycle')
          .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
      );
      await tx
        .insert(candidateCycles)
        .values(figures)
        .onConflictDoUpdate({ target: [candidateCycles.fecCandidateId, candidateCycles.cycle], set });
    }
    return { added, updated };
  });
}

/** A member of Congress as the FEC import weighs their registrations: their seat, its term, their FEC ids. */
export type SittingMember = {
  officialId: number;
  name: string;
  office: string;
  state: string;
  termEnd: string | null;
  fecIds: string[];
};

/** Every senator and representative with the FEC ids their record names (none for some): one query. */
export async function sittingMembers(db: Database): Promise<SittingMember[]> {
  const rows = await db
    .select({
      officialId: officials.id,
      name: officials.name,
      office: officials.office,
      state: officials.state,
      termEnd: sql<string | null>`${officials.termEnd}::text`,
      fecId: officialFecIds.fecCandidateId,
    })
    .from(officials)
    .leftJoin(officialFecIds, eq(officialFecIds.officialId, officials.id))
    .where(inArray(officials.office, ['Senator', 'Representative']))
    .orderBy(officials.id);
  const members = new Map<number, SittingMember>();
  for (const { fecId, ...member } of rows) {
    const known = members.get(member.officialId) ?? { ...member, fecIds: [] };
    if (fecId) known.fecIds.push(fecId);
    members.set(member.officialId, known);
  }
  return [...members.values()];
}

/**
 * Stores FEC ids the file shows to be an official's (their committee's totals under another id), beside
 * the ones their record names, and matches the candidates of those ids again; answers how many were new.
 */
export async function learnOfficialFecIds(db: Database, links: readonly { fecCandidateId: string; officialId: number }[]): Promise<number> {
  if (links.length === 0) return 0;
  const written = await db
    .insert(officialFecIds)
    .values([...links])
    .onConflictDoNothing()
    .returning({ id: officialFecIds.fecCandidateId });
  if (written.length === 0) return 0;
  const relinked = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      inArray(
        candidates.fecCandidateId,
        written.map((row) => row.id),
      ),
    );
  await rematchCandidates(
    db,
    relinked.map((row) => row.id),
  );
  return written.length;
}

/** Which of these FEC ids an official's record names. */
export async function linkedFecIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: officialFecIds.fecCandidateId })
    .from(officialFecIds)
    .where(inArray(officialFecIds.fecCandidateId, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Removes the candidates of these FEC ids that no staff score, comment or follow refers to; answers how many. */
export async function removeUntouchedCandidates(db: Database, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await db
    .delete(candidates)
    .where(
      and(
        inArray(candidates.fecCandidateId, [...ids]),
        isNull(candidates.progressiveScore),
        notExists(db.select({ one: sql`1` }).from(comments).where(eq(comments.candidateId, candidates.id))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(follows)
            .where(and(eq(follows.kind, 'candidate'), eq(follows.target, sql`${candidates.id}::text`))),
        ),
      ),
    )
    .returning({ id: candidates.id });
  return removed.length;
}
