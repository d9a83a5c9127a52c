// Votes a page at a time, newest first: keyset on (voted_at, id), each filter served by an index that
// ends in (voted_at, id), so a page reads only its own rows however many votes exist. The score receipt
// alone reads an official's votes whole.
import { and, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { RecordFilter } from '../../shared/api/record-filters.ts';
import type { Database } from '../db/connect.ts';
import { bills, votes } from '../db/schema.ts';
import { withinDays } from './record-dates.ts';

export type VotePosition = { votedAt: string; id: number };
export type VoteFilter = { officialId?: number | undefined; billId?: number | undefined } & RecordFilter;
type PageRequest = { limit: number; after?: VotePosition | undefined };

const voteColumns = {
  id: votes.id,
  officialId: votes.officialId,
  billId: votes.billId,
  vote: votes.vote,
  votedAt: votes.votedAt,
  // The position as PostgreSQL prints it: microseconds kept, which a JavaScript Date would drop.
  position: sql<string>`${votes.votedAt}::text`,
};

function pageCondition(filter: VoteFilter, after: VotePosition | undefined) {
  return and(
    filter.officialId === undefined ? undefined : eq(votes.officialId, filter.officialId),
    filter.billId === undefined ? undefined : eq(votes.billId, filter.billId),
    withinDays(votes.votedAt, filter),
    // The roll call's identity starts with its chamber ('house:119:1:17').
    filter.chamber === undefined ? undefined : like(votes.rollCall, `${filter.chamber}:%`),
    after && sql`(${votes.votedAt}, ${votes.id}) < (${after.votedAt}::timestamptz, ${after.id})`,
  );
}

/** One row more than asked says whether another page follows. */
function splitPage<T>(rows: T[], limit: number) {
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** GET /api/votes: all votes, or one official's or one bill's. */
export async function listVotesPage(db: Database, filter: VoteFilter, page: PageRequest) {
  const rows = await db
    .select(voteColumns)
    .from(votes)
    .where(pageCondition(filter, page.after))
    .orderBy(desc(votes.votedAt), desc(votes.id))
    .limit(page.limit + 1);
  return splitPage(rows, page.limit);
}

/** Votes with the bill each was on (null when the bill is unknown or deleted), newest first. */
const votesWithBills = (db: Database, where: SQL | undefined) =>
  db
    .select({
      ...voteColumns,
      bill: {
        id: bills.id,
        billNumber: bills.billNumber,
        title: bills.title,
        shortTitle: bills.shortTitle,
        progressiveScore: bills.progressiveScore,
        scoreSource: bills.scoreSource,
        voteKind: bills.voteKind,
        excludedFromScores: bills.excludedFromScores,
      },
    })
    .from(votes)
    .leftJoin(bills, eq(bills.id, votes.billId))
    .where(where)
    .orderBy(desc(votes.votedAt), desc(votes.id));

/** An official's history a page at a time. */
export async function listOfficialVotesPage(db: Database, officialId: number, filter: RecordFilter, page: PageRequest) {
  const rows = await votesWithBills(db, pageCondition({ ...filter, officialId }, page.after)).limit(page.limit + 1);
  return splitPage(rows, page.limit);
}

/** Every vote of an official at once: the score receipt is checked over all of them. */
export const listAllOfficialVotes = (db: Database, officialId: number) => votesWithBills(db, eq(votes.officialId, officialId));
