// The files behind the bulk downloads (docs/decisions/0311-bulk-downloads-built-once.md): one file per
// download on disk, the old version's removed once a new one is in place, without cutting short a reader
// of the old one; a build a change overtook is not kept.
import { existsSync } from 'node:fs';
import { readdir, readFile, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { createTestDatabase } from '../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { DownloadFiles } from './download-files.ts';

let database: DatabaseHandle;
let files: DownloadFiles;
let dir: string;
let voter = 0;

/** One more roll call with one position: a change to the positions file's rows. */
const addPosition = () =>
  insertRollCall(database.db, {
    votedAt: new Date('2025-04-01T15:00:00Z'),
    positions: [{ memberKey: `M${String(++voter).padStart(6, '0')}`, name: `Member ${voter}`, position: 'Yes' }],
  });
const positionsIn = async (file: string) =>
  gunzipSync(await readFile(file))
    .toString('utf8')
    .trimEnd()
    .split('\r\n').length - 1;

beforeAll(async () => {
  database = await createTestDatabase();
  await addPosition();
});
afterAll(() => database.close());

beforeEach(async () => {
  files = new DownloadFiles({ db: database.db, clock: () => new Date(), log: { warn: () => undefined } });
  dir = path.dirname((await files.version('officials.csv.gz')).path);
});
afterEach(() => files.close());

describe('the download files', () => {
  it("live in the OS temp dir, one file a download; a new version's removes the old one, and closing removes them all", async () => {
    expect(dir.startsWith(os.tmpdir())).toBe(true);
    const first = await files.version('positions.csv.gz');
    expect(await readdir(dir)).toEqual(expect.arrayContaining([path.basename(first.path)]));

    files.changed(['roll-calls']);
    expect(files.peek('positions.csv.gz')).toBeUndefined();
    await addPosition();
    const second = await files.version('positions.csv.gz');
    expect(second.etag).not.toBe(first.etag);
    expect(await positionsIn(second.path)).toBe(voter);
    expect(existsSync(first.path)).toBe(false);
    expect((await readdir(dir)).filter((name) => name.endsWith('positions.csv.gz'))).toEqual([path.basename(second.path)]);

    await files.close();
    expect(existsSync(dir)).toBe(false);
  });

  it('a reader of the old version reads it to its end after the new one replaced it', async () => {
    const { version: old, handle } = await files.openCurrent('positions.ndjson.gz');
    files.changed(['*']);
    await addPosition();
    await files.version('positions.ndjson.gz');
    expect(existsSync(old.path)).toBe(false);
    const held = gunzipSync(await handle.readFile())
      .toString('utf8')
      .trimEnd()
      .split('\n');
    await handle.close();
    expect(held).toHaveLength(voter - 1);
  });

  it('a build a change overtook answers the asks that joined it, but the next ask builds the new rows', async () => {
    const overtaken = files.version('positions.csv.gz');
    const joined = files.version('positions.csv.gz');
    files.changed(['roll-calls']);
    await addPosition();
    const [first, second] = await Promise.all([overtaken, joined]);
    expect(second).toBe(first);

    const next = await files.version('positions.csv.gz');
    expect(next.path).not.toBe(first.path);
    expect(await positionsIn(next.path)).toBe(voter);
    expect(existsSync(first.path)).toBe(false);
  });

  it('stays current when something else changed, and is built again when its file was removed behind its back', async () => {
    const built = await files.version('bills.csv.gz');
    files.changed(['officials', 'roll-calls', 'candidate:*', 'comments:bill:1']);
    expect(files.peek('bills.csv.gz')).toBe(built);

    await unlink(built.path);
    const { version, handle } = await files.openCurrent('bills.csv.gz');
    await handle.close();
    expect(version.path).not.toBe(built.path);
    expect(version.etag).toBe(built.etag);
    expect(version.lastModified).toEqual(built.lastModified);
  });
});
