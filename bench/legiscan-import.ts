// The LegiScan import of Minnesota's 2025–2026 dataset (datasets/legiscan/csv, 6,958 bills, 277 roll calls,
// 30,628 positions) on PGlite, in rows written a second. Baseline, measured in the same run: a plain bulk
// insert of exactly the rows the import wrote into a second fresh database, with no archive, parsing,
// hashing or lookups. Beside them the process's resident memory: sampled through the import (the archive
// is streamed, so it should stay near where it started) and its peak so far.
import path from 'node:path';
import { connectPglite } from '../src/server/db/connect.ts';
import {
  billActions,
  bills,
  legiscanBills,
  legiscanPeople,
  legiscanSessions,
  legiscanSponsors,
  rollCallPositions,
  rollCalls,
} from '../src/server/db/schema.ts';
import { importLegiscan } from '../src/server/imports/legiscan/legiscan-import.ts';
import { datasetsDir } from '../src/server/platform/datasets.ts';
import { bulkInsert } from './bulk-insert.ts';

const MN = path.join(datasetsDir, 'legiscan/csv/MN_2025-2026_94th_Legislature_CSV_20250624_a1687132784c08697da95392252b72ea.zip');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/**
 * The highest resident set size and JavaScript heap seen while `work` runs, sampled every 20 ms. The
 * resident size takes in PGlite's database, held in memory here, which grows with what is written; the
 * heap is the importer's own.
 */
