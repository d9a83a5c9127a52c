// A walk over every official and bill screen of the demo (the seed of a first start: 537 officials, every
// bill and roll call bundled): what each page says about scores and records, from the API's answers
// through the same shared words the pages draw, never states two things that cannot both be true
// (docs/decisions/0231-pages-that-agree.md). The pages as drawn are held to these words by the component
// tests (official-page-agrees.test.tsx, bill-detail.test.tsx).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { billHeaderTexts } from '../../shared/page-texts/bill-texts.ts';
import { contradictions } from '../../shared/page-texts/contradictions.ts';
import { officialPageTexts } from '../../shared/page-texts/official-texts.ts';
import { type Bill, bill as billSchema } from '../../shared/schemas/bills.ts';
import { type Official, official as officialSchema } from '../../shared/schemas/officials.ts';
import { type ScoreReceipt, scoreReceipt } from '../../shared/schemas/receipts.ts';
import { seedDemoContent, seedDemoRollCalls } from '../demo/seed.ts';

const WALK_MS = 600_000;
const quiet = { info: () => {}, warn: () => {} };

let t: TestApp;
const officialPages: { official: Official; receipt: ScoreReceipt }[] = [];
const billPages: Bill[] = [];

async function inBatches<T>(ids: readonly number[], readPage: (id: number) => Promise<T>): Promise<T[]> {
  const pages: T[] = [];
  for (let i = 0; i < ids.length; i += 8) pages.push(...(await Promise.all(ids.slice(i, i + 8).map(readPage))));
  return pages;
}

/** The answer as the browser receives it (wire JSON), checked against its shared schema. */
async function read<S extends z.ZodType>(url: string, schema: S): Promise<z.input<S>> {
  const response = await call(t.app, 'GET', url);
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  const body = response.json();
  schema.parse(body);
  return body;
}

beforeAll(async () => {
  t = await createTestApp();
  // The first start's seed, as the server runs it.
  await seedDemoContent(t.db, quiet);
  await seedDemoRollCalls(t.db, quiet);
  const ids = async (table: 'officials' | 'bills') =>
    ((await t.db.execute(sql.raw(`select id from ${table} order by id`))) as unknown as { rows: { id: number }[] }).rows.map((row) =>
      Number(row.id),
    );
  // A few pages at a time, as several readers would: PostgreSQL answers them side by side.
  officialPages.push(
    ...(await inBatches(await ids('officials'), async (id) => ({
      official: await read(`/api/officials/${id}`, officialSchema),
      receipt: await read(`/api/officials/${id}/receipt`, scoreReceipt),
    }))),
  );
  billPages.push(...(await inBatches(await ids('bills'), (id) => read(`/api/bills/${id}`, billSchema))));
}, WALK_MS);
afterAll(() => t.close());

/** Each page that breaks a rule, with the rules it breaks: none is the expectation. */
const broken = <P>(pages: readonly P[], name: (page: P) => string, texts: (page: P) => string[]) =>
  pages.flatMap((page) => {
    const found = contradictions(texts(page));
    return found.length === 0 ? [] : [`${name(page)}: ${found.join('; ')}`];
  });

describe('every official and bill screen of the demo', () => {
  it('walks the whole demo: every official and every bill', () => {
    expect(officialPages.length).toBe(537);
    expect(billPages.length).toBeGreaterThan(500);
  });

  it("no official's page contradicts itself, bio included", () => {
    expect(
      broken(
        officialPages,
        (p) => p.official.name,
        (p) => [...officialPageTexts(p.official, p.receipt), p.official.bio ?? ''],
      ),
    ).toEqual([]);
  });

  it("an official's figures and their receipt tell one story", () => {
    const disagreeing = officialPages.filter(({ official: o, receipt: r }) => {
      const scored = o.scoredVoteCount > 0;
      return (
        r.counted.length !== o.scoredVoteCount ||
        r.votingScore !== (scored ? o.votingScore : null) ||
        (o.ideologicalLean === null) === scored ||
        o.yesCount + o.noCount > o.voteCount
      );
    });
    expect(disagreeing.map((p) => p.official.name)).toEqual([]);
  });

  it("no bill's header contradicts itself", () => {
    expect(broken(billPages, (b) => b.billNumber, billHeaderTexts)).toEqual([]);
  });

  it("a bill's score and its source agree: none without a score, and an inferred score is the one inferred", () => {
    const disagreeing = billPages.filter(
      (b) =>
        (b.progressiveScore === null) !== (b.scoreSource === null) ||
        (b.scoreSource === 'inferred' && b.inferredScore?.score !== b.progressiveScore),
    );
    expect(disagreeing.map((b) => b.billNumber)).toEqual([]);
  });
});
