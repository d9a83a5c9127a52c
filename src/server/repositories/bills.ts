import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BillSort } from '../../shared/api/bills.ts';
import type { RecordFilter } from '../../shared/api/record-filters.ts';
import { inferredScoreSentence } from '../../shared/inferred-score.ts';
import { sessionName } from '../../shared/statehouse-names.ts';
import type { VoteKind } from '../../shared/vote-kinds.ts';
import type { Database } from '../db/connect.ts';
import type { CursorKind } from '../db/cursor.ts';
import { billScoreKeys, bills, type InferredBasis, legiscanBills, legiscanSessions } from '../db/schema.ts';
import { congressBillUrl } from '../domain/congress-url.ts';
import { refreshOfficialAggregates, votersOf } from './official-aggregates.ts';
import { withinDays } from './record-dates.ts';
import { rowExists } from './rows.ts';

const billColumns = {
  id: bills.id,
  billNumber: bills.billNumber,
  title: bills.title,
  shortTitle: bills.shortTitle,
  summary: bills.summary,
  status: bills.status,
  level: bills.level,
  state: bills.state,
  progressiveScore: bills.progressiveScore,
  progressiveAnalysis: bills.progressiveAnalysis,
  scoreSource: bills.scoreSource,
  inferredScore: bills.inferredScore,
  inferredBasis: bills.inferredBasis,
  policyArea: bills.policyArea,
  latestAction: bills.latestAction,
  latestActionDate: bills.latestActionDate,
  sourceKey: bills.sourceKey,
  passedDate: bills.passedDate,
  introducedDate: bills.introducedDate,
  firstVoteDate: bills.firstVoteDate,
  voteKind: bills.voteKind,
  excludedFromScores: bills.excludedFromScores,
};

/**
 * Where a page ends: the sort key of its last bill (the listed date as PostgreSQL prints it, so
 * microseconds survive, or the score; null when undated or unscored) and its id, which breaks ties.
 */
export type BillPosition = { key: string | number | null; id: number };

/**
 * A sort of the bill list, described once: the column it sorts by, its keys before the id (billScoreKeys,
 * the indexes' own expressions) and their direction (the id follows the same way), and what a page's
 * cursor holds of it: the column's value (a listed date as PostgreSQL prints it, so microseconds
 * survive), of what kind, read back as which type.
 */
type BillSortKeys = {
  keys: (column: AnyPgColumn | SQL) => SQL[];
  column: AnyPgColumn;
  descending: boolean;
  kind: CursorKind;
  type: SQL;
  positionOf: (bill: { listedPosition: string | null; progressiveScore: number | null }) => BillPosition['key'];
};

const byScore = (keys: BillSortKeys['keys'], descending: boolean): BillSortKeys => ({
  keys,
  column: bills.progressiveScore,
  descending,
  kind: 'nullable-integer',
  type: sql`integer`,
  positionOf: (bill) => bill.progressiveScore,
});

const BILL_SORTS: Record<BillSort, BillSortKeys> = {
  newest: {
    keys: billScoreKeys.newest,
    column: bills.listedDate,
    descending: true,
    kind: 'nullable-date',
    type: sql`timestamptz`,
    positionOf: (bill) => bill.listedPosition,
  },
  highest: byScore(billScoreKeys.highest, true),
  lowest: byScore(billScoreKeys.lowest, false),
};

/** What a page's cursor holds, one kind per value: the sort's key, then the id. */
export const billCursorKinds = (sort: BillSort): CursorKind[] => [BILL_SORTS[sort].kind, 'id'];

/** The keys a sort orders by before the id, of the rows or (given one) of a position. */
function sortKeys(sort: BillSort, position?: BillPosition): SQL[] {
  const { keys, column, type } = BILL_SORTS[sort];
  return keys(position ? sql`${position.key}::${type}` : column);
}

const NEWEST_FIRST = [...sortKeys('newest').map((key) => desc(key)), desc(bills.id)];

async function selectBills(db: Database, where: SQL | undefined, orderBy: SQL[] = NEWEST_FIRST, limit?: number) {
  const query = db
    .select({
      ...billColumns,
      commentCount: bills.commentCount,
      listedPosition: sql<string | null>`${bills.listedDate}::text`,
      legiscanSession: { name: legiscanSessions.name, yearStart: legiscanSessions.yearStart, yearEnd: legiscanSessions.yearEnd },
    })
    .from(bills)
    // A state bill from LegiScan names its session; one per bill (legiscan_bills.bill_id is unique).
    .leftJoin(legiscanBills, eq(legiscanBills.billId, bills.id))
    .leftJoin(legiscanSessions, eq(legiscanSessions.sessionId, legiscanBills.sessionId))
    .where(where)
    .orderBy(...orderBy);
  const rows = await (limit === undefined ? query : query.limit(limit));
  // The CHECK constraints guarantee the level and score source, the generated column the kind; the casts only tell TypeScript.
  return rows.map(({ sourceKey, inferredScore, inferredBasis, legiscanSession, ...row }) => ({
    ...row,
    session: legiscanSession && sessionName(legiscanSession),
    inferredScore: inferredScore === null || inferredBasis === null ? null : inferredScoreView(inferredScore, inferredBasis),
    level: row.level as 'federal' | 'state',
    scoreSource: row.scoreSource as 'rubric' | 'staff' | 'inferred' | null,
    voteKind: row.voteKind as VoteKind,
    congressUrl: congressBillUrl(sourceKey),
  }));
}

