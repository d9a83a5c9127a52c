// The Open States people archive for the tests (the real one in datasets/), and archives made from it: cut
// to a few states, with a file edited or left out, as a newer snapshot would have them.
import path from 'node:path';
import { datasetsDir } from '../../../../src/server/platform/datasets.ts';
import { readZip, writeZip, type ZipFiles } from './legiscan-zips.ts';

export const OPENSTATES_PEOPLE = path.join(datasetsDir, 'openstates-people/openstates-people-934bf09.zip');

/** The day the tests take as today: the snapshot's own counts (datasets/README.md) are of current roles on it. */
export const SNAPSHOT_DAY = '2026-11-29';

/** The archive's files (not its folders' entries) of these states (lower-case folder names, 'mn'). */
export const peopleFiles = (states: readonly string[]): Promise<ZipFiles> =>
  readZip(OPENSTATES_PEOPLE, (name) => !name.endsWith('/') && states.some((state) => name.startsWith(`data/${state}/`)));

/** The file of the person whose file name starts so ('Aisha-Gomez-'), in the folder given. */
export function personFile(files: ZipFiles, folder: string, starts: string): string {
  const name = [...files.keys()].find((file) => file.startsWith(folder) && path.basename(file).startsWith(starts));
  if (!name) throw new Error(`no file ${folder}${starts}…`);
  return name;
}

export { writeZip };
