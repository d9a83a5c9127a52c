// The bills sync against the replay server, on both databases: after a good run it asks Congress.gov
// only for the bills changed since that run began (`fromDateTime`), a changed bill takes its newer facts
// and keeps the score staff gave it, and a sync that finds nothing changed writes nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replayContext } from '../../../tests/support/server/imports/import-context.ts';
import { useReplayDatabase } from '../../../tests/support/server/imports/replay-fixture.ts';
import { bills, importRuns } from '../db/schema.ts';
import { fixturesDir } from './fixtures/fixture-routes.ts';
import { refreshLegislation } from './service.ts';

const env = useReplayDatabase();

const postalBill = JSON.parse(readFileSync(path.join(fixturesDir, 'congress-gov/ck_bill_117_hr_3076.json'), 'utf8'));
const POSTAL = 'federal:117:hr:3076';

/** One scheduled bills sync at `at` (the staff of the first run name the two bills; later runs ask what changed). */
function sync(at: string, options: { bills?: { congress: number; type: string; number: string }[] } = {}) {
  const ctx = replayContext(env.handle.db, env.server, { congress: true }, { ...options, incremental: true });
  return refreshLegislation({ ...ctx, origin: { trigger: 'schedule' }, clock: () => new Date(at) });
}

const listingRequests = () => env.server.requests.filter((r) => r.service === 'congress' && r.path === '/bill');
const detailRequests = () => env.server.requests.filter((r) => r.service === 'congress' && r.path.startsWith('/bill/'));
const lastRun = async () =>
  (await env.handle.db.select().from(importRuns).where(eq(importRuns.sync, 'legislation')).orderBy(importRuns.id)).at(-1);
const postal = async () => (await env.handle.db.select().from(bills).where(eq(bills.sourceKey, POSTAL)))[0]!;

describe('the bills sync', () => {
  it('asks only for what changed since the last good run, updates a changed bill and keeps its staff score', async () => {
    await sync('2026-03-02T10:35:00.250Z', {
      bills: [
        { congress: 117, type: 'hr', number: '3076' },
        { congress: 117, type: 'hr', number: '21' },
      ],
    });
    await env.handle.db.update(bills).set({ progressiveScore: 2, scoreSource: 'staff' }).where(eq(bills.sourceKey, POSTAL));
    env.server.reset();

    // Congress.gov lists H.R. 3076 as changed since then, with a later action (written for this test).
    env.server.always('congress', '/bill', { body: { bills: [{ congress: 117, type: 'HR', number: '3076' }], pagination: { count: 1 } } });
    const changed = structuredClone(postalBill);
    changed.bill.latestAction = { actionDate: '2026-03-02', text: 'Committee on Oversight held a hearing on the law’s implementation.' };
    env.server.always('congress', '/bill/117/hr/3076', { body: changed });
    await sync('2026-03-02T14:35:00Z');

    const [asked, ...more] = listingRequests();
    expect(more).toEqual([]);
    expect(Object.fromEntries(asked!.query)).toMatchObject({
      fromDateTime: '2026-03-02T10:35:00Z',
      sort: 'updateDate desc',
      limit: '250',
      offset: '0',
    });
    expect(detailRequests().map((r) => r.path)).not.toContain('/bill/117/hr/21');
    expect(await lastRun()).toMatchObject({
      status: 'succeeded',
      itemsTotal: 1,
      itemsDone: 1,
      added: 0,
      updated: 1,
      unchanged: 0,
      failed: 0,
    });
    expect(await postal()).toMatchObject({
      latestAction: 'Committee on Oversight held a hearing on the law’s implementation.',
      latestActionDate: new Date('2026-03-02T00:00:00Z'),
      progressiveScore: 2,
      scoreSource: 'staff',
    });
  });

  it('writes nothing when nothing changed since the last good run', async () => {
    env.server.always('congress', '/bill', { body: { bills: [], pagination: { count: 0 } } });
    const before = await env.handle.db.select().from(bills).orderBy(bills.id);
    await sync('2026-03-02T18:35:00Z');

    expect(Object.fromEntries(listingRequests()[0]!.query)).toMatchObject({ fromDateTime: '2026-03-02T14:35:00Z' });
    expect(detailRequests()).toEqual([]);
    expect(await lastRun()).toMatchObject({
      status: 'succeeded',
      itemsTotal: 0,
      itemsDone: 0,
      added: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
    });
    expect(await env.handle.db.select().from(bills).orderBy(bills.id)).toEqual(before);
  });
});