function inferredScoreView(score: number, { votedAt, ...basis }: InferredBasis) {
  const facts = { ...basis, votedAt: new Date(votedAt) };
  return { score, ...facts, explanation: inferredScoreSentence(facts) };
}

const withoutPosition = <T extends { listedPosition: string | null }>({ listedPosition: _position, ...bill }: T) => bill;

export type BillFilter = { level: 'federal' | 'state'; state?: string | undefined; status?: string | undefined } & RecordFilter;

/**
 * One page of one level (and state, and status) in the sort's order, after the previous page's last
 * position: a row comparison over keys that all run the same way, which the bills_level_* indexes serve.
 */
export async function listBillsPage(
  db: Database,
  page: { filter: BillFilter; sort: BillSort; limit: number; after?: BillPosition | undefined },
) {
  const { filter, sort, after } = page;
  const keys = [...sortKeys(sort), sql`${bills.id}`];
  const { descending, positionOf } = BILL_SORTS[sort];
  const direction = descending ? desc : asc;
  const where = and(
    eq(bills.level, filter.level),
    filter.state === undefined ? undefined : eq(bills.state, filter.state),
    filter.status === undefined ? undefined : eq(bills.status, filter.status),
    withinDays(bills.listedDate, filter),
    // A federal bill's number starts with its chamber's letter: H.R., H.Res., H.J.Res.; S., S.Res., S.J.Res.
    filter.chamber === undefined ? undefined : ilike(bills.billNumber, filter.chamber === 'house' ? 'H%' : 'S%'),
    after &&
      sql`(${sql.join(keys, sql`, `)}) ${sql.raw(descending ? '<' : '>')} (${sql.join([...sortKeys(sort, after), sql`${after.id}`], sql`, `)})`,
  );
  // One row more than asked says whether another page follows.
  const rows = await selectBills(
    db,
    where,
    keys.map((key) => direction(key)),
    page.limit + 1,
  );
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map(withoutPosition),
    next: rows.length > page.limit && last ? { key: positionOf(last), id: last.id } : null,
  };
}

/**
 * The states that appear on state-level bills, once each, in order (the Legislative Tracker's dropdown).
 * Each step jumps to the next state in a (level, state, …) index, so the cost follows the number of
 * states, not of bills (PostgreSQL 15 has no skip scan to do this for a plain DISTINCT).
 */
export async function listBillStates(db: Database): Promise<string[]> {
  const next = (after: SQL) =>
    sql`(select ${bills.state} from ${bills} where ${bills.level} = 'state' and ${bills.state} > ${after} order by ${bills.state} limit 1)`;
  const first = sql`(select ${bills.state} from ${bills} where ${bills.level} = 'state' and ${bills.state} is not null order by ${bills.state} limit 1)`;
  const steps = sql`with recursive found(state) as (${first} union all select ${next(sql.raw('found.state'))} from found where found.state is not null)
    select state from found where state is not null`;
  const rows = await db.select({ state: sql<string>`states.state` }).from(sql`(${steps}) as states`).orderBy(sql`states.state`);
  return rows.map((row) => row.state);
}

export const findBill = async (db: Database, id: number) => (await selectBills(db, eq(bills.id, id))).map(withoutPosition)[0];
/** Bills as the list has them, newest first; search ranks them itself. */
export const listBillsById = async (db: Database, ids: readonly number[]) =>
  (await selectBills(db, inArray(bills.id, [...ids]))).map(withoutPosition);

export async function createBill(db: Database, values: typeof bills.$inferInsert) {
  const [row] = await db.insert(bills).values(values).returning({ id: bills.id });
  return (await findBill(db, row!.id))!;
}

export const billExists = (db: Database, id: number) => rowExists(db, bills, id);

/**
 * Sets (or, with null, clears) a bill's score and analysis; a cleared score gives way to the bill's inferred
 * score, when it has one (docs/decisions/0205-roll-call-scaling.md). In the same transaction recomputes the
 * stored records of the officials who voted on it, and their candidates' scores. Answers the score it replaced, or
 * undefined when there is no such bill.
 */
export async function updateBillScore(db: Database, id: number, update: { progressiveScore: number | null; progressiveAnalysis: string }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ score: bills.progressiveScore }).from(bills).where(eq(bills.id, id)).for('update');
    if (!before) return undefined;
    await tx
      .update(bills)
      .set(
        update.progressiveScore === null
          ? {
              ...update,
              progressiveScore: sql`${bills.inferredScore}`,
              scoreSource: sql`case when ${bills.inferredScore} is not null then 'inferred' end`,
            }
          : { ...update, scoreSource: 'staff' },
      )
      .where(eq(bills.id, id));
    await refreshOfficialAggregates(tx, await votersOf(tx, [id]));
    return { previousScore: before.score };
  });
}

/**
 * Staff take a bill out of officials' scores or put it back (docs/decisions/0330-vote-kinds-and-exclusions.md),
 * and its voters' stored records follow in the same transaction; undefined when there is no such bill.
 */
export async function updateBillExclusion(db: Database, id: number, excluded: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ excluded: bills.excludedFromScores }).from(bills).where(eq(bills.id, id)).for('update');
    if (!before) return undefined;
    if (before.excluded === excluded) return { changed: false };
    await tx.update(bills).set({ excludedFromScores: excluded }).where(eq(bills.id, id));
    await refreshOfficialAggregates(tx, await votersOf(tx, [id]));
    return { changed: true };
  });
}
