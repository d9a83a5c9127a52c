// The stored candidate–official match and the matched official's voting score, from which the candidates
// table generates the score its list sorts by (docs/decisions/0111-pagination.md). Matching stays in
// TypeScript (names are normalized there, lib/official-match.ts), so every write that can change a match or a
// score calls in here: a candidate written, officials added, officials' stored scores recomputed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { candidates, officials } from '../db/schema.ts';
import { officialMatcher } from '../lib/official-match.ts';

/**
 * Matches candidates (every one, or those of `candidateIds`) against every official again, stores the
 * matches that changed and rescores them. Officials in name order, as the matcher has always seen them,
 * so of two officials with one name key the same one wins.
 */
export async function rematchCandidates(db: Database, candidateIds?: readonly number[]): Promise<void> {
  if (candidateIds?.length === 0) return;
  const [officialRows, candidateRows] = await Promise.all([
    db
      .select({ id: officials.id, name: officials.name, state: officials.state, district: officials.district })
      .from(officials)
      .orderBy(officials.name, officials.id),
    db
      .select({
        id: candidates.id,
        name: candidates.name,
        state: candidates.state,
        district: candidates.district,
        office: candidates.office,
        matchedOfficialId: candidates.matchedOfficialId,
      })
      .from(candidates)
      .where(candidateIds ? inArray(candidates.id, [...candidateIds]) : undefined),
  ]);
  const match = officialMatcher(officialRows);
  const changed = candidateRows.flatMap((candidate) => {
    const officialId = match(candidate)?.id ?? null;
    return officialId === candidate.matchedOfficialId ? [] : [{ id: candidate.id, officialId }];
  });
  if (changed.length === 0) return;
  const rows = sql.join(
    changed.map((row) => sql`(${row.id}::integer, ${row.officialId}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${candidates} set matched_official_id = changed.official_id, matched_voting_score = null
    from (values ${rows}) as changed(id, official_id)
    where ${candidates.id} = changed.id`);
  await rescoreCandidates(db, changed.flatMap((row) => (row.officialId === null ? [] : [row.officialId])));
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
