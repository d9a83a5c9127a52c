// The migration that stores each saved search as its distinct words, sorted
// (docs/decisions/0310-saved-searches-cannot-stop-imports.md), run again over follows and
// events written the way they were before it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { migrationsFolder } from './connect.ts';
import { events, follows } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** As the migrator runs it: its statements in order, in one transaction (one session). */
async function runMigration() {
  const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_canonical-search-follows.sql'))!;
  const statements = readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
  await t.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
const newBill = (id: number, words: string, minute: number) => ({
  kind: 'bill_new' as const,
  topicKind: 'search' as const,
  topicKey: words,
  title: `New bill H.R. ${id}: Clean water`,
  path: `/bills/${id}`,
  payload: { billId: id },
  createdAt: at(minute),
});

describe('the canonical-search-follows migration', () => {
  it('keeps one follow per search whatever its word order (the earliest), and the events it brought, once per bill', async () => {
    const reader = await t.signUp();
    const other = await t.signUp();
    const search = (userId: string, words: string, minute: number) => ({
      userId,
      kind: 'search' as const,
      target: words,
      label: `Search: “${words}”`,
      createdAt: at(minute),
    });
    await t.db
      .insert(follows)
      .values([
        search(reader.user.id, 'water clean', 1),
        search(reader.user.id, 'clean water water', 2),
        search(reader.user.id, 'clean water', 3),
        search(reader.user.id, 'roads', 4),
        search(other.user.id, 'water clean', 5),
      ]);
    // Bill 1 reached two spellings of the search; bill 2 a third.
    await t.db.insert(events).values([newBill(1, 'water clean', 10), newBill(1, 'clean water', 10), newBill(2, 'clean water water', 11)]);

    await runMigration();

    const rows = await t.db
      .select({ target: follows.target, label: follows.label })
      .from(follows)
      .where(eq(follows.userId, reader.user.id))
      .orderBy(asc(follows.createdAt));
    expect(rows).toEqual([
      { target: 'clean water', label: 'Search: “water clean”' },
      { target: 'roads', label: 'Search: “roads”' },
    ]);
    const inbox = (await call(t.app, 'GET', '/api/inbox', { cookie: reader.cookie })).json() as { path: string; via: { label: string } }[];
    expect(inbox.map((item) => [item.path, item.via.label])).toEqual([
      ['/bills/2', 'Search: “water clean”'],
      ['/bills/1', 'Search: “water clean”'],
    ]);
    expect((await call(t.app, 'GET', '/api/follows/check?kind=search&target=clean%20water', { cookie: other.cookie })).json()).toEqual({
      following: true,
    });
    expect((await t.db.select({ key: events.topicKey }).from(events).where(eq(events.topicKind, 'search'))).map((e) => e.key)).toEqual([
      'clean water',
      'clean water',
    ]);
  });
});
