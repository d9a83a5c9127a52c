// The browser journeys' server (playwright.config.ts `webServer`): builds the client into a folder of its
// own, starts the loopback replay server of the public-data fixtures plus a tiny control endpoint beside
// it (so a test can script an upstream failure), then the app instances, each on a fresh temporary database
// (so the demo seed runs: demo accounts and content):
//   - the main app, with dummy API keys and every public-data base URL pointed at the replay server;
//   - a keyless app, whose import buttons answer 'Setup Required' / 'API Key Required';
//   - an app without the demo seed (empty states), and one running the scheduled syncs' job queue.
// See docs/decisions/0080-browser-journey-harness.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { buildApp } from '../../../src/server/app.ts';
import { connectDatabase } from '../../../src/server/db/connect.ts';
import { seedDemoCandidates, seedDemoContent } from '../../../src/server/demo/seed.ts';
import type { Service } from '../../../src/server/imports/fixtures/fixture-routes.ts';
import { importOpenStatesPeople } from '../../../src/server/imports/openstates-people/openstates-import.ts';
import { currentCongress } from '../../../src/server/imports/service.ts';
import { chooseDemoStatehouses, loadDemoStatehouses } from '../../../src/server/jobs/demo-statehouses.ts';
import { digestQueue, startDigestJobs } from '../../../src/server/jobs/digest-jobs.ts';
import { startImportQueue } from '../../../src/server/jobs/import-queue.ts';
import { loadConfig } from '../../../src/server/platform/config.ts';
import { OPENSTATES_PEOPLE } from '../../support/server/imports/openstates-zips.ts';
import { type ScriptedResponse, startReplayServer } from '../../support/server/imports/replay-server.ts';
import { startSmtpCapture } from '../../support/server/smtp-capture.ts';
import { TEST_PASSWORD_COST } from '../../support/server/test-password-cost.ts';
import { UNLIMITED_REQUESTS } from '../../support/server/unlimited-requests.ts';
import { EMPTY_HOST, EMPTY_STAFF_EMAIL, emptyURL, JOBS_HOST, ports } from './ports.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const clientDir = path.join(root, '.tmp', 'e2e-client');
const prerenderDir = path.join(root, '.tmp', 'e2e-prerender');
const dataDirs: string[] = [];
const apps: FastifyInstance[] = [];
/** The job-queue app's queue, where the control endpoint adds a digest tick. */
let digestBoss: PgBoss | undefined;
const quiet = { info: () => undefined, warn: (object: object, message: string) => console.warn(message, object) };

function buildClient() {
  // Always a fresh build of the client and of its first-screen renderer as they are now, into folders
  // nobody else writes to.
  const builds = [
    { outDir: clientDir, flags: [] },
    { outDir: prerenderDir, flags: ['--ssr'] },
  ];
  for (const { outDir, flags } of builds) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...flags, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (result.status !== 0) throw new Error(`e2e: the client build failed (npx vite build ${flags.join(' ')})`);
  }
}

