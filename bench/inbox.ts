// `npm run bench:inbox`: fan-out of follows (docs/decisions/0260-follows-and-events.md), on SYNTHETIC data
// made here (labelled 'Synthetic …'): 435 members, 10,000 readers each following one of them (and the
// bill), 200 earlier roll calls with every member's position, then new roll calls written by the votes
// import's own transaction. Reports the import's time per roll call beside the time of its event insert
// alone (the same statement the import runs), and each follower's inbox read and unread count. Runs on
// PGlite, and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set. Figures are reported, not enforced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertByColumns } from '../src/server/db/column-insert.ts';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../src/server/db/connect.ts';
import { bills, follows, officials, rollCallPositions, rollCalls, users } from '../src/server/db/schema.ts';
import { recordEvents, rollCallEvent } from '../src/server/repositories/events.ts';
import { inboxPage, unreadEventCount } from '../src/server/repositories/follows.ts';
import { type NewPosition, writeRollCall } from '../src/server/repositories/import-votes.ts';
import { median, medianMs } from './measure.ts';

const MEMBERS = 435;
const FOLLOWERS = 10_000;
const EARLIER_ROLL_CALLS = 200;
const NEW_ROLL_CALLS = 20;

async function fill(handle: DatabaseHandle) {
  const { db } = handle;
  await handle.migrate();
  const memberIds = (
    await db
      .insert(officials)
      .values(
        Array.from({ length: MEMBERS }, (_, i) => ({
          name: `Synthetic Member ${i}`,
          party: i % 2 ? 'Democratic' : 'Republican',
          office: 'Representative',
          state: 'CA',
          bioguideId: `SYN${i}`,
        })),
      )
      .returning({ id: officials.id })
  ).map((r) => r.id);
  const [bill] = await db
    .insert(bills)
    .values({
      billNumber: 'H.R. 1',
      title: 'Synthetic bill',
      summary: 'Synthetic',
      status: 'Introduced',
      level: 'federal',
      progressiveAnalysis: '',
      sourceKey: 'federal:119:hr:1',
    })
    .returning({ id: bills.id });
  await insertByColumns(
    db,
    users,
    { email: users.email },
    Array.from({ length: FOLLOWERS }, (_, i) => ({ email: `synthetic-${i}@bench.example` })),
  );
  const readers = await db.select({ id: users.id }).from(users);
  const followedAt = new Date(Date.now() - 86_400_000);
  const followRows = readers.flatMap((r, i) => [
    {
      userId: r.id,
      kind: 'official',
      target: String(memberIds[i % MEMBERS]),
      label: `Synthetic Member ${i % MEMBERS}`,
      createdAt: followedAt,
    },
    { userId: r.id, kind: 'bill', target: String(bill!.id), label: 'H.R. 1', createdAt: followedAt },
  ]);
  await insertByColumns(
    db,
    follows,
    { userId: follows.userId, kind: follows.kind, target: follows.target, label: follows.label, createdAt: follows.createdAt },
    followRows,
  );
  // Earlier roll calls, each with its event, so every follower's inbox has history to page through.
  for (let n = 1; n <= EARLIER_ROLL_CALLS; n++) {
    const [roll] = await db
      .insert(rollCalls)
      .values({
        key: `house:119:1:${n}`,
        chamber: 'house',
        congress: 119,
        session: 1,
        number: n,
        question: 'On Passage',
        result: 'Passed',
        kind: 'passage',
        billId: bill!.id,
        votedAt: new Date(),
        partyTally: [],
        membersRecorded: true,
      })
      .returning({ id: rollCalls.id });
    await insertByColumns(
      db,
      rollCallPositions,
      {
        rollCallId: rollCallPositions.rollCallId,
        memberKey: rollCallPositions.memberKey,
        name: rollCallPositions.name,
        party: rollCallPositions.party,
        state: rollCallPositions.state,
        position: rollCallPositions.position,
        officialId: rollCallPositions.officialId,
      },
      memberIds.map((id, i) => ({
        rollCallId: roll!.id,
        memberKey: `SYN${i}`,
        name: `Synthetic Member ${i}`,
        party: 'D',
        state: 'CA',
        position: 'Yes',
        officialId: id,
      })),
    );
    await recordEvents(db, [
      rollCallEvent({ id: roll!.id, question: 'On Passage', result: 'Passed', billId: bill!.id, chamber: 'house', billNumber: 'H.R. 1' }),
    ]);
  }
  return { memberIds, billId: bill!.id, readers: readers.map((r) => r.id) };
}

