// `npm run bench:scale`: the app at ten times the demo's federal data (`-- --small`: the demo's size, a quick
// check) beside the real state legislatures and 2026 state candidates (`-- --no-states`: without them), on
// PGlite and on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL). For each: requests per second of the read
// endpoints under 50 connections against a bare server sending the same bytes, first-page sizes, the first
// read after a write, and start time (docs/decisions/0142-scale-benchmark.md). Goals are reported, never
// enforced: the exit code says only whether the benchmark itself ran.
import { cpus } from 'node:os';
import type { Database } from '../../src/server/db/connect.ts';
import { BENCH_SIZES, type BenchData, generateBenchData } from '../generate-data.ts';
import { median } from '../measure.ts';
import { type Prepared, preparePglite, preparePostgres } from './databases.ts';
import { CONNECTIONS } from './load.ts';
import { startApp } from './processes.ts';
import { addWriter, firstReadsAfterWrites } from './read-after-write.ts';
import { type EndpointFigures, printGoals } from './report.ts';
import { loadStatehouses, type StatehouseData, statehouseEndpoints } from './statehouses.ts';
import { measureThroughput } from './throughput.ts';

const small = process.argv.includes('--small');
const withStates = !process.argv.includes('--no-states');
const size = small ? BENCH_SIZES.x1 : BENCH_SIZES.x10;
const plan = { seconds: small ? 2 : 10, warmUpSeconds: small ? 1 : 2, writes: small ? 20 : 200, restarts: 3 };
/** In the generated prose of titles, summaries and articles, so every search group has matches. */
const SEARCH_WORD = 'vote';

type Filled = BenchData & { states?: StatehouseData };

const endpoints = (data: Filled) => [
  '/api/articles',
  '/api/bills',
  '/api/bills?sort=highest',
  '/api/candidates',
  '/api/candidates?sort=raised',
  `/api/candidates?state=${data.busiestState}`,
  `/api/races/${data.busiestRace}`,
  '/api/officials',
  '/api/votes',
  `/api/officials/${data.officialId}/votes`,
  `/api/bills/${data.busiestBillId}/comments`,
  `/api/search?q=${SEARCH_WORD}`,
  ...(data.states ? statehouseEndpoints(data.states) : []),
];

async function fill(db: Database): Promise<Filled> {
  const data = await generateBenchData(db, size);
  const states = withStates ? await loadStatehouses(db) : undefined;
  await addWriter(db);
  return { ...data, states };
}

async function benchDatabase(prepared: Prepared<Filled>) {
  console.log(`\n${prepared.label} (${prepared.version}): ${CONNECTIONS} connections, ${plan.seconds} s per endpoint and server`);
  const app = await startApp(prepared.env);
  let figures: EndpointFigures[];
  let writes: number[];
  try {
    figures = await measureThroughput(app.baseUrl, endpoints(prepared.filled), plan);
    writes = await firstReadsAfterWrites(app.baseUrl, prepared.filled.busiestBillId, plan.writes);
  } finally {
    await app.stop();
  }
  const restarts: number[] = [];
  for (let i = 0; i < plan.restarts; i++) {
    const again = await startApp(prepared.env);
    restarts.push(again.startMs);
    await again.stop();
  }
  printGoals(figures, writes, { first: app.startMs, restart: median(restarts) });
}

const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const counts = Object.entries(size)
  .map(([table, count]) => `${count} ${table}`)
  .join(', ');
console.log(
  `scale benchmark, ${small ? 'x1 (--small)' : 'x10'}: ${counts}${withStates ? '; with the real state legislatures and 2026 state candidates' : ''}`,
);
console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.versions.node}`);
const preparations = [() => preparePglite(fill), ...(serverUrl ? [() => preparePostgres(serverUrl, fill)] : [])];
if (!serverUrl) console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
for (const prepare of preparations) {
  const started = performance.now();
  const prepared = await prepare();
  console.log(`\n${prepared.label}: data generated and loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    await benchDatabase(prepared);
  } finally {
    await prepared.remove();
  }
}
