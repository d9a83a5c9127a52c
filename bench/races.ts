// `npm run bench:races`: the demo's real candidates (both FEC files, every sitting member linked by FEC id)
// under 50 connections: the Candidates tab's first page (its default sort and the money sort), a race's
// answer and its drawn page, against the goal of 50 ms p99 (docs/decisions/0251-race-pages.md).
// On PGlite, and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names a server. Reported, never enforced.
import path from 'node:path';
import type { Database } from '../src/server/db/connect.ts';
import { importFecBulk } from '../src/server/imports/fec-bulk/fec-bulk-import.ts';
import { mapLegislator, readLegislators } from '../src/server/imports/legislators/legislators-mapping.ts';
import { datasetsDir } from '../src/server/platform/datasets.ts';
import { insertOfficials } from '../src/server/repositories/import-officials.ts';
import { type Prepared, preparePglite, preparePostgres } from './scale/databases.ts';
import { CONNECTIONS, load, waitUntilIdle } from './scale/load.ts';
import { startApp } from './scale/processes.ts';

const GOAL_P99_MS = 50;
const SECONDS = process.argv.includes('--small') ? 2 : 10;
// /healthz first: the same server's floor under this machine's load at the time, to read the rest against.
const PAGES = ['/healthz', '/api/candidates', '/api/candidates?sort=raised', '/api/races/NY-14', '/api/races/CA-senate', '/race/NY-14'];

async function fill(db: Database) {
  await insertOfficials(db, (await readLegislators()).map(mapLegislator));
  await importFecBulk(db, path.join(datasetsDir, 'fec-bulk', 'weball24.txt'), { candidates: false });
  const { added } = await importFecBulk(db, path.join(datasetsDir, 'fec-bulk', 'weball26.txt'), { candidates: true });
  return added;
}

async function bench(prepared: Prepared<number>) {
  console.log(`\n${prepared.label} (${prepared.version}): ${prepared.filled} candidates, ${CONNECTIONS} connections, ${SECONDS} s a page`);
  const app = await startApp(prepared.env);
  try {
    for (const page of PAGES) {
      await load(`${app.baseUrl}${page}`, 1);
      await waitUntilIdle(app.baseUrl);
      const result = await load(`${app.baseUrl}${page}`, SECONDS);
      await waitUntilIdle(app.baseUrl);
      const verdict = result.p99Ms <= GOAL_P99_MS ? 'meets' : 'misses';
      console.log(
        `  ${page.padEnd(30)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${String(result.p99Ms).padStart(4)} ms (${verdict} ${GOAL_P99_MS} ms)  failures ${result.failures}`,
      );
    }
  } finally {
    await app.stop();
  }
}

const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
for (const prepare of [() => preparePglite(fill), ...(serverUrl ? [() => preparePostgres(serverUrl, fill)] : [])]) {
  const prepared = await prepare();
  try {
    await bench(prepared);
  } finally {
    await prepared.remove();
  }
}
