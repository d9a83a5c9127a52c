// The demo's FEC data: the 2024 figures first (figures only), then the 2026 candidates with theirs.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/connect.ts';
import { datasetsDir } from '../../platform/datasets.ts';
import { recordedSeed } from '../run-recorder.ts';
import { type FecBulkResult, importFecBulk } from './fec-bulk-import.ts';

const FEC_BULK = path.join(datasetsDir, 'fec-bulk');

export async function bundledFecBulkDigest(): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path.join(FEC_BULK, 'SHA256SUMS')))
    .digest('hex');
}

/** Returns the lines neither file could read (none in the bundled files); a run of the candidates on record. */
export async function seedFecBulk(db: Database, progress: (line: string) => void): Promise<FecBulkResult['unreadable']> {
  const { unreadable } = await recordedSeed(db, 'candidates', async () => {
    const past = await importFecBulk(db, path.join(FEC_BULK, 'weball24.txt'), { candidates: false });
    const coming = await importFecBulk(db, path.join(FEC_BULK, 'weball26.txt'), { candidates: true, progress });
    return {
      message: `The FEC's candidate summaries (datasets/fec-bulk): ${coming.added} candidates added, ${coming.updated} updated; ${past.figures + coming.figures} sets of figures.`,
      unreadable: [...past.unreadable, ...coming.unreadable],
    };
  });
  return unreadable;
}
