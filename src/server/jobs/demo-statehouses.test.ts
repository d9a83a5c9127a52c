// The demo's state legislatures on the import queue, on both databases: the first start records the
// datasets the setting chooses and queues one job that imports each as a run on record, printing its
// progress, then the Open States officials of those states, then the 2026 state and local candidates; a later
// start queues nothing; a start that finds datasets, officials or candidates still pending resumes with them.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { appState, candidates, importRuns, legiscanPeople, legiscanSessions, officials } from '../db/schema.ts';
import { loadConfig } from '../platform/config.ts';
import { DEMO_STATEHOUSES_KEY, readDemoStatehouses } from '../repositories/statehouses.ts';
import { bundledStatehouseDatasets, chooseDemoStatehouses, type StatehouseDeps, startDemoStatehouses } from './demo-statehouses.ts';
import { createBoss } from './import-queue.ts';

const REGULAR = 'csv/CO_2025-2025_Regular_Session_CSV_20250604_2e86b4855c561c5f4a5d2e691b9e0977.zip';

const SPECIAL = 'csv/CO_2025-2025_1st_Special_Session_CSV_20250828_8ca9ac23e2123f1daaee6889b5064633.zip';
const NOW = new Date('2026-11-29T12:00:00.000Z');
let handle: DatabaseHandle;
let boss: PgBoss | undefined;
const lines: string[] = [];
let deps: StatehouseDeps;

beforeAll(async () => {
  handle = await createTestDatabase();
  deps = {
    db: handle.db,
    // Colorado only: its two sessions, one of them the 42 KB special session.
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/civic-ledger-import-tests',
      SESSION_SECRET: 'x'.repeat(32),
      DEMO_STATEHOUSES: 'CO',
    }),
    log: { info: (line: string) => lines.push(line), warn: () => undefined, debug: () => undefined } as unknown as StatehouseDeps['log'],
  };
});
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await handle?.close();
});

/** A start of the server: a new queue on the database (the last one stopped), its job's end awaited by the test. */
async function start() {
  await boss?.stop({ graceful: false });
  boss = createBoss(handle);
  await boss.start();
  let settled: (error?: unknown) => void = () => undefined;
  const ended = new Promise<unknown>((resolve) => (settled = resolve));
  const queued = await startDemoStatehouses(boss, deps, { pollingIntervalSeconds: 0.5, onSettled: settled });
  return { queued, ended };
}

const seedRuns = () => handle.db.select().from(importRuns).where(eq(importRuns.trigger, 'seed')).orderBy(desc(importRuns.id));

