// The Imports page's API: staff see every sync's schedule and the runs on record with their progress as
// it stands; 'Run now' needs the queue; the 'Votes as of …' freshness marks votes only once the votes sync
// has missed two scheduled runs. (Who may call these at all: contract-permissions.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CO_SPECIAL } from '../../../tests/support/server/imports/legiscan-zips.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { recordedSeed } from '../imports/run-recorder.ts';
import { importLegiscanDataset } from '../imports/service.ts';
import { addToTotal, finishRun, recordItems, startInlineRun } from '../repositories/import-runs.ts';

// Tuesday 9 September 2025, 16:30 UTC (12:30 in Washington).
let now = new Date('2025-09-09T16:30:00Z');
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ env: { CONGRESS_API_KEY: 'test-key', SYNC_MEMBERS_CRON: 'off' }, clock: () => now });
  staff = (await t.signUp({ isStaff: 1 })).cookie;
});
afterAll(() => t.close());

describe('GET /api/admin/imports', () => {
  it("lists each sync's schedule, next run and why a sync is off", async () => {
    const response = await call(t.app, 'GET', '/api/admin/imports', { cookie: staff });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { syncs } = response.json();
    expect(syncs).toEqual([
      { sync: 'members', cron: null, off: 'setting', keySettings: [], timeZone: 'America/New_York', nextRunAt: null, lastGoodRunAt: null },
      {
        sync: 'votes',
        cron: '5 * * * 1-5',
        off: null,
        keySettings: [],
        timeZone: 'America/New_York',
        nextRunAt: '2025-09-09T17:05:00.000Z',
        lastGoodRunAt: null,
      },
      {
        sync: 'legislation',
        cron: '35 */4 * * *',
        off: null,
        keySettings: [],
        timeZone: 'America/New_York',
        nextRunAt: '2025-09-09T16:35:00.000Z',
        lastGoodRunAt: null,
      },
      {
        sync: 'candidates',
        cron: null,
        off: 'missing-key',
        keySettings: ['FEC_API_KEY'],
        timeZone: 'America/New_York',
        nextRunAt: null,
        lastGoodRunAt: null,
      },
      {
        sync: 'legiscan',
        cron: null,
        off: 'missing-key',
        keySettings: ['LEGISCAN_API_KEY'],
        timeZone: 'America/New_York',
        nextRunAt: null,
        lastGoodRunAt: null,
      },
    ]);
  });

  it('shows a running import’s items done of total as they are counted, and its errors', async () => {
    const run = await startInlineRun(t.db, { sync: 'votes', trigger: 'button', now });
    await addToTotal(t.db, run, 4);
    await recordItems(t.db, run, [
      { key: 'house:119:1:240', outcome: 'added' },
      {
        key: 'house:119:1:241',
        outcome: 'failed',
        error: 'House roll call 241: https://api.congress.gov/v3/house-vote?api_key=SECRET answered HTTP 500',
      },
    ]);
    const [listed] = (await call(t.app, 'GET', '/api/admin/imports', { cookie: staff })).json().runs;
    expect(listed).toMatchObject({ sync: 'votes', trigger: 'button', status: 'running', itemsDone: 2, itemsTotal: 4, added: 1, failed: 1 });
    expect(listed.errors).toHaveLength(1);
    expect(listed).not.toHaveProperty('doneKeys');
    await finishRun(t.db, run, { status: 'succeeded', message: 'Added 1 vote.', now });
  });
});

describe('runs started elsewhere than the schedule or a button', () => {
  it("lists the demo seed's imports as runs the seed started, none of them a sync's last good run", async () => {
    await recordedSeed(t.db, 'candidates', async () => ({ message: "The FEC's candidate summaries (datasets/fec-bulk)." }));
    const { syncs, runs } = (await call(t.app, 'GET', '/api/admin/imports', { cookie: staff })).json();
    expect(runs[0]).toMatchObject({ sync: 'candidates', trigger: 'seed', status: 'succeeded' });
    // Bundled files are as old as they are: the seed does not make the candidates sync look current.
    expect(syncs.find((sync: { sync: string }) => sync.sync === 'candidates').lastGoodRunAt).toBeNull();
  });

  it('lists a LegiScan dataset imported from the command line like any other run', async () => {
    const ctx = { db: t.db, config: t.app.config, origin: { trigger: 'cli' as const }, clock: () => now };
    const result = await importLegiscanDataset(ctx, CO_SPECIAL);
    const { runs } = (await call(t.app, 'GET', '/api/admin/imports', { cookie: staff })).json();
    expect(runs.find((run: { sync: string }) => run.sync === 'legiscan')).toMatchObject({
      sync: 'legiscan',
      trigger: 'cli',
      status: 'succeeded',
      message: result.message,
    });
  });
});

describe('POST /api/admin/imports/:sync/run', () => {
  it('answers 503 on a server not running the queue, and 400 for an unknown sync', async () => {
    expect((await call(t.app, 'POST', '/api/admin/imports/votes/run', { cookie: staff })).statusCode).toBe(503);
    expect((await call(t.app, 'POST', '/api/admin/imports/everything/run', { cookie: staff })).statusCode).toBe(400);
  });
});

describe('GET /api/freshness/votes', () => {
  it('marks nothing while the votes sync keeps up, and the last good sync’s time once it has missed two runs', async () => {
    // The last good votes run ended at 16:30; at 17:20 one scheduled run (17:05) has come and gone.
    now = new Date('2025-09-09T17:20:00Z');
    expect((await call(t.app, 'GET', '/api/freshness/votes')).json()).toEqual({ staleSince: null, votesAsOf: null });
    // By 18:20 the 17:05 and 18:05 runs were both missed.
    now = new Date('2025-09-09T18:20:00Z');
    expect((await call(t.app, 'GET', '/api/freshness/votes')).json()).toEqual({
      staleSince: '2025-09-09T17:05:00.000Z',
      votesAsOf: '2025-09-09T16:30:00.000Z',
    });
  });
});
