// The stored candidate–official match and the matched official's voting score, from which the candidates
// table generates the score its list sorts by (docs/decisions/0111-pagination.md). A candidate with an FEC id
// is the official whose FEC ids include it (docs/decisions/0250-fec-bulk-races.md); names match
// (domain/official-match.ts) only where no id can decide; a candidate linked by id bears the official's name
// (docs/decisions/0322-races-that-agree.md). Every write that can change a match or a score calls in here: a
// candidate written, officials or their FEC ids added, officials' stored scores recomputed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { candidates, officialFecIds, officials } from '../db/schema.ts';
import { officialMatcher } from '../domain/official-match.ts';

/**
 * Matches candidates (every one, or those of `candidateIds`) against every official again, stores the
 * matches that changed and rescores them, and names each candidate linked by FEC id as their official is
 * named: one person reads one name ('Jon Ossoff', not the FEC's 'T. Jonathan Ossoff' beside it). Officials in
 * name order, as the matcher has always seen them, so of two officials with one name key the same one wins.
 */
export async function rematchCandidates(db: Database, candidateIds?: readonly number[]): Promise<void> {
  if (candidateIds?.length === 0) return;
  // One after another, not at once: inside an import's transaction `db` is one connection, and node-postgres
  // deprecates (and its next major refuses) a query sent while another is running on the same client.
  const officialRows = await db
    .select({ id: officials.id, name: officials.name, state: officials.state, district: officials.district })
    .from(officials)
    .orderBy(officials.name, officials.id);
  const candidateRows = await db
    .select({
      id: candidates.id,
      name: candidates.name,
      state: candidates.state,
      district: candidates.district,
      office: candidates.office,
      fecCandidateId: candidates.fecCandidateId,
      matchedOfficialId: candidates.matchedOfficialId,
    })
    .from(candidates)
    .where(candidateIds ? inArray(candidates.id, [...candidateIds]) : undefined);
  const fecRows = await db.select().from(officialFecIds);
  const byFecId = new Map(fecRows.map((row) => [row.fecCandidateId, row.officialId]));
  const withFecIds = new Set(byFecId.values());
  const byName = officialMatcher(officialRows);
  // An official whose FEC ids are known and do not include the candidate's is someone else of that name.
  const byNameWithoutIds = officialMatcher(officialRows.filter((official) => !withFecIds.has(official.id)));
  const changed = candidateRows.flatMap((candidate) => {
    const fecId = candidate.fecCandidateId;
    const officialId = (fecId ? (byFecId.get(fecId) ?? byNameWithoutIds(candidate)?.id) : byName(candidate)?.id) ?? null;
    return officialId === candidate.matchedOfficialId ? [] : [{ id: candidate.id, officialId }];
  });
  await nameAsTheirOfficials(db, candidateRows, byFecId, new Map(officialRows.map((official) => [official.id, official.name])));
  if (changed.length === 0) return;
  const rows = sql.join(
    changed.map((row) => sql`(${row.id}::integer, ${row.officialId}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${candidates} set matched_official_id = changed.official_id, matched_voting_score = null
    from (values ${rows}) as changed(id, official_id)
    where ${candidates.id} = changed.id`);
  await rescoreCandidates(
    db,
    changed.flatMap((row) => (row.officialId === null ? [] : [row.officialId])),
  );
}

/** Gives each candidate linked by FEC id their official's name, where it differs. */
async function nameAsTheirOfficials(
  db: Database,
  candidateRows: readonly { id: number; name: string; fecCandidateId: string | null }[],
  byFecId: ReadonlyMap<string, number>,
  officialNames: ReadonlyMap<number, string>,
): Promise<void> {
  const renamed = candidateRows.flatMap(({ id, name, fecCandidateId }) => {
    const officialId = fecCandidateId ? byFecId.get(fecCandidateId) : undefined;
    const officialName = officialId === undefined ? undefined : officialNames.get(officialId);
    return officialName === undefined || officialName === name ? [] : [sql`(${id}::integer, ${officialName}::text)`];
  });
  if (renamed.length === 0) return;
  await db.execute(sql`
    update ${candidates} set name = renamed.name
    from (values ${sql.join(renamed, sql`, `)}) as renamed(id, name)
    where ${candidates.id} = renamed.id`);
}

/** Copies these officials' stored voting scores (repositories/official-aggregates.ts) to the candidates matched to them. */
export async function rescoreCandidates(db: Database, officialIds: readonly number[]): Promise<void> {
  const ids = [...new Set(officialIds)];
  if (ids.length === 0) return;
  await db
    .update(candidates)
    .set({ matchedVotingScore: sql`${officials.votingScore}` })
    .from(officials)
    .where(
      and(
        eq(candidates.matchedOfficialId, officials.id),
        inArray(officials.id, ids),
        sql`${candidates.matchedVotingScore} is distinct from ${officials.votingScore}`,
      ),
    );
}
