// `npm run import -- congress-data <folder>` and the demo's first start: every roll call of a folder in the
// congress scraper's format, with its positions, ledger votes and bills (docs/decisions/0200-congress-data-import.md).
// Files are read one at a time and written in batches of about BATCH_POSITIONS member positions, so memory
// stays flat whatever the folder's size and PGlite sees a few large statements rather than one per member.
// Incremental: a file whose SHA-256 equals the one stored with its roll call is skipped without parsing.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { recomputeScaling } from '../../analysis/recompute-scaling.ts';
import type { Database } from '../../db/connect.ts';
import { officialKeys } from '../../repositories/import-officials.ts';
import { type BatchRollCall, storedSourceHashes, writeRollCallBatch } from '../../repositories/import-roll-call-batch.ts';
import { billFromRollCall } from '../roll-call-read.ts';
import { type MemberLookup, readVoteFile, voteFile } from './vote-file.ts';
import { listVoteFiles } from './vote-folder.ts';

/** About a hundred House roll calls: large statements, a bounded batch in memory. */
const BATCH_POSITIONS = 40_000;
const PROGRESS_EVERY = 100;

export type CongressDataResult = {
  message: string;
  files: number;
  unchanged: number;
  rollCallsWritten: number;
  positions: number;
  votes: number;
  billsCreated: number;
  failures: string[];
};

export async function importCongressData(db: Database, folder: string, progress: (line: string) => void): Promise<CongressDataResult> {
  const files = await listVoteFiles(folder);
  const members = await officialKeys(db);
  const stored = new Map<number, Map<string, string | null>>();
  const result: CongressDataResult = {
    message: '',
    files: files.length,
    unchanged: 0,
    rollCallsWritten: 0,
    positions: 0,
    votes: 0,
    billsCreated: 0,
    failures: [],
  };
  let batch: BatchRollCall[] = [];
  let batchPositions = 0;
  const flush = async () => {
    const written = await writeRollCallBatch(db, batch);
    result.rollCallsWritten += written.rollCalls;
    result.positions += written.positions;
    result.votes += written.votes;
    result.billsCreated += written.billsCreated;
    batch = [];
    batchPositions = 0;
  };

  progress(`congress-data: ${files.length} roll calls in ${folder}`);
  let next = files[0] && readFile(files[0].path);
  for (const [index, entry] of files.entries()) {
    if (!stored.has(entry.congress)) stored.set(entry.congress, await storedSourceHashes(db, entry.congress));
    const hashes = stored.get(entry.congress)!;
    // The next file is read while this one is parsed and written: the disk waits overlap the database's work.
    const bytes = await next;
    next = index + 1 < files.length ? readFile(files[index + 1]!.path) : undefined;
    const sourceHash = createHash('sha256').update(bytes!).digest('hex');
    if (hashes.get(entry.key) === sourceHash) result.unchanged += 1;
    else {
      try {
        const item = { ...toBatchItem(bytes!, sourceHash, entry.session, members), stored: hashes.has(entry.key) };
        if (item.key !== entry.key) throw new Error(`holds ${item.key}`);
        batch.push(item);
        batchPositions += item.record.positions.length;
      } catch (error) {
        result.failures.push(`${entry.key}: ${(error as Error).message}`);
      }
    }
    if (batchPositions >= BATCH_POSITIONS) await flush();
    if ((index + 1) % PROGRESS_EVERY === 0)
      progress(`congress-data: ${index + 1}/${files.length} read, ${result.rollCallsWritten} written, ${result.unchanged} unchanged`);
  }
  await flush();
  if (result.rollCallsWritten > 0) {
    // New or corrected roll calls move members on the scale and the inferred scores of the bills they
    // are on (docs/decisions/0205-roll-call-scaling.md): recomputed once, after the whole folder.
    progress('congress-data: placing members on the scale and inferring bill scores');
    await recomputeScaling(db);
  }
  result.message = summary(result);
  progress(`congress-data: ${result.message}`);
  return result;
}

function toBatchItem(bytes: Buffer, sourceHash: string, session: number, members: MemberLookup): Omit<BatchRollCall, 'stored'> {
  const file = voteFile.parse(JSON.parse(bytes.toString('utf8')));
  const read = readVoteFile(file, session, members);
  return {
    key: read.key,
    votedAt: read.votedAt,
    record: read.record,
    sourceHash,
    bill: read.bill && billFromRollCall(file.congress, read.bill),
    countsInScores: read.kind === 'passage',
  };
}

function summary(r: CongressDataResult): string {
  const failed = r.failures.length
    ? ` ${r.failures.length} failed: ${r.failures.slice(0, 5).join('; ')}${r.failures.length > 5 ? '; …' : ''}.`
    : '';
  if (r.rollCallsWritten === 0) return `Nothing new: ${r.unchanged} of ${r.files} roll calls unchanged, nothing written.${failed}`;
  return (
    `Wrote ${r.rollCallsWritten} roll calls (${r.positions} positions, ${r.votes} ledger votes, ${r.billsCreated} new bills); ` +
    `${r.unchanged} unchanged.${failed}`
  );
}
