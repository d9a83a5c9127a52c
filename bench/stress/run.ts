// `npm run stress [-- --short]`: the app under faults, on PostgreSQL (docs/decisions/0153-stress-suite.md).
// (a) 200 writers through a database restart, (c) a slowloris burst, (d) one address flooding sign-up and
// sign-in, (e) one address flooding search on the embedded database, (b) SIGTERM with requests in flight,
// (f) scheduled syncs on two instances through a database restart (alone: `--only=syncs`), (g) 200 writers
// in one busy discussion with no fault, back to back and then paced, whose p99 must stay quick (alone: `--only=writers`); prints the
// figures and exits non-zero when a goal is missed. Not part of `npm test`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { CLIENT_TIMEOUTS } from '../../src/server/app.ts';
import { connectPostgres, type Database } from '../../src/server/db/connect.ts';
import { startTsProcess } from '../scale/processes.ts';
import { type StressDatabase, startStressDatabase } from './cluster.ts';
import { type FloodResult, runFlood, searchAttack, signUpAndSignInAttack } from './floods.ts';
import { busyDiscussion, type Cast, castWriters } from './people.ts';
import { runShutdown } from './shutdown.ts';
import { runSlowloris } from './slowloris.ts';
import { runSyncs } from './syncs.ts';
import { runWriters } from './writers.ts';

const short = process.argv.includes('--short');
// `--only=syncs` runs scenario (f) alone.
const onlySyncs = process.argv.includes('--only=syncs');
// `--only=writers` runs scenario (g) alone.
const onlyWriters = process.argv.includes('--only=writers');
const PLAN = {
  writers: 200,
  writeMs: short ? 20_000 : 60_000,
  slowConnections: short ? 200 : 500,
  // Past the headers timeout and one check, so the server has closed every slow connection by the end.
  slowMs: CLIENT_TIMEOUTS.headersMs + CLIENT_TIMEOUTS.checkEveryMs + 3_000,
  floodAttackers: 20,
  floodMs: short ? 10_000 : 30_000,
  shutdownWriters: 100,
  shutdownWarmUpMs: 3_000,
  syncMinutes: short ? 3 : 5,
  // (g)'s discussion before its writers start: what a busy thread holds.
  busyComments: 20_000,
  // (g)'s paced writers: each posts once a second, 200 posts a second in one thread.
  writerPaceMs: 1_000,
};
const GOALS = {
  recoveryMs: 5_000,
  probeP99Ms: 500,
  hotWriteP99Ms: 250,
  slowClosedWithinMs: CLIENT_TIMEOUTS.headersMs + 2 * CLIENT_TIMEOUTS.checkEveryMs + 1_000,
};

