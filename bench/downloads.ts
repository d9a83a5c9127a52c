// `npm run bench:downloads`: the bulk downloads' memory stays flat whatever the row count
// (docs/decisions/0274-bulk-downloads.md). The app runs as `npm start` runs it, over SYNTHETIC data (made
// up rows in the demo's shape, labelled so) at ×1 the demo's record (1,530 roll calls, 367,200 member
// positions) and at ×10; each download is read to its end over HTTP while the server's resident memory
// (Linux /proc) is sampled. On PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set, else on PGlite.
import { readFileSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/connect.ts';
import { preparePglite, preparePostgres } from './scale/databases.ts';
import { startApp } from './scale/processes.ts';

const DEMO = { officials: 537, bills: 481, rollCalls: 1_530, positionsPerRollCall: 240 };
const FILES = ['positions.csv.gz', 'positions.ndjson.gz', 'roll-calls.csv.gz', 'bills.ndjson.gz'];

/** Synthetic rows in the demo's shape: every value made up, nothing from the real record. */
async function fillSynthetic(db: Database, scale: number) {
  await db.execute(sql`insert into officials (name, party, office, state, bioguide_id)
    select 'Synthetic member ' || g, case when g % 2 = 0 then 'Democratic' else 'Republican' end, case when g <= 100 then 'Senator' else 'Representative' end, 'ST', 'Z' || lpad(g::text, 6, '0')
    from generate_series(1, ${DEMO.officials}) g`);
  await db.execute(sql`insert into bills (bill_number, title, summary, status, level, progressive_score, progressive_analysis, score_source, introduced_date)
    select 'H.R. ' || g, 'Synthetic bill ' || g, 'Synthetic summary', 'Introduced', 'federal', g % 11, 'Synthetic analysis', 'staff', timestamptz '2025-01-03' + g * interval '1 hour'
    from generate_series(1, ${DEMO.bills * scale}) g`);
  await db.execute(sql`insert into roll_calls (key, chamber, congress, session, number, question, result, kind, voted_at, party_tally, members_recorded)
    select 'house:119:1:' || g, 'house', 119, 1, g, 'On Passage', 'Passed', 'passage', timestamptz '2025-01-03' + g * interval '1 hour', '[{"party":"D","yes":120,"no":0,"present":0,"notVoting":0}]'::jsonb, true
    from generate_series(1, ${DEMO.rollCalls * scale}) g`);
  // 153 roll calls (36,720 positions) a statement, each well within the statement timeout on a busy machine.
  const batch = DEMO.rollCalls / 10;
  for (let part = 0; part < scale * 10; part += 1) {
    await db.execute(sql`insert into roll_call_positions (roll_call_id, member_key, name, party, state, position)
      select r.id, 'Z' || lpad(m::text, 6, '0'), 'Synthetic member ' || m, case when m % 2 = 0 then 'D' else 'R' end, 'ST', case when (r.id + m) % 3 = 0 then 'No' else 'Yes' end
      from roll_calls r cross join generate_series(1, ${DEMO.positionsPerRollCall}) m
      where r.number > ${part * batch} and r.number <= ${(part + 1) * batch}`);
  }
  return { positions: DEMO.rollCalls * scale * DEMO.positionsPerRollCall };
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Reads the download to its end (counting its lines) while sampling the server's memory every 20 ms. */
async function measure(baseUrl: string, pid: number, file: string) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/downloads/${file}`);
  let bytes = 0;
  let lines = 0;
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  body.on('data', (chunk: Buffer) => (bytes += chunk.length));
  for await (const chunk of body.pipe(createGunzip())) for (const byte of chunk as Buffer) if (byte === 10) lines += 1;
  clearInterval(sampler);
  return { file, status: response.status, bytes, lines, seconds: (performance.now() - started) / 1000, before, peak };
}

async function run(scale: number) {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const prepared = serverUrl ? await preparePostgres(serverUrl, (db) => fillSynthetic(db, scale)) : await preparePglite((db) => fillSynthetic(db, scale));
  const app = await startApp(prepared.env);
  try {
    console.log(`\nSYNTHETIC data ×${scale} on ${prepared.label} (${prepared.version}): ${prepared.filled.positions.toLocaleString('en-US')} member positions`);
    for (const file of FILES) {
      const m = await measure(app.baseUrl, app.child.pid!, file);
      console.log(
        `  ${m.file.padEnd(20)} ${String(m.status)} ${m.lines.toLocaleString('en-US').padStart(10)} lines ${(m.bytes / 1e6).toFixed(1).padStart(6)} MB gzip'ed in ${m.seconds.toFixed(1)} s; ` +
          `server RSS ${m.before.toFixed(0)} MB before, peak ${m.peak.toFixed(0)} MB (+${(m.peak - m.before).toFixed(0)} MB)`,
      );
    }
  } finally {
    await app.stop();
    await prepared.remove();
  }
}

await run(1);
await run(10);
