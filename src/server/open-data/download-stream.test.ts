// A download's pages are read only as fast as they are taken (docs/decisions/0274-bulk-downloads.md,
// 0311-bulk-downloads-built-once.md): however slow whoever reads the text, a page or two waits in memory.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { DOWNLOAD_PAGES } from '../repositories/download-rows.ts';
import { DOWNLOAD_PAGE_ROWS, downloadText } from './download-stream.ts';

const PAGES = 30;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => vi.restoreAllMocks());

describe('downloadText', () => {
  it('reads the next page only when a slow reader has taken nearly all before it', async () => {
    let read = 0;
    let taken = 0;
    let mostAhead = 0;
    // Full pages of made-up positions, each ready at once: the reader is always the slower.
    vi.spyOn(DOWNLOAD_PAGES, 'positions').mockImplementation(async () => {
      mostAhead = Math.max(mostAhead, read - taken);
      if (read === PAGES) return [];
      read += 1;
      return Array.from({ length: DOWNLOAD_PAGE_ROWS }, (_, member) => ({
        key: { id: read, member: String(member) },
        row: { roll_call_id: read, member_key: String(member), name: 'Synthetic member', position: 'Yes' },
      }));
    });
    const slowReader = new Writable({
      highWaterMark: 1,
      write(chunk: Buffer, _encoding, done) {
        // Taken on a later turn of the event loop; a chunk is a page of lines.
        setImmediate(() => {
          taken += String(chunk).split('\n').length - 1 >= DOWNLOAD_PAGE_ROWS ? 1 : 0;
          done();
        });
      },
    });
    await pipeline(downloadText(database.db, 'positions', 'ndjson.gz'), slowReader);
    expect(taken).toBe(PAGES);
    expect(mostAhead).toBeLessThanOrEqual(2);
  });
});