const results: { goal: string; met: boolean }[] = [];
const check = (goal: string, met: boolean) => results.push({ goal, met });
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  console.log(
    `stress${short ? ' (--short)' : ''}: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
  );
  const database = await startStressDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-stress-'));
  const sessionSecret = randomBytes(32).toString('base64url');
  const harness = connectPostgres(database.url, { poolSize: 4 });
  try {
    console.log(`database: ${database.version}`);
    if (onlySyncs) {
      await scheduledSyncs(database, dataDir);
      return report();
    }
    const { DATABASE_URL: _inherited, ...inherited } = process.env;
    const app = await startTsProcess(
      'src/server/server.ts',
      [],
      {
        ...inherited,
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        SESSION_SECRET: sessionSecret,
        PUBLIC_URL: 'https://civic.example',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        // (a) measures faults, not limits: its 200 writers post back to back.
        COMMENTS_PER_MINUTE: '100000',
        WRITES_PER_MINUTE: '100000',
        PUBLIC_READS_PER_MINUTE: '100000000',
      },
      '/readyz',
    );
    const cast = await castWriters(harness.db, PLAN.writers, sessionSecret);
    if (onlyWriters) {
      await hotWrites(app.baseUrl, harness.db, cast);
      await app.stop();
      return report();
    }

    console.log(`\n(a) ${PLAN.writers} writers for ${PLAN.writeMs / 1000} s, the database restarted half-way`);
    const a = await runWriters({ baseUrl: app.baseUrl, db: harness.db, cast, durationMs: PLAN.writeMs, restart: database.restart });
    console.log(`  answers: ${JSON.stringify(a.statuses)}, network errors ${a.networkErrors}`);
    console.log(`  acknowledged ${a.acknowledged}, lost ${a.lost}, duplicated ${a.duplicated}, stored unacknowledged ${a.unacknowledged}`);
    console.log(`  write latency p50 ${ms(a.writeP50Ms)}, p99 ${ms(a.writeP99Ms)}; restart took ${ms(a.restartMs!)}`);
    console.log(
      `  after the database was back: /readyz 200 in ${ms(a.readyAfterMs!)}, first acknowledged write in ${ms(a.firstWriteAfterMs!)}`,
    );
    check('(a) 0 acknowledged writes lost', a.lost === 0);
    check('(a) 0 writes duplicated by retries', a.duplicated === 0 && a.unacknowledged === 0);
    check('(a) 0 answers other than 2xx/503, 0 dropped connections', a.otherAnswers === 0 && a.networkErrors === 0);
    check(`(a) recovery <= ${GOALS.recoveryMs / 1000} s`, a.readyAfterMs! <= GOALS.recoveryMs && a.firstWriteAfterMs! <= GOALS.recoveryMs);

    await hotWrites(app.baseUrl, harness.db, cast);

    console.log(
      `\n(c) slowloris: ${PLAN.slowConnections} connections trickling headers for ${PLAN.slowMs / 1000} s, one client reading meanwhile`,
    );
    const c = await runSlowloris({ baseUrl: app.baseUrl, connections: PLAN.slowConnections, durationMs: PLAN.slowMs });
    console.log(
      `  reader before: p50 ${ms(c.baselineP50Ms)}; during: ${c.probes} requests, ${c.probeFailures} failed, p50 ${ms(c.probeP50Ms)}, p99 ${ms(c.probeP99Ms)}, max ${ms(c.probeMaxMs)}`,
    );
    console.log(
      `  slow connections closed by the server: ${c.closedByServer}/${c.slowConnections}, the last after ${ms(c.closedAfterMaxMs)}`,
    );
    check(
      `(c) the reader is answered throughout, p99 <= ${GOALS.probeP99Ms} ms`,
      c.probeFailures === 0 && c.probeP99Ms <= GOALS.probeP99Ms,
    );
    check(
      `(c) every slow connection closed within ${GOALS.slowClosedWithinMs / 1000} s`,
      c.closedByServer === c.slowConnections && c.closedAfterMaxMs <= GOALS.slowClosedWithinMs,
    );

    console.log(
      `\n(d) one address floods sign-up (zxcvbn's slowest passwords) and sign-in, ${PLAN.floodAttackers} at a time for ${PLAN.floodMs / 1000} s`,
    );
    const d = await runFlood({
      baseUrl: app.baseUrl,
      attackers: PLAN.floodAttackers,
      durationMs: PLAN.floodMs,
      attack: signUpAndSignInAttack(app.baseUrl, 'nobody@example.test'),
    });
    reportFlood(d);
    check(
      `(d) /healthz answered throughout a sign-up flood, p99 <= ${GOALS.probeP99Ms} ms`,
      d.probeFailures === 0 && d.probeP99Ms <= GOALS.probeP99Ms,
    );

    console.log(
      `\n(e) one address floods search ('x or -y', never cached) on the embedded database with the demo content, ${PLAN.floodAttackers} at a time`,
    );
    const embedded = await startTsProcess(
      'src/server/server.ts',
      [],
      { ...inherited, NODE_ENV: 'development', LOG_LEVEL: 'error', DATA_DIR: path.join(dataDir, 'embedded') },
      '/readyz',
    );
    try {
      const e = await runFlood({
        baseUrl: embedded.baseUrl,
        attackers: PLAN.floodAttackers,
        durationMs: PLAN.floodMs,
        attack: searchAttack(embedded.baseUrl),
      });
      reportFlood(e);
      check(
        `(e) /healthz answered throughout a search flood, p99 <= ${GOALS.probeP99Ms} ms`,
        e.probeFailures === 0 && e.probeP99Ms <= GOALS.probeP99Ms,
      );
    } finally {
      await embedded.stop();
    }

    console.log(`\n(b) SIGTERM after ${PLAN.shutdownWarmUpMs / 1000} s of ${PLAN.shutdownWriters} writers`);
    const b = await runShutdown({
      baseUrl: app.baseUrl,
      child: app.child,
      db: harness.db,
      cast: { ...cast, cookies: cast.cookies.slice(0, PLAN.shutdownWriters) },
      warmUpMs: PLAN.shutdownWarmUpMs,
    });
    console.log(
      `  in flight at SIGTERM ${b.inFlightAtSigterm}: ${b.answered2xx} answered 2xx, ${b.answered503} answered 503, ${b.unanswered} unanswered`,
    );
    console.log(`  acknowledged but not stored ${b.acknowledgedMissing}; exit code ${b.exitCode} after ${ms(b.exitMs)}`);
    check(
      '(b) every request in flight answered, every acknowledged write stored',
      b.unanswered === 0 && b.acknowledgedMissing === 0 && b.inFlightAtSigterm > 0,
    );
    check('(b) the process exits 0', b.exitCode === 0);
    await app.stop();
    await scheduledSyncs(database, dataDir);
  } finally {
    await harness.close().catch(() => undefined);
    await database.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return report();
}

