// The bulk downloads' rows, read a page at a time in key order (docs/decisions/0274-bulk-downloads.md):
// each page is an index range after the previous page's last key, so a download holds one page in memory
// whatever the table holds, and never keeps a transaction or a cursor open between pages.
import { asc, eq, gt, sql } from 'drizzle-orm';
import { officialChamberName } from '../../shared/official-chamber-name.ts';
import type { Dataset } from '../../shared/open-data.ts';
import { legislatureName, sessionName } from '../../shared/statehouse-names.ts';
import type { Database } from '../db/connect.ts';
import { bills, legiscanBills, legiscanSessions, officials, rollCallPositions, rollCalls } from '../db/schema.ts';

export type DownloadRow = Record<string, string | number | null>;
/** The last row's key: an id, or for positions the (roll call, member) pair. */
export type RowKey = { id: number; member?: string };

const iso = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString() : value);

/** A state bill's or roll call's LegiScan session, as its page names it; null for Congress's. */
const sessionColumns = { name: legiscanSessions.name, yearStart: legiscanSessions.yearStart, yearEnd: legiscanSessions.yearEnd };
// A left join's nested columns come back as null together when no session is joined.
const sessionText = (session: { name: string; yearStart: number; yearEnd: number } | null) => session && sessionName(session);

async function officialRows(db: Database, after: RowKey | undefined, limit: number) {
  const rows = await db
    .select()
    .from(officials)
    .where(after ? gt(officials.id, after.id) : undefined)
    .orderBy(asc(officials.id))
    .limit(limit);
  return rows.map((o) => ({
    key: { id: o.id },
    row: {
      id: o.id,
      name: o.name,
      party: o.party,
      state: o.state,
      office: o.office,
      level: o.level,
      chamber: o.chamber,
      chamber_name: officialChamberName(o),
      district: o.district,
      bioguide_id: o.bioguideId,
      lis_id: o.lisId,
      openstates_id: o.openstatesId,
      progressive_score: o.votingScore,
      counted_votes: o.scoredVoteCount,
      recorded_votes: o.voteCount,
      yes_votes: o.yesCount,
      no_votes: o.noCount,
      scale_position: o.scalePosition,
      scale_roll_calls: o.scaleVoteCount,
    },
  }));
}

async function billRows(db: Database, after: RowKey | undefined, limit: number) {
  const rows = await db
    .select({
      id: bills.id,
      billNumber: bills.billNumber,
      title: bills.title,
      level: bills.level,
      state: bills.state,
      status: bills.status,
      progressiveScore: bills.progressiveScore,
      scoreSource: bills.scoreSource,
      inferredScore: bills.inferredScore,
      introducedDate: bills.introducedDate,
      latestActionDate: bills.latestActionDate,
      passedDate: bills.passedDate,
      legiscanBillId: legiscanBills.legiscanBillId,
      session: sessionColumns,
    })
    .from(bills)
    // One LegiScan record at most per bill (legiscan_bills.bill_id is unique), so the join keeps one row a bill.
    .leftJoin(legiscanBills, eq(legiscanBills.billId, bills.id))
    .leftJoin(legiscanSessions, eq(legiscanSessions.sessionId, legiscanBills.sessionId))
    .where(after ? gt(bills.id, after.id) : undefined)
    .orderBy(asc(bills.id))
    .limit(limit);
  return rows.map((b) => ({
    key: { id: b.id },
    row: {
      id: b.id,
      bill_number: b.billNumber,
      title: b.title,
      level: b.level,
      state: b.state,
      legislature: b.state === null ? null : legislatureName(b.state),
      legislative_session: sessionText(b.session),
      legiscan_bill_id: b.legiscanBillId,
      status: b.status,
      progressive_score: b.progressiveScore,
      score_source: b.scoreSource,
      inferred_score: b.inferredScore,
      introduced_date: iso(b.introducedDate),
      latest_action_date: iso(b.latestActionDate),
      passed_date: iso(b.passedDate),
    },
  }));
}

async function rollCallRows(db: Database, after: RowKey | undefined, limit: number) {
  const rows = await db
    .select({ rollCall: rollCalls, session: sessionColumns })
    .from(rollCalls)
    .leftJoin(legiscanSessions, eq(legiscanSessions.sessionId, rollCalls.legiscanSessionId))
    .where(after ? gt(rollCalls.id, after.id) : undefined)
    .orderBy(asc(rollCalls.id))
    .limit(limit);
  return rows.map(({ rollCall: r, session }) => {
    const total = (field: 'yes' | 'no' | 'present' | 'notVoting') => r.partyTally.reduce((sum, party) => sum + party[field], 0);
    return {
      key: { id: r.id },
      row: {
        id: r.id,
        key: r.key,
        level: r.level,
        state: r.state,
        chamber: r.chamber,
        congress: r.congress,
        session: r.session,
        number: r.number,
        legislative_session: sessionText(session),
        floor_or_committee: r.floor ? 'floor' : 'committee',
        voted_at: iso(r.votedAt),
        question: r.question,
        result: r.result,
        kind: r.kind,
        bill_id: r.billId,
        yes: total('yes'),
        no: total('no'),
        present: total('present'),
        not_voting: total('notVoting'),
        source_url: r.sourceUrl,
      },
    };
  });
}

async function positionRows(db: Database, after: RowKey | undefined, limit: number) {
  const rows = await db
    .select({
      rollCallId: rollCallPositions.rollCallId,
      rollCallKey: rollCalls.key,
      memberKey: rollCallPositions.memberKey,
      officialId: rollCallPositions.officialId,
      name: rollCallPositions.name,
      party: rollCallPositions.party,
      state: rollCallPositions.state,
      position: rollCallPositions.position,
    })
    .from(rollCallPositions)
    .innerJoin(rollCalls, eq(rollCalls.id, rollCallPositions.rollCallId))
    // The primary key's order: the page is a range of its index.
    .where(
      after ? sql`(${rollCallPositions.rollCallId}, ${rollCallPositions.memberKey}) > (${after.id}, ${after.member ?? ''})` : undefined,
    )
    .orderBy(asc(rollCallPositions.rollCallId), asc(rollCallPositions.memberKey))
    .limit(limit);
  return rows.map((p) => ({
    key: { id: p.rollCallId, member: p.memberKey },
    row: {
      roll_call_id: p.rollCallId,
      roll_call_key: p.rollCallKey,
      member_key: p.memberKey,
      official_id: p.officialId,
      name: p.name,
      party: p.party,
      state: p.state,
      position: p.position,
    },
  }));
}

export const DOWNLOAD_PAGES: Record<
  Dataset,
  (db: Database, after: RowKey | undefined, limit: number) => Promise<{ key: RowKey; row: DownloadRow }[]>
> = {
  officials: officialRows,
  bills: billRows,
  'roll-calls': rollCallRows,
  positions: positionRows,
};
