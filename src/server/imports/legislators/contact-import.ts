// `npm run import -- legislators <folder>` and the demo seed: the congress-legislators folder's offices,
// contact links and committees, made exactly what the files say (docs/decisions/0280-contact-your-officials.md).

import path from 'node:path';
import type { Topic } from '../../cache/topics.ts';
import type { Database } from '../../db/connect.ts';
import { datasetsDir } from '../../platform/datasets.ts';
import { type ContactImportCounts, replaceContactData } from '../../repositories/import-contact.ts';
import { readContactFiles } from './contact-files.ts';

/** The folder bundled in fixtures/, which the demo seed loads. */
export const bundledLegislatorsFolder = path.join(datasetsDir, 'congress-legislators');

/** What a legislators import changes: every contact and committee answer, and the call counts beside them. */
export const CONTACT_TOPICS: Topic[] = ['contact'];

export async function importLegislatorsFolder(db: Database, folder: string): Promise<ContactImportCounts> {
  return replaceContactData(db, await readContactFiles(folder));
}