async function peakMemory<T>(work: () => Promise<T>) {
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heap: before.heapUsed };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  try {
    const value = await work();
    sample();
    return { value, before, peak };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchLegiscanImport() {
  const imported = connectPglite();
  await imported.migrate();
  let start = performance.now();
  const { value: result, before, peak } = await peakMemory(() => importLegiscan(imported.db, MN, () => undefined));
  const importMs = performance.now() - start;
  start = performance.now();
  const rerun = await importLegiscan(imported.db, MN, () => undefined);
  const rerunMs = performance.now() - start;

  const db = imported.db;
  const rows = {
    sessions: await db.select().from(legiscanSessions),
    people: await db.select().from(legiscanPeople),
    bills: await db.select().from(bills),
    legiscanBills: await db.select().from(legiscanBills),
    sponsors: await db.select().from(legiscanSponsors),
    actions: await db.select().from(billActions),
    rollCalls: await db.select().from(rollCalls),
    positions: await db.select().from(rollCallPositions),
  };
  await imported.close();
  const total = Object.values(rows).reduce((sum, list) => sum + list.length, 0);

  const plain = connectPglite();
  await plain.migrate();
  start = performance.now();
  await bulkInsert(
    plain.db,
    'legiscan_sessions',
    {
      session_id: 'int',
      state: 'text',
      year_start: 'int',
      year_end: 'int',
      special: 'boolean',
      name: 'text',
      title: 'text',
      format: 'text',
      archive_sha256: 'text',
    },
    rows.sessions.map((s) => ({
      session_id: s.sessionId,
      state: s.state,
      year_start: s.yearStart,
      year_end: s.yearEnd,
      special: s.special,
      name: s.name,
      title: s.title,
      format: s.format,
      archive_sha256: s.archiveSha256,
    })),
  );
  await bulkInsert(
    plain.db,
    'legiscan_people',
    {
      people_id: 'int',
      state: 'text',
      name: 'text',
      party: 'text',
      role: 'text',
      chamber: 'text',
      district: 'text',
      ballotpedia: 'text',
      votesmart_id: 'int',
      followthemoney_eid: 'int',
      person_hash: 'text',
      session_id: 'int',
    },
    rows.people.map((p) => ({
      people_id: p.peopleId,
      state: p.state,
      name: p.name,
      party: p.party,
      role: p.role,
      chamber: p.chamber,
      district: p.district,
      ballotpedia: p.ballotpedia,
      votesmart_id: p.votesmartId,
      followthemoney_eid: p.followthemoneyEid,
      person_hash: p.personHash,
      session_id: p.sessionId,
    })),
  );
  await bulkInsert(
    plain.db,
    'bills',
    {
      id: 'int',
      bill_number: 'text',
      title: 'text',
      summary: 'text',
      status: 'text',
      level: 'text',
      state: 'text',
      progressive_score: 'int',
      progressive_analysis: 'text',
      score_source: 'text',
      source_key: 'text',
      latest_action: 'text',
      latest_action_date: 'timestamptz',
      introduced_date: 'timestamptz',
    },
    rows.bills.map((b) => ({
      id: b.id,
      bill_number: b.billNumber,
      title: b.title,
      summary: b.summary,
      status: b.status,
      level: b.level,
      state: b.state,
      progressive_score: b.progressiveScore,
      progressive_analysis: b.progressiveAnalysis,
      score_source: b.scoreSource,
      source_key: b.sourceKey,
      latest_action: b.latestAction,
      latest_action_date: b.latestActionDate,
      introduced_date: b.introducedDate,
    })),
  );
  await bulkInsert(
    plain.db,
    'legiscan_bills',
    {
      legiscan_bill_id: 'int',
      bill_id: 'int',
      session_id: 'int',
      change_hash: 'text',
      status: 'int',
      status_date: 'date',
      url: 'text',
      state_link: 'text',
    },
    rows.legiscanBills.map((b) => ({
      legiscan_bill_id: b.legiscanBillId,
      bill_id: b.billId,
      session_id: b.sessionId,
      change_hash: b.changeHash,
      status: b.status,
      status_date: b.statusDate,
      url: b.url,
      state_link: b.stateLink,
    })),
  );
  await bulkInsert(
    plain.db,
    'legiscan_sponsors',
    { bill_id: 'int', people_id: 'int', position: 'int' },
    rows.sponsors.map((s) => ({ bill_id: s.billId, people_id: s.peopleId, position: s.position })),
  );
  await bulkInsert(
    plain.db,
    'bill_actions',
    { bill_id: 'int', sequence: 'int', date: 'date', chamber: 'text', action: 'text' },
    rows.actions.map((a) => ({ bill_id: a.billId, sequence: a.sequence, date: a.date, chamber: a.chamber, action: a.action })),
  );
  await bulkInsert(
    plain.db,
    'roll_calls',
    {
      id: 'int',
      key: 'text',
      level: 'text',
      state: 'text',
      chamber: 'text',
      legiscan_session_id: 'int',
      floor: 'boolean',
      question: 'text',
      result: 'text',
      kind: 'text',
      bill_id: 'int',
      voted_at: 'timestamptz',
      source_url: 'text',
      party_tally: 'jsonb',
      members_recorded: 'boolean',
    },
    rows.rollCalls.map((r) => ({
      id: r.id,
      key: r.key,
      level: r.level,
      state: r.state,
      chamber: r.chamber,
      legiscan_session_id: r.legiscanSessionId,
      floor: r.floor,
      question: r.question,
      result: r.result,
      kind: r.kind,
      bill_id: r.billId,
      voted_at: r.votedAt,
      source_url: r.sourceUrl,
      party_tally: JSON.stringify(r.partyTally),
      members_recorded: r.membersRecorded,
    })),
  );
  await bulkInsert(
    plain.db,
    'roll_call_positions',
    { roll_call_id: 'int', member_key: 'text', name: 'text', party: 'text', state: 'text', position: 'text' },
    rows.positions.map((p) => ({
      roll_call_id: p.rollCallId,
      member_key: p.memberKey,
      name: p.name,
      party: p.party,
      state: p.state,
      position: p.position,
    })),
  );
  const plainMs = performance.now() - start;
  await plain.close();

  console.log(
    `LegiScan import of ${path.basename(MN)}: ${total} rows (${rows.bills.length} bills, ${rows.sponsors.length} sponsors, ` +
      `${rows.actions.length} actions, ${rows.rollCalls.length} roll calls, ${rows.positions.length} positions) (PGlite)`,
  );
  console.log(`  import, whole archive:                ${seconds(importMs)}, ${rate(total, importMs)} rows/s`);
  console.log(`  baseline, plain bulk insert of them:  ${seconds(plainMs)}, ${rate(total, plainMs)} rows/s`);
  console.log(`  import at ${((plainMs / importMs) * 100).toFixed(0)}% of the baseline's rate`);
  console.log(`  second run: ${seconds(rerunMs)}, ${rerun.message}`);
  console.log(
    `  memory during the import: JavaScript heap ${mb(before.heapUsed)} at its start, ${mb(peak.heap)} at most; ` +
      `resident ${mb(before.rss)} at its start, ${mb(peak.rss)} at most (with PGlite's in-memory database); ` +
      `the process's peak so far ${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
  return result;
}

if (import.meta.main) await benchLegiscanImport();
