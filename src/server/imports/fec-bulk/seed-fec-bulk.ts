// The demo's FEC data: the 2024 figures first (figures only), then the 2026 candidates with theirs.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/connect.ts';
import { datasetsDir } from '../../platform/datasets.ts';
import { type FecBulkResult, importFecBulk } from './fec-bulk-import.ts';

const FEC_BULK = path.join(datasetsDir, 'fec-bulk');

export async function bundledFecBulkDigest(): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path.join(FEC_BULK, 'SHA256SUMS')))
    .digest('hex');
}

/** Returns the lines neither file could read (none in the bundled files). */
export async function seedFecBulk(db: Database, progress: (line: string) => void): Promise<FecBulkResult['unreadable']> {
  const past = await importFecBulk(db, path.join(FEC_BULK, 'weball24.txt'), { candidates: false });
  const coming = await importFecBulk(db, path.join(FEC_BULK, 'weball26.txt'), { candidates: true, progress });
  return [...past.unreadable, ...coming.unreadable];
}
