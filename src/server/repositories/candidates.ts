import { desc, eq, sql } from 'drizzle-orm';
import { adjustedProgressiveScore, ideologicalLean } from '../../shared/scoring.ts';
import type { Database } from '../db/connect.ts';
import { candidates } from '../db/schema.ts';
import { officialMatcher } from '../lib/official-match.ts';
import { commentCounts } from './comment-counts.ts';
import { rowExists } from './rows.ts';
import { listOfficials } from './officials.ts';

/**
 * Candidates with commentCount and the voting-record fields of DESIGN.md §5: two queries in all (the
 * candidates, and the officials' one aggregate query), then one pass matching candidates to officials.
 */
async function selectCandidates(db: Database, where?: ReturnType<typeof eq>) {
  const counts = commentCounts(db, 'candidateId');
  const [rows, officials] = await Promise.all([
    db
      .select({
        id: candidates.id,
        name: candidates.name,
        party: candidates.party,
        office: candidates.office,
        state: candidates.state,
        district: candidates.district,
        bio: candidates.bio,
        donations: candidates.donations,
        legislationBacked: candidates.legislationBacked,
        progressiveScore: candidates.progressiveScore,
        progressiveAnalysis: candidates.progressiveAnalysis,
        website: candidates.website,
        imageUrl: candidates.imageUrl,
        createdAt: candidates.createdAt,
        commentCount: sql<number>`coalesce(${counts.count}, 0)`.mapWith(Number),
      })
      .from(candidates)
      .leftJoin(counts, eq(counts.targetId, candidates.id))
      .where(where)
      .orderBy(desc(candidates.createdAt), desc(candidates.id)),
    listOfficials(db),
  ]);
  const match = officialMatcher(officials);
  return rows.map((candidate) => {
    const official = match(candidate);
    if (!official) {
      return { ...candidate, hasOfficialRecord: false, votingScore: null, ideologicalLean: null, adjustedProgressiveScore: null };
    }
    const score = official.votingScore;
    return {
      ...candidate,
      hasOfficialRecord: true,
      votingScore: score,
      // Without counted votes a score of 0 means "no votes", so there is no lean to report.
      ideologicalLean: official.scoredVoteCount > 0 ? ideologicalLean(score, candidate.party) : null,
      adjustedProgressiveScore: adjustedProgressiveScore(candidate.progressiveScore, score),
    };
  });
}

export const listCandidates = (db: Database) => selectCandidates(db);
export const findCandidate = async (db: Database, id: number) => (await selectCandidates(db, eq(candidates.id, id)))[0];

export async function createCandidate(db: Database, values: typeof candidates.$inferInsert) {
  const [row] = await db.insert(candidates).values(values).returning({ id: candidates.id });
  return (await findCandidate(db, row!.id))!;
}

export const candidateExists = (db: Database, id: number) => rowExists(db, candidates, id);
