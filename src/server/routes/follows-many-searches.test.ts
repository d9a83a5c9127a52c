// However many saved searches exist, a bill import goes through and their readers hear of the new bills
// (docs/decisions/0310-saved-searches-cannot-stop-imports.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { follows } from '../db/schema.ts';
import { insertBill, insertBills, type NewImportedBill } from '../repositories/import-bills.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 36 words make 630 distinct two-word searches, and every bill below holds all of them. */
const WORDS = Array.from({ length: 36 }, (_, i) => `w${String(i).padStart(2, '0')}`);
const PAIRS = WORDS.flatMap((first, i) => WORDS.slice(i + 1).map((second) => `${first} ${second}`));

const stateBill = (number: number): NewImportedBill => ({
  sourceKey: `state:vt:2025:h${number}`,
  billNumber: `H ${number}`,
  title: `An act on ${WORDS.join(' ')}`,
  summary: '',
  status: 'Introduced',
  level: 'state',
  state: 'VT',
  progressiveScore: null,
  progressiveAnalysis: '',
  introducedDate: null,
  passedDate: null,
});

describe('a bill import among many saved searches', () => {
  it(`succeeds with ${PAIRS.length} distinct saved searches matching every bill, and their readers see the new bills`, async () => {
    // Held from before readers' follows were capped: a cap on new follows removes none already there.
    const hoarder = await t.signUp();
    await t.db
      .insert(follows)
      .values(PAIRS.map((words) => ({ userId: hoarder.user.id, kind: 'search' as const, target: words, label: `Search: “${words}”` })));
    const reader = await t.signUp();
    await call(t.app, 'POST', '/api/follows', { cookie: reader.cookie, body: { kind: 'search', target: 'W07 w03' } });

    const page = Array.from({ length: 20 }, (_, i) => stateBill(i + 1));
    expect(await insertBills(t.db, page)).toEqual({ added: 20, skipped: 0 });
    expect((await insertBill(t.db, stateBill(21))).created).toBe(true);

    const inbox = (await call(t.app, 'GET', '/api/inbox', { cookie: reader.cookie })).json() as { title: string; via: { label: string } }[];
    expect(inbox.map((item) => item.title)).toEqual(
      Array.from({ length: 21 }, (_, i) => `New bill H ${21 - i}: An act on ${WORDS.join(' ')}`),
    );
    expect(new Set(inbox.map((item) => item.via.label))).toEqual(new Set(['Search: “w07 w03”']));
    const hoarders = (await call(t.app, 'GET', '/api/inbox?limit=5', { cookie: hoarder.cookie })).json() as { title: string }[];
    expect(hoarders.map((item) => item.title)).toEqual(Array(5).fill(`New bill H 21: An act on ${WORDS.join(' ')}`));
  });
});
