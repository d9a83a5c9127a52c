// `npm run bench:downloads`: what a bulk download costs the server (docs/decisions/0274-bulk-downloads.md,
// 0311-bulk-downloads-built-once.md). The app runs as `npm start` runs it, over SYNTHETIC data (made up
// rows in the demo's shape, labelled so) at ×1 the demo's record (1,530 roll calls, 367,200 member
// positions) and at ×10 (`npm run bench:downloads -- 1` for ×1 alone). For each file: a HEAD before any
// GET (it must not build), the first GET (which builds the file), 8 GETs and 8 HEADs at once afterwards
// with a score card's time meanwhile (the database should be idle), a conditional GET, and 20 readers
// that take the first bytes and stall. The server's resident memory (Linux /proc) is sampled throughout.
// On PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set, else on PGlite.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
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

/** The server's resident memory before and at its peak while `work` runs, sampled every 20 ms. */
async function sampled<T>(pid: number, work: () => Promise<T>) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, before, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Reads a download to its end, counting its bytes and its lines. */
async function readWhole(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  let bytes = 0;
  let lines = 0;
  if (response.status === 200) {
    const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    body.on('data', (chunk: Buffer) => (bytes += chunk.length));
    for await (const chunk of body.pipe(createGunzip())) for (const byte of chunk as Buffer) if (byte === 10) lines += 1;
  } else await response.arrayBuffer();
  return { status: response.status, etag: response.headers.get('etag'), length: response.headers.get('content-length'), bytes, lines };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (value: number) => `${value.toFixed(0)} MB`;

/** Score cards fetched one after another until `until` settles: their times show whether the database is busy. */
async function cardTimes(baseUrl: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done || times.length === 0) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/embed/official/1`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

async function measure(baseUrl: string, pid: number, file: string) {
  const url = `${baseUrl}/api/downloads/${file}`;
  const headStarted = performance.now();
  const head = await fetch(url, { method: 'HEAD' });
  const headMs = performance.now() - headStarted;
  console.log(`  ${file}`);
  console.log(
    `    HEAD before any GET: ${head.status} in ${headMs.toFixed(0)} ms, content-length ${head.headers.get('content-length') ?? 'absent'} (nothing built)`,
  );

  const first = await sampled(pid, () => readWhole(url));
  console.log(
    `    first GET (builds): ${first.result.status}, ${first.result.lines.toLocaleString('en-US')} lines, ${(first.result.bytes / 1e6).toFixed(1)} MB gzip'ed in ${first.seconds.toFixed(1)} s; ` +
      `server RSS ${mb(first.before)} before, peak ${mb(first.peak)}`,
  );

  const crowd = sampled(pid, () =>
    Promise.all([
      Promise.all(Array.from({ length: 8 }, () => readWhole(url))),
      Promise.all(Array.from({ length: 8 }, () => fetch(url, { method: 'HEAD' }))),
    ]),
  );
  const cards = await cardTimes(baseUrl, crowd);
  const served = await crowd;
  const [gets, heads] = served.result;
  const sameFile =
    gets.every((answer) => answer.etag === first.result.etag && answer.bytes === first.result.bytes) &&
    heads.every((answer) => answer.headers.get('etag') === first.result.etag);
  console.log(
    `    8 GETs + 8 HEADs at once: ${served.seconds.toFixed(2)} s, same file and tag: ${sameFile}; server RSS peak +${mb(served.peak - served.before)}; ` +
      `score card meanwhile median ${median(cards).toFixed(0)} ms, max ${Math.max(...cards).toFixed(0)} ms (${cards.length} fetched)`,
  );

  const conditionalStarted = performance.now();
  const conditional = await readWhole(url, { 'if-none-match': first.result.etag ?? '' });
  console.log(`    GET with If-None-Match: ${conditional.status} in ${(performance.now() - conditionalStarted).toFixed(0)} ms`);

  // Readers that take the first bytes and then nothing: what they hold is the server's to keep.
  const stalled = await sampled(pid, async () => {
    const readers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const controller = new AbortController();
        const response = await fetch(url, { signal: controller.signal });
        await response.body!.getReader().read();
        return controller;
      }),
    );
    // Long enough for the server to fill what it will buffer for them.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const holding = rssMb(pid);
    for (const reader of readers) reader.abort();
    return holding;
  });
  console.log(
    `    20 stalled readers: server RSS ${mb(stalled.before)} before, ${mb(stalled.result)} while they stall (+${((stalled.result - stalled.before) / 20).toFixed(2)} MB each)`,
  );
}

async function run(scale: number) {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const prepared = serverUrl
    ? await preparePostgres(serverUrl, (db) => fillSynthetic(db, scale))
    : await preparePglite((db) => fillSynthetic(db, scale));
  const app = await startApp(prepared.env);
  try {
    console.log(
      `\nSYNTHETIC data ×${scale} on ${prepared.label} (${prepared.version}): ${prepared.filled.positions.toLocaleString('en-US')} member positions`,
    );
    for (const file of FILES) await measure(app.baseUrl, app.child.pid!, file);
  } finally {
    await app.stop();
    await prepared.remove();
  }
}

const scales = process.argv.slice(2).map(Number);
for (const scale of scales.length > 0 ? scales : [1, 10]) await run(scale);
