// Bulk downloads built once per version of their data (docs/decisions/0311-bulk-downloads-built-once.md):
// however many ask at once the rows are read once, HEAD reads none, a validator the client holds is
// answered 304, and a change to the data (a staff score, an import, another instance's write) is in the
// next file with a new tag. Rows are counted where they are read from the database.
import { once } from 'node:events';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { DOWNLOAD_PAGES } from '../repositories/download-rows.ts';

let t: TestApp;
let staff: string;
let billId: number;
/** Pages of rows read from the database since the test began, by dataset. */
let reads: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signUp({ isStaff: 1 })).cookie;
  const common = { summary: 'A summary', status: 'Pending', level: 'federal', progressiveAnalysis: 'Why it scores so' };
  const created = await call(t.app, 'POST', '/api/bills', {
    cookie: staff,
    body: { ...common, billNumber: 'H.R. 7', title: 'A bill', progressiveScore: 6 },
  });
  billId = created.json().id as number;
  await insertRollCall(t.db, {
    billId,
    votedAt: new Date('2025-05-01T15:00:00Z'),
    positions: [{ memberKey: 'A000001', name: 'Adams', position: 'Yes' }],
  });
  await heardBack(() => t.wroteBehindTheApp());
});
afterAll(() => t.close());

beforeEach(() => {
  reads = {};
  for (const dataset of Object.keys(DOWNLOAD_PAGES) as (keyof typeof DOWNLOAD_PAGES)[]) {
    const read = DOWNLOAD_PAGES[dataset];
    vi.spyOn(DOWNLOAD_PAGES, dataset).mockImplementation((...args) => {
      reads[dataset] = (reads[dataset] ?? 0) + 1;
      return read(...args);
    });
  }
});
afterEach(() => vi.restoreAllMocks());

/**
 * A write, and its notification heard back: the instance drops what it changed at once and again when its
 * own notice comes round, so reads are counted once both have passed.
 */
async function heardBack<T>(write: () => Promise<T>): Promise<T> {
  const heard = once(t.app.responseCache.events, 'notified');
  const result = await write();
  await heard;
  return result;
}

const get = (file: string, headers: Record<string, string> = {}) => call(t.app, 'GET', `/api/downloads/${file}`, { headers });
const head = (file: string, headers: Record<string, string> = {}) => call(t.app, 'HEAD', `/api/downloads/${file}`, { headers });
const lines = (response: { rawPayload: Buffer }) => gunzipSync(response.rawPayload).toString('utf8').trimEnd().split(/\r?\n/);

describe('a download is built once per version of its data', () => {
  it('a HEAD before any GET reads no row: the headers, without a length or a tag', async () => {
    const response = await head('roll-calls.csv.gz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="civic-ledger-roll-calls.csv.gz"');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.rawPayload).toHaveLength(0);
    expect(reads).toEqual({});
  });

  it('concurrent GETs and HEADs read the rows once and get the same file, tag and length', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => get('positions.csv.gz')),
      head('positions.csv.gz'),
      head('positions.csv.gz'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(reads).toEqual({ positions: 1 });
    const gets = answers.slice(0, 6);
    expect(new Set(gets.map((answer) => answer.headers.etag)).size).toBe(1);
    for (const answer of gets) {
      expect(answer.rawPayload.equals(gets[0]!.rawPayload)).toBe(true);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    }
    expect(lines(gets[0]!)).toEqual([
      'roll_call_id,roll_call_key,member_key,official_id,name,party,state,position',
      expect.stringContaining(',A000001,,Adams,D,CA,Yes'),
    ]);

    // Later asks are served from the built file, HEAD included: its length and tag, no row read.
    const again = await get('positions.csv.gz');
    const described = await head('positions.csv.gz');
    expect(again.rawPayload.equals(gets[0]!.rawPayload)).toBe(true);
    expect(described.headers.etag).toBe(gets[0]!.headers.etag);
    expect(described.headers['last-modified']).toBe(gets[0]!.headers['last-modified']);
    expect(Number(described.headers['content-length'])).toBe(gets[0]!.rawPayload.length);
    expect(reads).toEqual({ positions: 1 });
  });

  it('answers 304 when the client holds the version, by its tag or by its date', async () => {
    const first = await get('officials.ndjson.gz');
    const { etag, 'last-modified': lastModified } = first.headers as { etag: string; 'last-modified': string };
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    const conditionals: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", W/${etag}` },
      { 'if-modified-since': lastModified },
    ];
    for (const conditional of conditionals) {
      const answer = await get('officials.ndjson.gz', conditional);
      expect(answer.statusCode).toBe(304);
      expect(answer.rawPayload).toHaveLength(0);
      expect(answer.headers.etag).toBe(etag);
      expect((await head('officials.ndjson.gz', conditional)).statusCode).toBe(304);
    }
    // A tag it does not hold wins over a date that would match; an earlier date is the whole file.
    expect((await get('officials.ndjson.gz', { 'if-none-match': '"other"', 'if-modified-since': lastModified })).statusCode).toBe(200);
    const earlier = new Date(new Date(lastModified).getTime() - 1000).toUTCString();
    expect((await get('officials.ndjson.gz', { 'if-modified-since': earlier })).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(reads).toEqual({ officials: 1 });
  });

  it('a staff score is in the next file, under a new tag and a later date; the old tag is no longer current', async () => {
    const before = await get('bills.ndjson.gz');
    expect(JSON.parse(lines(before)[0]!)).toMatchObject({ id: billId, progressive_score: 6 });

    const scored = await heardBack(() =>
      call(t.app, 'PUT', `/api/bills/${billId}/score`, {
        cookie: staff,
        body: { progressiveScore: 9, progressiveAnalysis: 'Rescored on review' },
      }),
    );
    expect(scored.statusCode).toBe(200);
    const after = await get('bills.ndjson.gz', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(JSON.parse(lines(after)[0]!)).toMatchObject({ id: billId, progressive_score: 9 });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(new Date(after.headers['last-modified'] as string).getTime()).toBeGreaterThan(
      new Date(before.headers['last-modified'] as string).getTime(),
    );
    expect(reads).toEqual({ bills: 2 });
  });

  it('a change that leaves the rows as they were keeps the tag and the date', async () => {
    const before = await get('roll-calls.ndjson.gz');
    await heardBack(() => t.wroteBehindTheApp());
    const after = await get('roll-calls.ndjson.gz', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(304);
    expect(after.headers['last-modified']).toBe(before.headers['last-modified']);
    expect(reads).toEqual({ 'roll-calls': 2 });
  });

  it("another instance's import reaches this one's files when it is notified", async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const before = lines(await call(second.app, 'GET', '/api/downloads/positions.ndjson.gz'));
      const notified = once(second.app.responseCache.events, 'notified');
      await insertRollCall(t.db, {
        billId,
        votedAt: new Date('2025-05-02T15:00:00Z'),
        positions: [{ memberKey: 'B000002', name: 'Baker', position: 'No' }],
      });
      // What an import does when it has committed: this instance drops at once, the other on notice.
      await t.app.responseCache.invalidate(['roll-calls']);
      await notified;
      const after = lines(await call(second.app, 'GET', '/api/downloads/positions.ndjson.gz'));
      expect(after).toHaveLength(before.length + 1);
      expect(JSON.parse(after.at(-1)!)).toMatchObject({ member_key: 'B000002', position: 'No' });
    } finally {
      await second.close(false);
    }
  });
});
