// Unscored bills come last in both score sorts, and a page may end on one. The column is NOT NULL until
// the change that lets bills go unscored lands; this file's own database drops the constraint, as that
// migration will, so the ordering and the keyset predicate are checked on real rows now.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillSort } from '../../shared/api/bills.ts';
import { bills } from '../db/schema.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { type BillPosition, listBillsPage } from './bills.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const SCORES = [5, null, 2, 9, null, 5, 0, null, 10, 2, null];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`alter table bills alter column progressive_score drop not null`);
  await database.db.insert(bills).values(
    SCORES.map((score, index) => ({
      billNumber: `N ${index}`,
      title: `Bill ${index}`,
      summary: 'S',
      status: 'Pending',
      level: 'federal',
      progressiveScore: score as number,
      progressiveAnalysis: 'A',
    })),
  );
});
afterAll(() => database.close());

/** Every page of the sort, each after the position the previous one ended at. */
async function walk(sort: BillSort, limit: number) {
  const ids: number[] = [];
  let after: BillPosition | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await listBillsPage(database.db, { filter: { level: 'federal' }, sort, limit, after });
    ids.push(...page.rows.map((row) => row.id));
    if (!page.next) return ids;
    after = page.next;
  }
  throw new Error('more than 100 pages');
}

async function expected(sort: 'highest' | 'lowest') {
  const rows = await database.db.select({ id: bills.id, score: bills.progressiveScore }).from(bills);
  const scored = rows.filter((row) => row.score !== null).sort((a, b) => (sort === 'highest' ? b.score! - a.score! || b.id - a.id : a.score! - b.score! || a.id - b.id));
  const unscored = rows.filter((row) => row.score === null).sort((a, b) => (sort === 'highest' ? b.id - a.id : a.id - b.id));
  return [...scored, ...unscored].map((row) => row.id);
}

describe('null scores', () => {
  it.each([1, 2, 3, 4, 20])('come last sorted highest, pages of %i crossing into and through them', async (limit) => {
    expect(await walk('highest', limit)).toEqual(await expected('highest'));
  });

  it.each([1, 2, 3, 4, 20])('come last sorted lowest, pages of %i crossing into and through them', async (limit) => {
    expect(await walk('lowest', limit)).toEqual(await expected('lowest'));
  });

  it('a page that ends on an unscored bill says so with a null score', async () => {
    const order = await expected('highest');
    const page = await listBillsPage(database.db, { filter: { level: 'federal' }, sort: 'highest', limit: order.length - 1 });
    expect(page.next).toEqual({ key: null, id: order.at(-2) });
  });
});