describe('the demo’s state legislatures on the queue', () => {
  it('chooses the bundled datasets of the states the setting names, the states A to Z by name', async () => {
    const all = await bundledStatehouseDatasets('all');
    expect(all.map((dataset) => dataset.state)).toEqual(['AZ', 'CO', 'CO', 'GA', 'IA', 'KS', 'MI', 'MN']);
    expect(await bundledStatehouseDatasets(['MN'])).toEqual([{ state: 'MN', file: expect.stringMatching(/^csv\/MN_2025-2026_94th/) }]);
    expect(await bundledStatehouseDatasets([])).toEqual([]);
  });

  it('records on the first start, before it answers, the datasets it is to load; never again', async () => {
    const none = { ...deps, config: { ...deps.config, DEMO_STATEHOUSES: [] } };
    expect(await chooseDemoStatehouses(none, NOW)).toBe(false);
    expect(await readDemoStatehouses(handle.db)).toBeUndefined();
    expect(await chooseDemoStatehouses(deps, NOW)).toBe(true);
    expect(await readDemoStatehouses(handle.db)).toEqual({
      queuedAt: NOW.toISOString(),
      total: 2,
      pending: [
        { file: SPECIAL, state: 'CO' },
        { file: REGULAR, state: 'CO' },
      ],
      officials: { states: ['CO'] },
      candidates: true,
    });
    expect(await chooseDemoStatehouses(deps, NOW)).toBe(false);
  });

  it('loads what is pending on the queue, each dataset a run on record with its place printed, and goes on from where a stopped start left off', async () => {
    // As a server stopped part-way: Colorado's regular session is in (Colorado's 827 KB would slow the
    // suite), its special session still pending.
    const value = { queuedAt: NOW.toISOString(), total: 2, pending: [{ file: SPECIAL, state: 'CO' }] };
    await handle.db.update(appState).set({ value }).where(eq(appState.key, DEMO_STATEHOUSES_KEY));
    const { queued, ended } = await start();
    expect(queued).toBe(true);
    expect(await ended).toBeUndefined();
    expect(lines).toEqual(['Loading state legislatures: 2 of 2 — Colorado…', 'State legislatures loaded: 2 datasets of datasets/legiscan']);
    expect(await readDemoStatehouses(handle.db)).toMatchObject({ total: 2, pending: [] });
    const runs = await seedRuns();
    expect(runs).toMatchObject([
      { sync: 'legiscan', status: 'succeeded', message: expect.stringMatching(/CO 2025-2025 1st Special Session/) },
    ]);
    expect(await handle.db.select({ state: legiscanSessions.state }).from(legiscanSessions)).toEqual([{ state: 'CO' }]);
  });

  it('then loads the Open States officials of its states, joined to the datasets’ legislators, once', async () => {
    // As a server stopped after its datasets were in but before the officials were.
    const value = { queuedAt: NOW.toISOString(), total: 2, pending: [], officials: { states: ['CO'] } };
    await handle.db.update(appState).set({ value }).where(eq(appState.key, DEMO_STATEHOUSES_KEY));
    lines.length = 0;
    const { queued, ended } = await start();
    expect(queued).toBe(true);
    expect(await ended).toBeUndefined();
    expect(lines[0]).toBe('Loading state and local officials from Open States…');
    expect(lines[1]).toMatch(/^State and local officials loaded: /);
    expect(await readDemoStatehouses(handle.db)).toEqual({ queuedAt: NOW.toISOString(), total: 2, pending: [] });
    expect((await seedRuns())[0]).toMatchObject({ sync: 'openstates-people', status: 'succeeded' });
    const legislators = await handle.db
      .select({ officialId: legiscanPeople.officialId })
      .from(legiscanPeople)
      .where(and(eq(legiscanPeople.state, 'CO'), isNotNull(legiscanPeople.officialId)));
    expect(legislators.length).toBeGreaterThan(0);
  });

  it('then loads the 2026 state and local candidates, a legislator running again linked to their record and scored from it, once', async () => {
    // As a server stopped after the officials were in but before the candidates were.
    const value = { queuedAt: NOW.toISOString(), total: 2, pending: [], candidates: true };
    await handle.db.update(appState).set({ value }).where(eq(appState.key, DEMO_STATEHOUSES_KEY));
    lines.length = 0;
    const { queued, ended } = await start();
    expect(queued).toBe(true);
    expect(await ended).toBeUndefined();
    expect(lines[0]).toBe('Loading 2026 state and local candidates…');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^2026 candidates of mt-CandidateList\.csv: 326 added/),
      expect.stringMatching(/^2026 candidates of pa-20260519__pa__primary__county\.csv: 421 added/),
      expect.stringMatching(/^2026 candidates of or-20260519__or__primary__county\.csv: 304 added/),
      expect.stringMatching(/^2026 candidates of co-20260630__co__primary__county\.csv: 218 added/),
    ]);
    expect(await readDemoStatehouses(handle.db)).toEqual({ queuedAt: NOW.toISOString(), total: 2, pending: [] });
    expect((await seedRuns()).slice(0, 4).map((run) => [run.sync, run.status])).toEqual(Array(4).fill(['state-candidates', 'succeeded']));
    // Colorado's senator of district 1, from Open States and joined to his LegiScan votes, ran again in the primary.
    const [senator] = await handle.db.select().from(officials).where(eq(officials.name, 'Byron Pelton'));
    const [candidate] = await handle.db.select().from(candidates).where(eq(candidates.name, 'Byron Pelton'));
    expect(candidate).toMatchObject({
      raceKey: 'CO-state-senate-1',
      matchedOfficialId: senator!.id,
      matchedVotingScore: senator!.votingScore,
    });
  });

  it('queues nothing on a later start', async () => {
    lines.length = 0;
    const { queued } = await start();
    expect(queued).toBe(false);
    expect(lines).toEqual([]);
    expect(await seedRuns()).toHaveLength(6);
  });
});
