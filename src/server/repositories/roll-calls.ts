// Reads of the roll calls as the clerks recorded them (docs/decisions/0131-roll-calls.md): a bill's roll
// calls, one roll call's member positions, and an official's attendance over every roll call they were in.
// The votes import writes them (repositories/import-votes.ts).
import { and, asc, count, desc, eq, max, min, sql } from 'drizzle-orm';
import type { RecordFilter } from '../../shared/api/record-filters.ts';
import { WASHINGTON_TIME_ZONE } from '../../shared/constants.ts';
import type { RollCallKind } from '../../shared/schemas/roll-calls.ts';
import { type StateChamber, sessionName, stateChamberName } from '../../shared/statehouse-names.ts';
import type { VoteKind } from '../../shared/vote-kinds.ts';
import type { Database } from '../db/connect.ts';
import { bills, legiscanSessions, rollCallPositions, rollCalls } from '../db/schema.ts';
import { billCountsInScores } from './official-aggregates.ts';
import { withinDays } from './record-dates.ts';
import { rowExists } from './rows.ts';

/**
 * Congress's roll calls. State legislatures' share the table (docs/decisions/0321-legiscan-datasets.md) but
 * none of the reads written for Congress: they come with their own.
 */
export const federalOnly = eq(rollCalls.level, 'federal');

/** Congress, session and number, which the table's check keeps set on every federal roll call. */
export const federalNumbering = {
  congress: sql<number>`${rollCalls.congress}`,
  session: sql<number>`${rollCalls.session}`,
  number: sql<number>`${rollCalls.number}`,
};

const rollCallColumns = {
  id: rollCalls.id,
  key: rollCalls.key,
  level: rollCalls.level,
  state: rollCalls.state,
  chamber: rollCalls.chamber,
  congress: rollCalls.congress,
  session: rollCalls.session,
  number: rollCalls.number,
  floor: rollCalls.floor,
  question: rollCalls.question,
  result: rollCalls.result,
  kind: rollCalls.kind,
  // The kind a reader is told (shared/vote-kinds.ts): a vote to pass a measure is of the measure's kind, a
  // nomination a nomination, and cloture, motions, amendments and the rest procedure.
  voteKind: sql<string>`case when ${rollCalls.kind} = 'passage' then coalesce(${bills.voteKind}, 'passage') when ${rollCalls.kind} = 'nomination' then 'nomination' else 'procedure' end`,
  // A committee's vote is never scaled nor scored, whatever it decided.
  countsInScores: sql<boolean>`(${rollCalls.kind} = 'passage' and ${rollCalls.floor} and ${billCountsInScores})`,
  billId: rollCalls.billId,
  votedAt: rollCalls.votedAt,
  sourceUrl: rollCalls.sourceUrl,
  partyTally: rollCalls.partyTally,
  membersRecorded: rollCalls.membersRecorded,
};

type RollCallRow = {
  level: string;
  state: string | null;
  chamber: string;
  kind: string;
  voteKind: string;
  /** A state roll call's session, where the read joined it. */
  legiscanSession?: { name: string; yearStart: number; yearEnd: number } | null;
};

/** Congress's chambers as its roll calls are named: 'House roll call 17'. */
const CONGRESS_CHAMBER_NAMES = { house: 'House', senate: 'Senate' } as const;

// The CHECK constraints and the import's classification guarantee level, chamber and kinds; the casts only tell TypeScript.
function typed<T extends RollCallRow>({ legiscanSession, ...row }: T) {
  const state = row.level === 'state' ? (row.state ?? '') : null;
  return {
    ...row,
    level: row.level as 'federal' | 'state',
    chamber: row.chamber as 'house' | 'senate' | StateChamber,
    chamberName:
      state === null ? CONGRESS_CHAMBER_NAMES[row.chamber as 'house' | 'senate'] : stateChamberName(state, row.chamber as StateChamber),
    sessionName: legiscanSession ? sessionName(legiscanSession) : null,
    kind: row.kind as RollCallKind,
    voteKind: row.voteKind as VoteKind,
  };
}