async function bench(label: string, handle: DatabaseHandle) {
  const { db } = handle;
  const { memberIds, readers } = await fill(handle);
  const positions: NewPosition[] = memberIds.map((id, i) => ({
    memberKey: `SYN${i}`,
    name: `Synthetic Member ${i}`,
    party: 'D',
    state: 'CA',
    position: 'Yes',
    officialId: id,
  }));
  const importTimes: number[] = [];
  for (let n = 0; n < NEW_ROLL_CALLS; n++) {
    const number = 1000 + n;
    const start = performance.now();
    await writeRollCall(db, {
      billKey: 'federal:119:hr:1',
      newBill: () => Promise.reject(new Error('the bill is held')),
      rollCall: `house:119:1:${number}`,
      votedAt: new Date(),
      votes: memberIds.map((officialId) => ({ officialId, vote: 'Yes' })),
      record: {
        chamber: 'house',
        congress: 119,
        session: 1,
        number,
        question: 'On Passage',
        result: 'Passed',
        kind: 'passage',
        sourceUrl: null,
        partyTally: [],
        membersRecorded: true,
        positions,
      },
    });
    importTimes.push(performance.now() - start);
  }
  // The event insert alone, in a transaction of its own as the import's is: what the events add to it.
  const [anyRoll] = await db.select({ id: rollCalls.id }).from(rollCalls).limit(1);
  const eventTimes: number[] = [];
  for (let n = 0; n < NEW_ROLL_CALLS; n++) {
    const start = performance.now();
    await db.transaction((tx) =>
      recordEvents(tx, [rollCallEvent({ id: anyRoll!.id, question: 'On Passage', result: 'Passed', billId: null, chamber: 'house' })]),
    );
    eventTimes.push(performance.now() - start);
  }
  const sample = readers.filter((_, i) => i % 500 === 0);
  const inboxTimes: number[] = [];
  const countTimes: number[] = [];
  for (const reader of sample) {
    inboxTimes.push(await medianMs(5, () => inboxPage(db, reader, 30, {})));
    countTimes.push(await medianMs(5, () => unreadEventCount(db, reader, null)));
  }
  const importMs = median(importTimes);
  const eventMs = median(eventTimes);
  console.log(
    `\n${label}: ${MEMBERS} synthetic members, ${FOLLOWERS} synthetic followers, ${EARLIER_ROLL_CALLS + NEW_ROLL_CALLS} roll calls`,
  );
  console.log(`  import of one 435-member roll call (votes sync path, with its event): median ${importMs.toFixed(1)} ms`);
  console.log(`  its event insert alone: median ${eventMs.toFixed(2)} ms (${((eventMs / importMs) * 100).toFixed(1)}% of the import)`);
  console.log(
    `  a follower's inbox page (30 newest): median ${median(inboxTimes).toFixed(2)} ms over ${sample.length} followers, worst ${Math.max(...inboxTimes).toFixed(2)} ms`,
  );
  console.log(`  a follower's unread count: median ${median(countTimes).toFixed(2)} ms, worst ${Math.max(...countTimes).toFixed(2)} ms`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-bench-inbox-'));
try {
  const pglite = connectPglite({ dataDir });
  try {
    await bench('PGlite', pglite);
  } finally {
    await pglite.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const admin = connectPostgres(serverUrl, { poolSize: 1 });
  const url = new URL(serverUrl);
  url.pathname = '/civic_bench_inbox';
  const { sql } = await import('drizzle-orm');
  await admin.db.execute(sql`drop database if exists civic_bench_inbox with (force)`);
  await admin.db.execute(sql`create database civic_bench_inbox`);
  const postgres = connectPostgres(url.toString());
  try {
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.db.execute(sql`drop database if exists civic_bench_inbox with (force)`);
    await admin.close();
  }
}