function report() {
  console.log('\ngoals:');
  for (const { goal, met } of results) console.log(`  ${met ? 'met   ' : 'MISSED'} ${goal}`);
  return results.every((r) => r.met) ? 0 : 1;
}

async function scheduledSyncs(database: StressDatabase, dataDir: string) {
  console.log(
    `\n(f) two instances, the votes and bills syncs every minute for ${PLAN.syncMinutes} minutes, the database restarted as the second tick's runs start`,
  );
  const f = await runSyncs({
    clusterUrl: database.url,
    dataDir: path.join(dataDir, 'syncs'),
    minutes: PLAN.syncMinutes,
    restart: database.restart,
  });
  console.log(
    `  ticks ${f.ticks}: runs scheduled ${f.scheduled}, jobs queued ${f.jobs} (${f.strays} outside any tick), runs completed ${f.completed}, ticks skipped while the sync's earlier run was pending ${f.skipped}, duplicates ${f.duplicates}, lost ${f.lost.length}${f.lost.length ? ` (${f.lost.join(', ')})` : ''}`,
  );
  console.log(
    `  runs resumed by a later attempt ${f.resumedRuns}, runs failed ${f.failedRuns}; restart took ${ms(f.restartMs)}; instances exited ${f.exitCodes.join(' and ')}`,
  );
  check('(f) every tick ran each sync once: 0 duplicates', f.duplicates === 0);
  check('(f) 0 scheduled runs lost', f.lost.length === 0 && f.completed + f.skipped === f.scheduled);
  check(
    '(f) both instances exit 0',
    f.exitCodes.every((code) => code === 0),
  );
}

/**
 * (g) in two parts (docs/decisions/0301-hot-writes-measured-at-a-pace.md): back to back, the discussion's
 * capacity, posts a second, whose latency is the queue of 200 always-waiting posts; then each writer posting
 * once every PLAN.writerPaceMs, where the goal is held: a post's own cost in a busy thread.
 */
async function hotWrites(baseUrl: string, db: Database, cast: Cast) {
  console.log(`\n(g) ${PLAN.writers} writers in one discussion of ${PLAN.busyComments} comments, no fault`);
  const busy = await busyDiscussion(db, cast, PLAN.busyComments);
  const capacity = await runWriters({ baseUrl, db, cast: busy, durationMs: PLAN.writeMs });
  console.log(
    `  back to back for ${PLAN.writeMs / 1000} s: ${Math.round(capacity.acknowledged / (PLAN.writeMs / 1000))} posts a second; latency p50 ${ms(capacity.writeP50Ms)}, p99 ${ms(capacity.writeP99Ms)} (the queue: ${PLAN.writers} waiting posts over that rate)`,
  );
  const paced = await runWriters({ baseUrl, db, cast: busy, durationMs: PLAN.writeMs, paceMs: PLAN.writerPaceMs });
  console.log(
    `  each posting every ${PLAN.writerPaceMs / 1000} s for ${PLAN.writeMs / 1000} s: ${Math.round(paced.acknowledged / (PLAN.writeMs / 1000))} posts a second; latency p50 ${ms(paced.writeP50Ms)}, p99 ${ms(paced.writeP99Ms)}`,
  );
  for (const [part, g] of [
    ['back to back', capacity],
    ['paced', paced],
  ] as const) {
    console.log(
      `  ${part}: answers ${JSON.stringify(g.statuses)}, network errors ${g.networkErrors}; acknowledged ${g.acknowledged}, lost ${g.lost}, duplicated ${g.duplicated}`,
    );
  }
  check(`(g) paced writers: a post in a busy discussion p99 <= ${GOALS.hotWriteP99Ms} ms`, paced.writeP99Ms <= GOALS.hotWriteP99Ms);
  check(
    '(g) none lost or duplicated, back to back or paced',
    [capacity, paced].every((g) => g.lost === 0 && g.duplicated === 0),
  );
}

function reportFlood(flood: FloodResult) {
  console.log(`  attack: ${flood.sent} requests, answers ${JSON.stringify(flood.statuses)}`);
  console.log(
    `  /healthz before: p99 ${ms(flood.healthBeforeP99Ms)}; during: ${flood.probes} requests, ${flood.probeFailures} failed, p50 ${ms(flood.probeP50Ms)}, p99 ${ms(flood.probeP99Ms)}, max ${ms(flood.probeMaxMs)}`,
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('stress: failed:', error);
    process.exit(2);
  },
);
