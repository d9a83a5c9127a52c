// SQL of joining LegiScan legislators to officials (docs/decisions/0325-open-states-officials.md): the
// legislators to join, their joins written, and what follows from a join: their positions on state roll
// calls name the official, and the passage votes among them (floor votes on a bill) go to the score
// ledger as Congress's do (repositories/import-roll-call-batch.ts). Each step is one statement per call,
// whatever the number of legislators: PGlite answers one statement at a time.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { executedRows } from '../db/execute-rows.ts';
import { legiscanPeople, rollCallPositions, rollCalls, votes } from '../db/schema.ts';
import type { JoinedBy, LegiscanLegislator } from '../domain/legislator-join.ts';

export type HeldJoin = LegiscanLegislator & { state: string; officialId: number | null; joinedBy: JoinedBy | null };

/** The LegiScan legislators (not committees) of these states, each with the official they are joined to. */
export async function legiscanLegislators(db: Database, states: readonly string[]): Promise<HeldJoin[]> {
  if (states.length === 0) return [];
  const rows = await db
    .select({
      peopleId: legiscanPeople.peopleId,
      state: legiscanPeople.state,
      name: legiscanPeople.name,
      firstName: legiscanPeople.firstName,
      middleName: legiscanPeople.middleName,
      lastName: legiscanPeople.lastName,
      nickname: legiscanPeople.nickname,
      chamber: legiscanPeople.chamber,
      district: legiscanPeople.district,
      ballotpedia: legiscanPeople.ballotpedia,
      votesmartId: legiscanPeople.votesmartId,
      officialId: legiscanPeople.officialId,
      joinedBy: legiscanPeople.joinedBy,
    })
    .from(legiscanPeople)
    .where(and(eq(legiscanPeople.committeeId, 0), inArray(legiscanPeople.state, [...states])))
    .orderBy(legiscanPeople.peopleId);
  return rows as HeldJoin[];
}

/** The states LegiScan legislators are held for. */
export async function legiscanStates(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ state: legiscanPeople.state }).from(legiscanPeople).orderBy(legiscanPeople.state);
  return rows.map((row) => row.state);
}

/** Sets each legislator's official and the identifier that joined them (null, null: not joined). */
export async function writeJoins(
  db: Database,
  joins: readonly { peopleId: number; officialId: number | null; joinedBy: JoinedBy | null }[],
): Promise<void> {
  if (joins.length === 0) return;
  const given = sql`unnest(${sql.param(joins.map((j) => j.peopleId))}::integer[], ${sql.param(joins.map((j) => j.officialId))}::integer[], ${sql.param(joins.map((j) => j.joinedBy))}::text[]) as j(people_id, official_id, joined_by)`;
  await db.execute(
    sql`update ${legiscanPeople} set official_id = j.official_id, joined_by = j.joined_by from ${given} where ${legiscanPeople.peopleId} = j.people_id`,
  );
}

const inStates = (states: readonly string[]) =>
  sql`${rollCalls.level} = 'state' and ${rollCalls.state} = any(${sql.param([...states])}::text[])`;

/** Each position of these states' LegiScan legislators names the official they are joined to, or none. */
export async function linkPositions(db: Database, states: readonly string[]): Promise<void> {
  await db.execute(sql`
    update ${rollCallPositions} p set official_id = lp.official_id
    from ${legiscanPeople} lp
    where p.member_key = 'legiscan:' || lp.people_id
      and lp.state = any(${sql.param([...states])}::text[]) and p.official_id is distinct from lp.official_id`);
}

/**
 * The score ledger of these states made what their positions say: a ledger vote for every joined
 * legislator's position on a floor passage vote on a bill, none that no position backs. Answers the
 * officials whose ledger changed.
 */
export async function syncStateLedger(db: Database, states: readonly string[]): Promise<number[]> {
  const counted = sql`${rollCalls.kind} = 'passage' and ${rollCalls.floor} and ${rollCalls.billId} is not null`;
  // The backed votes as one set, hashed once (NOT IN over non-null pairs): a lookup per ledger vote would
  // read a roll call's every position for each of its voters.
  const removed = await db.execute(sql`
    delete from ${votes} where ${votes.id} in (
      select v.id from ${votes} v join ${rollCalls} on ${rollCalls.key} = v.roll_call
      where ${inStates(states)}
        and (v.official_id, ${rollCalls.id}) not in (
          select p.official_id, p.roll_call_id from ${rollCallPositions} p join ${rollCalls} on ${rollCalls.id} = p.roll_call_id
          where ${inStates(states)} and ${counted} and p.official_id is not null
        )
    )
    returning ${votes.officialId}`);
  const added = await db.execute(sql`
    insert into ${votes} (official_id, bill_id, vote, roll_call, voted_at)
    select p.official_id, ${rollCalls.billId}, p.position, ${rollCalls.key}, ${rollCalls.votedAt}
    from ${rollCalls} join ${rollCallPositions} p on p.roll_call_id = ${rollCalls.id}
    where ${inStates(states)} and ${counted} and p.official_id is not null
    on conflict (official_id, roll_call) do update
      set vote = excluded.vote, bill_id = excluded.bill_id, voted_at = excluded.voted_at
      where (${votes.vote}, ${votes.billId}, ${votes.votedAt}) is distinct from (excluded.vote, excluded.bill_id, excluded.voted_at)
    returning official_id`);
  const officials = [...executedRows<{ official_id: number }>(removed), ...executedRows<{ official_id: number }>(added)];
  return [...new Set(officials.map((row) => row.official_id))];
}
