// Reads the roll calls the scaling needs and writes what it found (docs/decisions/0205-roll-call-scaling.md,
// 0326-statehouse-scaling.md): officials' positions on their chamber's scale, bills' inferred scores and which
// state chambers had too few roll calls, in one transaction that then recomputes the stored records of
// everyone who voted on a bill whose score may have moved.
import { and, asc, eq, inArray, isNotNull, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { advisoryKey } from '../db/import-lock.ts';
import { bills, type InferredBasis, officials, rollCallPositions, rollCalls } from '../db/schema.ts';
import { type ChamberScale, writeChamberScales } from './chamber-scales.ts';
import { refreshOfficialAggregates, votersOf } from './official-aggregates.ts';
import { federalNumbering, federalOnly } from './roll-calls.ts';

/**
 * The roll calls one scale is made from: a chamber of one Congress, or a chamber of one state legislature in
 * one LegiScan session (docs/decisions/0326-statehouse-scaling.md).
 */
export type ScalingGroup =
  | { level: 'federal'; chamber: string; congress: number }
  | { level: 'state'; chamber: ChamberScale['chamber']; state: string; sessionId: number };

/** The states whose chambers a recompute places; undefined: every state, and Congress too. */
export type ScalingScope = { states: readonly string[] } | undefined;

/**
 * Each chamber and Congress with recorded member lists, in order: a later Congress's position is the one kept.
 * State legislatures' roll calls are placed on scales of their own (stateScalingGroups).
 */
export const scalingGroups = (db: Database) =>
  db
    .selectDistinct({ chamber: rollCalls.chamber, congress: federalNumbering.congress })
    .from(rollCalls)
    .where(and(federalOnly, eq(rollCalls.membersRecorded, true)))
    .orderBy(asc(rollCalls.congress), asc(rollCalls.chamber));

// A state roll call a scale is made from: a vote of a whole chamber (never a committee's, nor a joint one's)
// with its members recorded.
const stateFloorVote = and(
  eq(rollCalls.level, 'state'),
  eq(rollCalls.floor, true),
  ne(rollCalls.chamber, 'joint'),
  eq(rollCalls.membersRecorded, true),
);

/**
 * Each chamber of each session of the states' legislatures (of `states`, else of all), in the order their
 * last floor vote was taken: a member of several keeps the latest session's position.
 */
export async function stateScalingGroups(db: Database, states?: readonly string[]): Promise<ScalingGroup[]> {
  const lastVote = max(rollCalls.votedAt);
  const rows = await db
    .select({ state: rollCalls.state, sessionId: rollCalls.legiscanSessionId, chamber: rollCalls.chamber })
    .from(rollCalls)
    .where(and(stateFloorVote, states ? inArray(rollCalls.state, [...states]) : undefined))
    .groupBy(rollCalls.state, rollCalls.legiscanSessionId, rollCalls.chamber)
    .orderBy(asc(lastVote), asc(rollCalls.legiscanSessionId), asc(rollCalls.chamber));
  // The table's checks keep a state roll call's state and session set.
  return rows.map((row) => ({
    level: 'state',
    state: row.state!,
    sessionId: row.sessionId!,
    chamber: row.chamber as ChamberScale['chamber'],
  }));
}

/** The roll calls of one group: as 0205 reads a Congress's chamber, or a state chamber's floor votes of one session. */
function groupRollCalls(group: ScalingGroup): SQL | undefined {
  if (group.level === 'federal')
    return and(eq(rollCalls.chamber, group.chamber), eq(rollCalls.congress, group.congress), eq(rollCalls.membersRecorded, true));
  return and(stateFloorVote, eq(rollCalls.legiscanSessionId, group.sessionId), eq(rollCalls.chamber, group.chamber));
}

type CastVoteRow = [rollCallKey: string, memberKey: string, party: string, vote: 'Yes' | 'No', officialId: number | null];
const castVoteRows = sql<CastVoteRow[] | null>`json_agg(json_build_array(${rollCalls.key}, ${rollCallPositions.memberKey},
  ${rollCallPositions.party}, ${rollCallPositions.position}, ${rollCallPositions.officialId}))`;

/**
 * Every Yes and No of one group's roll calls, in no particular order (nothing computed from them depends on
 * it), with the official the member is here (null: none). Read as one JSON array: a chamber's 100,000 votes
 * come back from the embedded database about four times faster than as as many rows.
 */
export async function castVotes(db: Database, group: ScalingGroup) {
  const [row] = await db
    .select({ votes: castVoteRows })
    .from(rollCallPositions)
    .innerJoin(rollCalls, eq(rollCalls.id, rollCallPositions.rollCallId))
    .where(and(groupRollCalls(group), inArray(rollCallPositions.position, ['Yes', 'No'])));
  return (row?.votes ?? []).map(([rollCallKey, memberKey, party, vote, officialId]) => ({
    rollCallKey,
    memberKey,
    party,
    vote,
    officialId,
  }));
}

/** The passage roll calls on a bill of one group, oldest first; a state roll call has no number. */
export const passageRollCalls = (db: Database, group: ScalingGroup) =>
  db
    .select({ id: rollCalls.id, key: rollCalls.key, number: rollCalls.number, votedAt: rollCalls.votedAt, billId: rollCalls.billId })
    .from(rollCalls)
    .where(and(groupRollCalls(group), eq(rollCalls.kind, 'passage'), isNotNull(rollCalls.billId)))
    .orderBy(asc(rollCalls.votedAt), asc(rollCalls.id));

export type Scaling = {
  officials: { id: number; position: number; voteCount: number }[];
  bills: { id: number; score: number; basis: InferredBasis }[];
  /** Each state's chambers, scaled or with too few roll calls. */
  chambers: ReadonlyMap<string, readonly ChamberScale[]>;
};

/**
 * Replaces the positions of every official and the inferred scores of every bill within the scope (all of
 * them, or the state legislators and state bills of its states) with these. A bill's shown score is its
 * staff score, else its inferred score, else what it had (its rubric score, or none): a bill whose inferred
 * score is gone and that showed it becomes unscored. Bills are written before officials, the order a staff
 * score change takes, and an advisory lock runs two recomputes one after the other.
 */
export async function writeScaling(db: Database, scaling: Scaling, scope: ScalingScope): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('scaling')}::bigint)`);
    const fresh = scaling.bills.length
      ? sql`(values ${sql.join(
          scaling.bills.map((b) => sql`(${b.id}::integer, ${b.score}::integer, ${JSON.stringify(b.basis)}::jsonb)`),
          sql`, `,
        )})`
      : sql`(select null::integer, null::integer, null::jsonb where false)`;
    const inScope = scope ? and(sql`b.level = 'state'`, inArray(sql`b.state`, [...scope.states])) : sql`true`;
    const touched = await tx
      .update(bills)
      .set({
        inferredScore: sql`fresh.score`,
        inferredBasis: sql`fresh.basis`,
        progressiveScore: sql`case when ${bills.scoreSource} = 'staff' then ${bills.progressiveScore} when fresh.score is not null then fresh.score when ${bills.scoreSource} = 'inferred' then null else ${bills.progressiveScore} end`,
        scoreSource: sql`case when ${bills.scoreSource} = 'staff' then 'staff' when fresh.score is not null then 'inferred' when ${bills.scoreSource} = 'inferred' then null else ${bills.scoreSource} end`,
      })
      .from(
        sql`(select b.id, v.score, v.basis from ${bills} b left join ${fresh} as v(id, score, basis) on v.id = b.id where (b.inferred_score is not null and ${inScope}) or v.id is not null) as fresh`,
      )
      .where(sql`${bills.id} = fresh.id`)
      .returning({ id: bills.id });

    await tx
      .update(officials)
      .set({ scalePosition: null, scaleVoteCount: 0 })
      .where(
        and(
          or(isNotNull(officials.scalePosition), ne(officials.scaleVoteCount, 0)),
          scope ? and(eq(officials.level, 'state'), inArray(officials.state, [...scope.states])) : undefined,
        ),
      );
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
    await writeChamberScales(tx, scope?.states, scaling.chambers);
    await refreshOfficialAggregates(
      tx,
      await votersOf(
        tx,
        touched.map((b) => b.id),
      ),
    );
  });
}
