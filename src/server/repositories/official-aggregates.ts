// Officials' stored voting records (docs/decisions/0140-stored-aggregates.md): counts, counted votes and
// points, from which the officials table generates the voting score. Every write that changes an
// official's votes, or the score of a bill they voted on, recomputes those officials here in its own
// transaction, so no read aggregates the votes table. The arithmetic mirrors src/shared/scoring.ts;
// tests hold the stored figures to it for every official.
import { count, eq, inArray, sql } from 'drizzle-orm';
import { COUNTED_VOTE_KINDS } from '../../shared/vote-kinds.ts';
import type { Database } from '../db/connect.ts';
import { bills, officials, votes } from '../db/schema.ts';
import { rescoreCandidates } from './candidate-scores.ts';

/**
 * A bill whose votes count in scores: scored (an unscored bill counts in no score: docs/decisions/0130-unscored-bills.md),
 * of a kind that counts, and not excluded by staff (docs/decisions/0330-vote-kinds-and-exclusions.md).
 */
export const billCountsInScores = sql`(${bills.progressiveScore} is not null and ${inArray(bills.voteKind, [...COUNTED_VOTE_KINDS])} and not ${bills.excludedFromScores})`;
/** A Yes or No on a known bill that counts in scores. */
const countedVote = sql`${votes.vote} in ('Yes', 'No') and ${billCountsInScores}`;
/** A Yes adds the bill's score, a No adds 10 minus it. */
const votePoints = sql`case when not ${billCountsInScores} then null when ${votes.vote} = 'Yes' then ${bills.progressiveScore} when ${votes.vote} = 'No' then 10 - ${bills.progressiveScore} end`;

/**
 * These officials' votes summed per official; an official without votes has no row. The aliases differ
 * from officials' own columns, as Drizzle leaves a subquery's fields unqualified.
 */
export function voteTotals(db: Database, officialIds: readonly number[]) {
  return db
    .select({
      officialId: votes.officialId,
      voteCount: count().as('total_votes'),
      yesCount: sql<number>`count(*) filter (where ${votes.vote} = 'Yes')`.as('total_yes'),
      noCount: sql<number>`count(*) filter (where ${votes.vote} = 'No')`.as('total_no'),
      scoredVoteCount: sql<number>`count(*) filter (where ${countedVote})`.as('total_scored'),
      points: sql<number | null>`sum(${votePoints})`.as('total_points'),
    })
    .from(votes)
    .leftJoin(bills, eq(bills.id, votes.billId))
    .where(inArray(votes.officialId, [...officialIds]))
    .groupBy(votes.officialId)
    .as('vote_totals');
}

/**
 * Recomputes these officials' stored records from all their votes (zeros for one left without any), then
 * the stored scores of the candidates matched to them. Call it inside the transaction that wrote the votes
 * or the bill scores: the officials' rows are locked first, in id order, so of two such transactions the
 * second recomputes after the first commits, in a new statement that sees its rows.
 */
export async function refreshOfficialAggregates(db: Database, officialIds: readonly number[]): Promise<void> {
  const ids = [...new Set(officialIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await db.select({ id: officials.id }).from(officials).where(inArray(officials.id, ids)).orderBy(officials.id).for('no key update');
  const totals = voteTotals(db, ids);
  const fresh = db
    .select({
      officialId: officials.id,
      voteCount: sql<number>`coalesce(${totals.voteCount}, 0)`.as('fresh_vote_count'),
      yesCount: sql<number>`coalesce(${totals.yesCount}, 0)`.as('fresh_yes_count'),
      noCount: sql<number>`coalesce(${totals.noCount}, 0)`.as('fresh_no_count'),
      scoredVoteCount: sql<number>`coalesce(${totals.scoredVoteCount}, 0)`.as('fresh_scored_vote_count'),
      votePoints: sql<number>`coalesce(${totals.points}, 0)`.as('fresh_vote_points'),
    })
    .from(officials)
    .leftJoin(totals, eq(totals.officialId, officials.id))
    .where(inArray(officials.id, ids))
    .as('fresh');
  await db
    .update(officials)
    .set({
      voteCount: sql`${fresh.voteCount}`,
      yesCount: sql`${fresh.yesCount}`,
      noCount: sql`${fresh.noCount}`,
      scoredVoteCount: sql`${fresh.scoredVoteCount}`,
      votePoints: sql`${fresh.votePoints}`,
    })
    .from(fresh)
    .where(eq(officials.id, fresh.officialId));
  await rescoreCandidates(db, ids);
}

/**
 * The officials who voted on these bills, whose records a change of the bills' scores moves. Read them
 * before a bill is deleted: its votes stay, on an unknown bill (bill_id null).
 */
export async function votersOf(db: Database, billIds: readonly number[]): Promise<number[]> {
  if (billIds.length === 0) return [];
  const voters = await db
    .selectDistinct({ officialId: votes.officialId })
    .from(votes)
    .where(inArray(votes.billId, [...billIds]));
  return voters.map((voter) => voter.officialId);
}
