// Reads the roll calls the scaling needs and writes what it found (docs/decisions/0205-roll-call-scaling.md):
// officials' positions on their chamber's scale and bills' inferred scores, in one transaction that then
// recomputes the stored records of everyone who voted on a bill whose score may have moved.
import { and, asc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { advisoryKey } from '../db/import-lock.ts';
import { bills, type InferredBasis, officials, rollCallPositions, rollCalls } from '../db/schema.ts';
import { refreshOfficialAggregates, votersOf } from './official-aggregates.ts';
import { federalNumbering, federalOnly } from './roll-calls.ts';

/**
 * Each chamber and Congress with recorded member lists, in order: a later Congress's position is the one kept.
 * State legislatures' roll calls are placed on scales of their own (docs/decisions/0321-legiscan-datasets.md).
 */
export const scalingGroups = (db: Database) =>
  db
    .selectDistinct({ chamber: rollCalls.chamber, congress: federalNumbering.congress })
    .from(rollCalls)
    .where(and(federalOnly, eq(rollCalls.membersRecorded, true)))
    .orderBy(asc(rollCalls.congress), asc(rollCalls.chamber));

/** Every Yes and No of one chamber in one Congress, with the official the member is here (null: none). */
export async function castVotes(db: Database, chamber: string, congress: number) {
  const rows = await db
    .select({
      rollCallKey: rollCalls.key,
      memberKey: rollCallPositions.memberKey,
      party: rollCallPositions.party,
      vote: rollCallPositions.position,
      officialId: rollCallPositions.officialId,
    })
    .from(rollCallPositions)
    .innerJoin(rollCalls, eq(rollCalls.id, rollCallPositions.rollCallId))
    .where(
      and(
        eq(rollCalls.chamber, chamber),
        eq(rollCalls.congress, congress),
        eq(rollCalls.membersRecorded, true),
        inArray(rollCallPositions.position, ['Yes', 'No']),
      ),
    );
  return rows.map((row) => ({ ...row, vote: row.vote as 'Yes' | 'No' }));
}

/** The passage roll calls on a bill of one chamber in one Congress, oldest first. */
export const passageRollCalls = (db: Database, chamber: string, congress: number) =>
  db
    .select({ id: rollCalls.id, key: rollCalls.key, number: federalNumbering.number, votedAt: rollCalls.votedAt, billId: rollCalls.billId })
    .from(rollCalls)
    .where(
      and(
        eq(rollCalls.chamber, chamber),
        eq(rollCalls.congress, congress),
        eq(rollCalls.kind, 'passage'),
        isNotNull(rollCalls.billId),
        eq(rollCalls.membersRecorded, true),
      ),
    )
    .orderBy(asc(rollCalls.votedAt), asc(rollCalls.id));

export type Scaling = {
  officials: { id: number; position: number; voteCount: number }[];
  bills: { id: number; score: number; basis: InferredBasis }[];
};

/**
 * Replaces every official's position and every bill's inferred score with these. A bill's shown score is
 * its staff score, else its inferred score, else what it had (its rubric score, or none): a bill whose
 * inferred score is gone and that showed it becomes unscored. Bills are written before officials, the
 * order a staff score change takes, and an advisory lock runs two recomputes one after the other.
 */
export async function writeScaling(db: Database, scaling: Scaling): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('scaling')}::bigint)`);
    const fresh = scaling.bills.length
      ? sql`(values ${sql.join(
          scaling.bills.map((b) => sql`(${b.id}::integer, ${b.score}::integer, ${JSON.stringify(b.basis)}::jsonb)`),
          sql`, `,
        )})`
      : sql`(select null::integer, null::integer, null::jsonb where false)`;
    const touched = await tx
      .update(bills)
      .set({
        inferredScore: sql`fresh.score`,
        inferredBasis: sql`fresh.basis`,
        progressiveScore: sql`case when ${bills.scoreSource} = 'staff' then ${bills.progressiveScore} when fresh.score is not null then fresh.score when ${bills.scoreSource} = 'inferred' then null else ${bills.progressiveScore} end`,
        scoreSource: sql`case when ${bills.scoreSource} = 'staff' then 'staff' when fresh.score is not null then 'inferred' when ${bills.scoreSource} = 'inferred' then null else ${bills.scoreSource} end`,
      })
      .from(
        sql`(select b.id, v.score, v.basis from ${bills} b left join ${fresh} as v(id, score, basis) on v.id = b.id where b.inferred_score is not null or v.id is not null) as fresh`,
      )
      .where(sql`${bills.id} = fresh.id`)
      .returning({ id: bills.id });

    await tx
      .update(officials)
      .set({ scalePosition: null, scaleVoteCount: 0 })
      .where(or(isNotNull(officials.scalePosition), ne(officials.scaleVoteCount, 0)));
    if (scaling.officials.length) {
      const placed = sql`(values ${sql.join(
        scaling.officials.map((o) => sql`(${o.id}::integer, ${o.position}::double precision, ${o.voteCount}::integer)`),
        sql`, `,
      )})`;
      await tx
        .update(officials)
        .set({ scalePosition: sql`placed.position`, scaleVoteCount: sql`placed.vote_count` })
        .from(sql`${placed} as placed(id, position, vote_count)`)
        .where(sql`${officials.id} = placed.id`);
    }
    await refreshOfficialAggregates(
      tx,
      await votersOf(
        tx,
        touched.map((b) => b.id),
      ),
    );
  });
}
