// The LegiScan sync against a loopback API answering getDatasetList and getDataset as LegiScan's manual
// documents them, with real dataset archives: only sessions whose dataset_hash changed are downloaded, a
// refusal is a failed run with LegiScan's words, the monthly budget is counted across runs and stops a run,
// LEGISCAN_STATES limits the states, and the key appears in no progress line, run record or error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_KEY } from '../../../../tests/support/server/imports/import-context.ts';
import { type LegiscanApiServer, type ServedDataset, startLegiscanApi } from '../../../../tests/support/server/imports/legiscan-api.ts';
import { CO_SPECIAL, cutIowa, writeZip } from '../../../../tests/support/server/imports/legiscan-zips.ts';
import { silentLog } from '../../../../tests/support/server/jobs/queue-fixture.ts';
import { createTestDatabase } from '../../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { appState, bills, importRuns, legiscanSessions } from '../../db/schema.ts';
import { type ImportJob, importJobRunner } from '../../jobs/import-queue.ts';
import { loadConfig } from '../../platform/config.ts';
import { LEGISCAN_REQUESTS_KEY, legiscanRequestsUsed } from '../../repositories/legiscan-requests.ts';
import { type ImportContext, syncLegiscan } from '../service.ts';
import { importLegiscan } from './legiscan-import.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const dir = mkdtempSync(path.join(tmpdir(), 'civic-legiscan-sync-'));
let handle: DatabaseHandle;
let api: LegiscanApiServer;

// Colorado's 2025 special session (42 KB, CSV) and three bills of Iowa's 2025-2026 session (JSON), as LegiScan lists them.
const colorado: ServedDataset = {
  file: CO_SPECIAL,
  stateId: 6,
  sessionId: 2224,
  yearStart: 2025,
  yearEnd: 2025,
  special: true,
  name: '1st Special Session',
  title: '2025 1st Special Session',
  hash: '8ca9ac23e2123f1daaee6889b5064633',
  date: '2025-08-28',
  accessKey: 'co-access',
};
const iowa: ServedDataset = {
  file: path.join(dir, 'iowa.zip'),
  stateId: 15,
  sessionId: 2177,
  yearStart: 2025,
  yearEnd: 2026,
  special: false,
  name: '91st General Assembly',
  title: '2025-2026 Regular Session',
  hash: '0123456789abcdef0123456789abcdef',
  date: '2025-10-26',
  accessKey: 'ia-access',
};
// Listed, never downloaded: a session long over, and LegiScan's dataset of Congress.
const older: ServedDataset = { ...iowa, sessionId: 1500, yearStart: 2017, yearEnd: 2018, hash: 'f'.repeat(32), accessKey: 'old' };
const congress: ServedDataset = { ...iowa, stateId: 52, sessionId: 2199, hash: 'e'.repeat(32), accessKey: 'us' };

beforeAll(async () => {
  handle = await createTestDatabase();
  const iowaFiles = await cutIowa(['SF2340', 'HF1032']);
  await writeZip(iowa.file, iowaFiles);
  // Iowa's dataset is held already, imported by hand under LegiScan's name with the hash the list gives.
  const named = path.join(dir, `IA_2025-2026_91st_General_Assembly_JSON_20251026_${iowa.hash}.zip`);
  await writeZip(named, iowaFiles);
  await importLegiscan(handle.db, named, () => undefined);
  api = await startLegiscanApi(TEST_KEY, [colorado, iowa, older, congress]);
});
afterAll(async () => {
  await api?.close();
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => api.reset());

function context(env: Record<string, string> = {}): ImportContext & { lines: string[] } {
  const lines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    SESSION_SECRET: 'x'.repeat(32),
    LEGISCAN_API_KEY: TEST_KEY,
    LEGISCAN_API_URL: api.url,
    ...env,
  });
  return {
    db: handle.db,
    config,
    lines,
    progress: (line) => lines.push(line),
    origin: { trigger: 'button' },
    clock: () => NOW,
    options: { http: { timeoutMs: 5_000, retries: 1, backoffMs: 1, sleep: async () => undefined } },
  };
}

const lastRun = async () => (await handle.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(1))[0]!;
const ops = () => api.requests.map((query) => [query.get('op'), query.get('state') ?? query.get('id')]);
const heldHash = async (sessionId: number) =>
  (await handle.db.select().from(legiscanSessions).where(eq(legiscanSessions.sessionId, sessionId)))[0]?.datasetHash;
const used = () => legiscanRequestsUsed(handle.db, '2026-11');

