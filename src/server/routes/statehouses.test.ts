// GET /api/statehouses (decision 0327): every state with legislature data, its sessions with their bills
// and roll calls, and the states the demo's first start is still loading, said to be loading.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CO_SPECIAL } from '../../../tests/support/server/imports/legiscan-zips.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { statehouses } from '../../shared/schemas/statehouses.ts';
import { legiscanBills, rollCalls } from '../db/schema.ts';
import { importLegiscan } from '../imports/legiscan/legiscan-import.ts';
import { demoDatasetDone, recordDemoStatehouses } from '../repositories/statehouses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async () => {
  const response = await call(t.app, 'GET', '/api/statehouses');
  expect(response.statusCode).toBe(200);
  return statehouses.parse(response.json()).statehouses;
};

describe('GET /api/statehouses', () => {
  it('lists nothing before any legislature is on record', async () => {
    expect(await read()).toEqual([]);
  });

  it('lists each state with its sessions, bills and roll calls, and says which the demo is still loading', async () => {
    await importLegiscan(t.db, CO_SPECIAL, () => undefined);
    const MN = 'csv/MN_2025-2026_94th_Legislature_CSV_20250624_a1687132784c08697da95392252b72ea.zip';
    await recordDemoStatehouses(t.db, { queuedAt: new Date().toISOString(), total: 2, pending: [{ file: MN, state: 'MN' }] });
    // As the demo's notice drops it on every instance (on PostgreSQL the notice comes on a connection of its own).
    await t.app.responseCache.invalidate(['bills']);
    const [bills] = await t.db.select({ n: count() }).from(legiscanBills).where(eq(legiscanBills.sessionId, 2224));
    const [votes] = await t.db.select({ n: count() }).from(rollCalls).where(eq(rollCalls.legiscanSessionId, 2224));
    expect(bills!.n).toBeGreaterThan(0);
    expect(await read()).toEqual([
      {
        state: 'CO',
        name: 'Colorado',
        status: 'loaded',
        sessions: [
          {
            sessionId: 2224,
            name: '1st Special Session',
            title: '2025-2025 1st Special Session',
            yearStart: 2025,
            yearEnd: 2025,
            special: true,
            datasetDate: '2025-08-28',
            bills: bills!.n,
            rollCalls: votes!.n,
          },
        ],
        bills: bills!.n,
        rollCalls: votes!.n,
      },
      { state: 'MN', name: 'Minnesota', status: 'loading', sessions: [], bills: 0, rollCalls: 0 },
    ]);
    await demoDatasetDone(t.db, MN);
    await t.app.responseCache.invalidate(['bills']);
    expect((await read()).map((statehouse) => statehouse.state)).toEqual(['CO']);
  });
});
