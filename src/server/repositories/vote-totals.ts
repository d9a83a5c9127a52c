// An official's votes summed per official for the voting score, shared by the officials list and the stored
// candidate scores (repositories/candidate-scores.ts) so both count and round the same way.
import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { bills, officials, votes } from '../db/schema.ts';

/** A Yes or No on a known, scored bill: an unscored bill counts in no score (docs/decisions/0130-unscored-bills.md). */
const countedVote = sql`${votes.vote} in ('Yes', 'No') and ${bills.progressiveScore} is not null`;
/** A Yes adds the bill's score, a No adds 10 minus it. */
const votePoints = sql`case when ${votes.vote} = 'Yes' then ${bills.progressiveScore} when ${votes.vote} = 'No' then 10 - ${bills.progressiveScore} end`;

/**
 * Per official; `which` — officials' ids, or a condition on officials — limits the grouping to those
 * officials' votes, so one official or one chamber never sums everyone's votes.
 */
export function voteTotals(db: Database, which?: readonly number[] | SQL) {
  const only =
    which === undefined
      ? undefined
      : Array.isArray(which)
        ? inArray(votes.officialId, [...(which as readonly number[])])
        : inArray(votes.officialId, db.select({ id: officials.id }).from(officials).where(which as SQL));
  return db
    .select({
      officialId: votes.officialId,
      voteCount: count().as('vote_count'),
      yesCount: sql<number>`count(*) filter (where ${votes.vote} = 'Yes')`.as('yes_count'),
      noCount: sql<number>`count(*) filter (where ${votes.vote} = 'No')`.as('no_count'),
      scoredVoteCount: sql<number>`count(*) filter (where ${countedVote})`.as('scored_vote_count'),
      points: sql<number>`sum(${votePoints})`.as('points'),
    })
    .from(votes)
    .leftJoin(bills, eq(bills.id, votes.billId))
    .where(only)
    .groupBy(votes.officialId)
    .as('vote_totals');
}

/**
 * The voting score of a voteTotals() row, null without counted votes. Postgres rounds numeric halves away
 * from zero; scores are never negative, so that equals Math.round.
 */
export const averageVotingScore = (totals: ReturnType<typeof voteTotals>) =>
  sql<number | null>`round(${totals.points}::numeric / nullif(${totals.scoredVoteCount}, 0))`;