/** The LegiScan session of a state roll call (null for Congress's), for its name. */
const legiscanSession = {
  name: legiscanSessions.name,
  yearStart: legiscanSessions.yearStart,
  yearEnd: legiscanSessions.yearEnd,
};

/**
 * A bill's roll calls, oldest first, Congress's or a statehouse's (floor and committee votes alike); only a
 * passage vote of the whole chamber on a scored bill counts in scores.
 */
export async function listBillRollCalls(db: Database, billId: number) {
  const rows = await db
    .select({ ...rollCallColumns, legiscanSession })
    .from(rollCalls)
    .innerJoin(bills, eq(bills.id, rollCalls.billId))
    .leftJoin(legiscanSessions, eq(legiscanSessions.sessionId, rollCalls.legiscanSessionId))
    .where(eq(rollCalls.billId, billId))
    .orderBy(asc(rollCalls.votedAt), asc(rollCalls.id));
  return rows.map(typed);
}

export type RollCallFilter = RecordFilter & { kind?: RollCallKind | undefined };

/** Every roll call a page at a time, newest first, after the (voted_at, id) of the previous page's last. */
export async function listRollCallsPage(
  db: Database,
  filter: RollCallFilter,
  page: { limit: number; after?: { votedAt: string; id: number } | undefined },
) {
  const { after } = page;
  const rows = await db
    .select({ ...rollCallColumns, position: sql<string>`${rollCalls.votedAt}::text` })
    .from(rollCalls)
    .leftJoin(bills, eq(bills.id, rollCalls.billId))
    .where(
      and(
        federalOnly,
        withinDays(rollCalls.votedAt, filter),
        filter.chamber === undefined ? undefined : eq(rollCalls.chamber, filter.chamber),
        filter.kind === undefined ? undefined : eq(rollCalls.kind, filter.kind),
        after && sql`(${rollCalls.votedAt}, ${rollCalls.id}) < (${after.votedAt}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(desc(rollCalls.votedAt), desc(rollCalls.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map(({ position: _position, ...row }) => typed({ ...row, countsInScores: row.countsInScores ?? false })),
    next: rows.length > page.limit && last ? { votedAt: last.position, id: last.id } : null,
  };
}

/** A member's position on a roll call as it is kept: what the positions list reads and the bulk import writes. */
export const memberPositionColumns = {
  memberKey: rollCallPositions.memberKey,
  name: rollCallPositions.name,
  party: rollCallPositions.party,
  state: rollCallPositions.state,
  position: rollCallPositions.position,
  officialId: rollCallPositions.officialId,
};

/** Every member's position on a roll call, by name in the Unicode root collation (as the officials list orders names). */
export const listRollCallPositions = (db: Database, rollCallId: number) =>
  db
    .select(memberPositionColumns)
    .from(rollCallPositions)
    .where(eq(rollCallPositions.rollCallId, rollCallId))
    .orderBy(sql`${rollCallPositions.name} collate "und-x-icu"`, asc(rollCallPositions.memberKey));

export const rollCallExists = (db: Database, id: number) => rowExists(db, rollCalls, id);

/** How many roll calls of any kind the official was recorded in, how many they missed, and over which dates. */
export async function officialAttendance(db: Database, officialId: number) {
  const [row] = await db
    .select({
      rollCalls: count(),
      missed: sql<number>`count(*) filter (where ${rollCallPositions.position} = 'Not Voting')`.mapWith(Number),
      from: min(rollCalls.votedAt),
      to: max(rollCalls.votedAt),
    })
    .from(rollCallPositions)
    .innerJoin(rollCalls, eq(rollCalls.id, rollCallPositions.rollCallId))
    .where(eq(rollCallPositions.officialId, officialId));
  return row!;
}

/** The day (Eastern time, YYYY-MM-DD) of Congress's latest roll call held: the date of the data. Null with none. */
export async function latestRollCallDay(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`(max(${rollCalls.votedAt}) at time zone ${WASHINGTON_TIME_ZONE})::date::text` })
    .from(rollCalls)
    .where(federalOnly);
  return row?.day ?? null;
}