async function startApp(
  port: number,
  env: Record<string, string>,
  { host = '127.0.0.1', seed = true, queue = false, peopleOf = [] as string[] } = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-e2e-'));
  dataDirs.push(dataDir);
  // Mailed links name the configured origin only: the address the journeys open.
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: host,
    PORT: String(port),
    PUBLIC_URL: `http://${host}:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // No state legislature unless the app's env names one: each costs the suite's start seconds.
    DEMO_STATEHOUSES: 'none',
    ...env,
  });
  // DATABASE_URL unset: embedded PGlite in the fresh DATA_DIR, as `npm start` on a first run.
  const database = connectDatabase(config);
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    clientDir,
    prerenderFile: path.join(prerenderDir, 'prerender.js'),
    // Every journey signs in or signs up through the real routes; the per-address sign-in limit
    // (20 a minute) is for people, and this suite is one address making many honest sign-ins.
    authRateLimit: { max: 100_000, timeWindow: 60_000 },
    requestLimits: UNLIMITED_REQUESTS,
    // New passwords at the test apps' cost: at production's (128 MiB of scrypt each), a sign-up by API took
    // over the 7-second action timeout on a loaded machine. The demo accounts keep their production hashes.
    passwordCost: TEST_PASSWORD_COST,
  });
  app.addHook('onClose', async () => database.close());
  if (seed) {
    await seedDemoContent(app.db, quiet);
    await seedDemoCandidates(app.db, quiet);
    // The state legislatures DEMO_STATEHOUSES names, loaded before the app listens so no journey meets one
    // still loading.
    const statehouses = { db: app.db, config, log: app.log };
    if (await chooseDemoStatehouses(statehouses, new Date())) await loadDemoStatehouses(statehouses);
    // Open States' people of states whose roll calls are not loaded: legislators with no voting record here.
    if (peopleOf.length > 0) await importOpenStatesPeople(app.db, OPENSTATES_PEOPLE, { states: peopleOf, progress: () => {} });
  }
  if (queue) {
    // As server.ts starts it, with a quick poll so 'Run now' starts within a second, and a short upstream
    // timeout so a request the journey holds (a scripted hang) ends in seconds.
    const jobs = await startImportQueue(database, config, app.log, {
      pollingIntervalSeconds: 1,
      importOptions: { http: { timeoutMs: 4_000, retries: 0 } },
    });
    app.importQueue = jobs;
    app.addHook('preClose', async () => jobs.stop());
    await startDigestJobs(jobs.boss, { db: app.db, mailer: app.mailer, config, log: app.log, pollingIntervalSeconds: 1 });
    digestBoss = jobs.boss;
  }
  await app.listen({ port, host });
  apps.push(app);
  return app;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

/** `match`: answer only requests whose query has these parameter values (e.g. {"jurisdiction": "Vermont"}). */
type ScriptRequest = {
  service: Service;
  path: string;
  responses: ScriptedResponse[];
  always?: boolean;
  first?: boolean;
  match?: Record<string, string>;
};

function queryMatcher(match: Record<string, string> | undefined) {
  if (!match) return undefined;
  return (query: URLSearchParams) => Object.entries(match).every(([key, value]) => query.get(key) === value);
}

async function main() {
  buildClient();
  const replay = await startReplayServer();
  // Every app sends its mail (verification, reset, notices) to this loopback SMTP server; a journey reads
  // it through the control endpoint and follows the links as a reader would.
  const smtp = await startSmtpCapture();
  const aliasCurrentSession = () => {
    // The importers ask for the Congress sitting today (119th, session 2 in 2026); the recorded House
    // roll calls are of session 1. Answer the current session's paths with those recorded responses.
    const { congress, session } = currentCongress(new Date());
    const sitting = `/house-vote/${congress}/${session}`;
    const firstPage = (query: URLSearchParams) => Number(query.get('offset') ?? 0) === 0;
    replay.always('congress', sitting, { file: 'congress-gov/concord_list_house_119_1.json' }, firstPage);
    // Past the recorded first page: the empty page that ends the paging.
    replay.always('congress', sitting, { body: { houseRollCallVotes: [] } }, (query) => !firstPage(query));
    replay.always('congress', `${sitting}/240`, { file: 'congress-gov/concord_detail_house_119_1_240.json' });
    replay.always('congress', `${sitting}/240/members`, { file: 'congress-gov/concord_members_house_119_1_240.json' });
  };
  aliasCurrentSession();

  // Test-only control of the REPLAY server (and of nothing in the app but its digest tick, POST /digest-tick):
  // POST /script queues scripted answers for
  // one upstream path (optionally only for requests with the query values of `match`; the first matching
  // script answers); POST /reset drops them (and, with {"aliases": false}, the current-session aliases).
  const control = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'GET' && url.pathname === '/mail') {
      // Answers when a mail to `to` whose subject contains `subject` has arrived (no polling by the test).
      const subject = url.searchParams.get('subject') ?? '';
      void smtp
        .waitForMail(url.searchParams.get('to') ?? '', (mail) => mail.subject.includes(subject))
        .then((mail) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mail)));
      return;
    }
    readBody(req)
      .then((text) => {
        if (req.method === 'POST' && req.url === '/script') {
          const body = JSON.parse(text) as ScriptRequest;
          const match = queryMatcher(body.match);
          if (body.always) replay.always(body.service, body.path, body.responses[0]!, match);
          else replay.script(body.service, body.path, body.responses, match, { first: body.first });
        } else if (req.method === 'POST' && req.url === '/digest-tick') {
          // The job-queue app's 'immediately' digest schedule ticks now (a job on its queue, as the cron
          // would add), so a journey need not wait for the next minute.
          if (!digestBoss) throw new Error('no job-queue app');
          return digestBoss.send(digestQueue('immediately'), {}).then(() => void res.writeHead(204).end());
        } else if (req.method === 'POST' && req.url === '/reset') {
          replay.reset();
          if ((JSON.parse(text || '{}') as { aliases?: boolean }).aliases !== false) aliasCurrentSession();
        } else {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(204).end();
      })
      .catch((error: unknown) => res.writeHead(400).end(String(error)));
  });
  await new Promise<void>((resolve) => control.listen(ports.control, '127.0.0.1', resolve));

  const keys = { CONGRESS_API_KEY: 'e2e-dummy-congress', OPENSTATES_API_KEY: 'e2e-dummy-openstates', FEC_API_KEY: 'e2e-dummy-fec' };
  const bases = {
    SMTP_URL: smtp.url,
    CONGRESS_API_URL: replay.base('congress'),
    OPENSTATES_API_URL: replay.base('openstates'),
    FEC_API_URL: replay.base('fec'),
    SENATE_URL: replay.base('senate'),
    HOUSE_CLERK_URL: `${replay.url}/house-clerk`,
  };
  // The keyless instance first: the main app's /readyz is what Playwright waits on. It also holds one state
  // legislature, Minnesota's, which the statehouse journeys read there: no other journey's lists, searches
  // or counts meet a state item.
  // Arizona's people too, without its roll calls: the ZIP journeys' state without votes, and its two-member House districts.
  await startApp(ports.keyless, { ...bases, DEMO_STATEHOUSES: 'MN' }, { peopleOf: ['AZ'] });
  // No demo seed: every list is empty, and no account exists until a test signs one up.
  await startApp(ports.empty, { ...bases, ADMIN_EMAILS: EMPTY_STAFF_EMAIL }, { host: EMPTY_HOST, seed: false });
  // The Imports page's app: members off by its setting, candidates off for want of its key, and the votes
  // and bills schedules at a time no journey reaches (so only 'Run now' starts a run).
  await startApp(
    ports.jobs,
    {
      CONGRESS_API_KEY: keys.CONGRESS_API_KEY,
      ...bases,
      SYNC_MEMBERS_CRON: 'off',
      SYNC_VOTES_CRON: '0 4 1 1 *',
      SYNC_BILLS_CRON: '0 5 1 1 *',
    },
    { host: JOBS_HOST, queue: true },
  );
  // The main app last: its /readyz is what Playwright waits on, so every other app listens by then (the Imports
  // page's app, started after it, once met its first journey with ECONNREFUSED on a loaded machine).
  await startApp(ports.app, { ...keys, ...bases });
  console.log(
    `e2e: app http://127.0.0.1:${ports.app}, keyless app :${ports.keyless}, empty app ${emptyURL}, replay ${replay.url}, control :${ports.control}`,
  );

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await Promise.allSettled(apps.map((app) => app.close()));
    control.close();
    await replay.close().catch(() => undefined);
    await smtp.close().catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error('e2e server failed to start:', error instanceof Error ? (error.stack ?? error.message) : error);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
