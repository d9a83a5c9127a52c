// Officials with their voting aggregates (DESIGN.md §5) in one query: votes are grouped per official in a
// subquery and joined once, so the list never loops over officials. The arithmetic mirrors
// src/shared/scoring.ts (officialRecord); officials.test.ts holds the two to the same answers.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { rowExists } from './rows.ts';
import { bills, officials, votes } from '../db/schema.ts';

const countedVote = sql`${votes.vote} in ('Yes', 'No') and ${bills.id} is not null`;
/** SPEC.md §9: a Yes adds the bill's score, a No adds 10 minus it. */
const votePoints = sql`case when ${votes.vote} = 'Yes' then ${bills.progressiveScore} when ${votes.vote} = 'No' then 10 - ${bills.progressiveScore} end`;

function voteTotals(db: Database) {
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
    .groupBy(votes.officialId)
    .as('vote_totals');
}

/** SPEC.md §9 party baselines, matching partyBaseline() in scoring.ts ('dem…', 'rep…', 'ind…'). */
const partyBaseline = sql`case
  when lower(trim(${officials.party})) like 'dem%' then 7.5
  when lower(trim(${officials.party})) like 'rep%' then 2.5
  when lower(trim(${officials.party})) like 'ind%' then 6
  else 5 end`;

async function selectOfficials(db: Database, where?: ReturnType<typeof eq>) {
  const totals = voteTotals(db);
  const scored = sql`coalesce(${totals.scoredVoteCount}, 0)`;
  // Postgres rounds numeric halves away from zero; scores are never negative, so that equals Math.round.
  const score = sql`coalesce(round(${totals.points}::numeric / nullif(${totals.scoredVoteCount}, 0)), 0)`;
  return db
    .select({
      id: officials.id,
      name: officials.name,
      party: officials.party,
      office: officials.office,
      state: officials.state,
      district: officials.district,
      bioguideId: officials.bioguideId,
      imageUrl: officials.imageUrl,
      bio: officials.bio,
      termStart: officials.termStart,
      termEnd: officials.termEnd,
      website: officials.website,
      createdAt: officials.createdAt,
      votingScore: sql<number>`${score}`.mapWith(Number),
      scoredVoteCount: sql<number>`${scored}`.mapWith(Number),
      voteCount: sql<number>`coalesce(${totals.voteCount}, 0)`.mapWith(Number),
      yesCount: sql<number>`coalesce(${totals.yesCount}, 0)`.mapWith(Number),
      noCount: sql<number>`coalesce(${totals.noCount}, 0)`.mapWith(Number),
      ideologicalLean: sql<number>`case when ${scored} = 0 then 0 else round(${score} - ${partyBaseline}, 1) end`.mapWith(Number),
    })
    .from(officials)
    .leftJoin(totals, eq(totals.officialId, officials.id))
    .where(where)
    .orderBy(officials.name, officials.id);
}

export const listOfficials = (db: Database) => selectOfficials(db);
export const findOfficial = async (db: Database, id: number) => (await selectOfficials(db, eq(officials.id, id)))[0];

export async function createOfficial(db: Database, values: typeof officials.$inferInsert) {
  const [row] = await db.insert(officials).values(values).returning({ id: officials.id });
  return (await findOfficial(db, row!.id))!;
}

export const officialExists = (db: Database, id: number) => rowExists(db, officials, id);

const voteColumns = {
  id: votes.id,
  officialId: votes.officialId,
  billId: votes.billId,
  vote: votes.vote,
  votedAt: votes.votedAt,
};

export async function listVotes(db: Database) {
  return db.select(voteColumns).from(votes).orderBy(desc(votes.votedAt), desc(votes.id));
}

/** An official's history, newest first, each vote with its bill (null when the bill is unknown). */
export async function listOfficialVotes(db: Database, officialId: number) {
  const rows = await db
    .select({
      ...voteColumns,
      bill: { id: bills.id, billNumber: bills.billNumber, title: bills.title, progressiveScore: bills.progressiveScore },
    })
    .from(votes)
    .leftJoin(bills, eq(bills.id, votes.billId))
    .where(and(eq(votes.officialId, officialId)))
    .orderBy(desc(votes.votedAt), desc(votes.id));
  // Drizzle gives a nested object of nulls for an unmatched left join on older versions; normalise.
  return rows.map((row) => ({ ...row, bill: row.bill?.id ? row.bill : null }));
}