describe('the LegiScan sync', () => {
  it('lists every state once, downloads only the session whose dataset it does not hold, and imports it as a run', async () => {
    const result = await syncLegiscan(context());
    expect(ops()).toEqual([
      ['getDatasetList', null],
      ['getDataset', '2224'],
    ]);
    expect(await heldHash(2224)).toBe(colorado.hash);
    const coloradoBills = await handle.db.select({ id: bills.id }).from(bills).where(eq(bills.state, 'CO'));
    expect(coloradoBills.length).toBeGreaterThan(0);
    const run = await lastRun();
    expect(run).toMatchObject({
      sync: 'legiscan',
      trigger: 'button',
      status: 'succeeded',
      itemsTotal: 2,
      itemsDone: 2,
      added: 1,
      unchanged: 1,
    });
    expect(result.message).toBe(
      'LegiScan: 2 recent sessions of every state listed; 1 imported, 1 unchanged. 29,998 of 30,000 LegiScan requests left for November 2026 (UTC).',
    );
    expect(run.message).toBe(result.message);
    expect(await used()).toBe(2);
  });

  it('downloads nothing when every hash reads as held: one request, for the list', async () => {
    await syncLegiscan(context());
    expect(ops()).toEqual([['getDatasetList', null]]);
    expect(await lastRun()).toMatchObject({ status: 'succeeded', added: 0, updated: 0, unchanged: 2 });
  });

  it('downloads the one session whose hash changed, and keeps the new hash even when the archive is one it holds', async () => {
    colorado.hash = '11111111111111111111111111111111';
    await syncLegiscan(context());
    expect(ops()).toEqual([
      ['getDatasetList', null],
      ['getDataset', '2224'],
    ]);
    expect(await heldHash(2224)).toBe(colorado.hash);
    api.reset();
    await syncLegiscan(context());
    expect(ops()).toEqual([['getDatasetList', null]]);
  });

  it('reads LegiScan’s ERROR answer as a failed run with its message', async () => {
    api.script('getDatasetList', [{ body: { status: 'ERROR', alert: { message: 'Unknown API key' } } }]);
    await expect(syncLegiscan(context())).rejects.toThrow('LegiScan refused getDatasetList: Unknown API key');
    expect(await lastRun()).toMatchObject({ status: 'failed', errors: ['LegiScan refused getDatasetList: Unknown API key'] });
  });

  it('fails the session LegiScan refuses, goes on with the others, and tries it again on the next run', async () => {
    colorado.hash = '22222222222222222222222222222222';
    iowa.hash = '33333333333333333333333333333333';
    api.script('getDataset', [{ body: { status: 'ERROR', alert: { message: 'Dataset not available' } } }]);
    await expect(syncLegiscan(context())).rejects.toThrow(
      /0 imported, 1 unchanged, 1 failed\. .* Failed: CO 2025 1st Special Session \(session 2224\): LegiScan refused getDataset for session 2224: Dataset not available$/,
    );
    expect(await lastRun()).toMatchObject({ status: 'failed', failed: 1 });
    expect(await heldHash(2224)).not.toBe(colorado.hash);
    expect(await heldHash(2177)).toBe(iowa.hash);
    api.reset();
    await syncLegiscan(context());
    expect(ops()).toEqual([
      ['getDatasetList', null],
      ['getDataset', '2224'],
    ]);
  });

  it('keeps to the month’s budget across runs: a run that would pass it stops and says what is left; a new month starts afresh', async () => {
    const limit = (await used()) + 1;
    colorado.hash = '44444444444444444444444444444444';
    const tight = context({ LEGISCAN_MONTHLY_REQUESTS: String(limit) });
    // The list fits; the download would be one past the budget.
    await expect(syncLegiscan(tight)).rejects.toThrow(
      `LegiScan's monthly request budget is spent (LEGISCAN_MONTHLY_REQUESTS = ${limit}): the sync stopped before its next request and goes on next month; 0 of ${limit} LegiScan requests left for November 2026 (UTC).`,
    );
    expect(ops()).toEqual([['getDatasetList', null]]);
    // The next run, another instance's or this one's, asks nothing at all.
    api.reset();
    await expect(syncLegiscan(tight)).rejects.toThrow(/budget is spent/);
    expect(api.requests).toHaveLength(0);
    expect(await lastRun()).toMatchObject({ status: 'failed' });
    expect(await used()).toBe(limit);

    await syncLegiscan({ ...tight, clock: () => new Date('2026-12-01T00:00:01Z') });
    expect(ops()).toEqual([
      ['getDatasetList', null],
      ['getDataset', '2224'],
    ]);
    const [count] = await handle.db.select().from(appState).where(eq(appState.key, LEGISCAN_REQUESTS_KEY));
    expect(count!.value).toEqual({ month: '2026-12', count: 2 });
  });

  it('asks for one state by name, and for several lists every state and imports only theirs', async () => {
    await syncLegiscan(context({ LEGISCAN_STATES: 'MN' }));
    expect(ops()).toEqual([['getDatasetList', 'MN']]);
    expect(await lastRun()).toMatchObject({ status: 'succeeded', itemsTotal: 0 });
    api.reset();
    colorado.hash = '55555555555555555555555555555555';
    iowa.hash = '66666666666666666666666666666666';
    await syncLegiscan(context({ LEGISCAN_STATES: 'IA,MN' }));
    expect(ops()).toEqual([
      ['getDatasetList', null],
      ['getDataset', '2177'],
    ]);
  });

  it('runs as the queue runs a sync: a scheduled job’s run on record under its job', async () => {
    colorado.hash = '88888888888888888888888888888888';
    const { config } = context();
    const job = { id: 'legiscan-job-1', data: { trigger: 'schedule' as const }, signal: new AbortController().signal, retryCount: 0 };
    await importJobRunner(handle, config, silentLog, { clock: { now: () => NOW.getTime() } as never })('legiscan', job as ImportJob);
    const [run] = await handle.db.select().from(importRuns).where(eq(importRuns.jobId, 'legiscan-job-1'));
    expect(run).toMatchObject({ sync: 'legiscan', trigger: 'schedule', status: 'succeeded', unchanged: 2 });
    expect(run!.message).toMatch(
      /^LegiScan: 2 recent sessions of every state listed; 0 imported, 2 unchanged\. [\d,]+ of 30,000 LegiScan requests left/,
    );
  });

  it('never lets the key reach a progress line, a run record or an error, even when the service fails', async () => {
    iowa.hash = '77777777777777777777777777777777';
    api.script('getDataset', [
      { status: 503, body: {} },
      { status: 503, body: {} },
    ]);
    const ctx = context({ LEGISCAN_STATES: 'IA' });
    const error = (await syncLegiscan(ctx).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/failed after 2 attempts \(HTTP 503\)/);
    expect(error.message).toContain('key=REDACTED');
    const runs = await handle.db.select().from(importRuns);
    for (const text of [error.message, ...ctx.lines, JSON.stringify(runs)]) expect(text).not.toContain(TEST_KEY);
  });
});
