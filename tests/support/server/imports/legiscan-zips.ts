// Dataset archives for the LegiScan import's tests, made from the real datasets in datasets/legiscan/: read
// (whole, or cut to a few bills and everything they name), edited where a test says so, and zipped again.
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { readAll } from '../../../../src/server/imports/legiscan/dataset-archive.ts';
import { datasetsDir } from '../../../../src/server/platform/datasets.ts';

/** An archive's files by name, in its order. */
export type ZipFiles = Map<string, Buffer>;

export const CO_SPECIAL = path.join(
  datasetsDir,
  'legiscan/csv/CO_2025-2025_1st_Special_Session_CSV_20250828_8ca9ac23e2123f1daaee6889b5064633.zip',
);
export const IA_JSON = path.join(datasetsDir, 'legiscan/json/IA_2025-2026_91st_General_Assembly_JSON.zip');

/** The files of an archive whose names pass `keep` (all of them by default). */
export async function readZip(file: string, keep: (name: string) => boolean = () => true): Promise<ZipFiles> {
  const zip = await yauzl.openPromise(file, { autoClose: false });
  const files: ZipFiles = new Map();
  try {
    for await (const entry of zip.eachEntry()) {
      if (keep(entry.fileName)) files.set(entry.fileName, await readAll(await zip.openReadStreamPromise(entry)));
    }
  } finally {
    zip.close();
  }
  return files;
}

/** Zips the files, each dated `modified`; those named in `stored` are kept uncompressed (a test can then find their bytes). */
export async function writeZip(
  file: string,
  files: ZipFiles,
  { modified = new Date('2025-10-26T04:00:00Z'), stored = [] }: { modified?: Date; stored?: string[] } = {},
): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of files) zip.addBuffer(data, name, { mtime: modified, compress: !stored.includes(name) });
  zip.end();
  await finished(zip.outputStream.pipe(createWriteStream(file)));
  return file;
}

type Json = Record<string, unknown>;
const json = (data: Buffer) => JSON.parse(data.toString('utf8')) as Json;

/**
 * Iowa's JSON dataset cut to these bills (by number), the roll calls on them, and the people files of
 * everyone who sponsored or voted on them; every file's bytes as they are in the real archive.
 */
export async function cutIowa(billNumbers: readonly string[]): Promise<ZipFiles> {
  const folder = 'IA/2025-2026_Regular_Session';
  const billFiles = await readZip(IA_JSON, (name) => billNumbers.some((n) => name === `${folder}/bill/${n}.json`));
  const bills = [...billFiles.values()].map(
    (data) => json(data).bill as { votes: { roll_call_id: number }[]; sponsors: { people_id: number }[] },
  );
  const rollCalls = new Set(bills.flatMap((b) => b.votes.map((v) => v.roll_call_id)));
  const voteFiles = await readZip(IA_JSON, (name) => [...rollCalls].some((id) => name === `${folder}/vote/${id}.json`));
  const people = new Set([
    ...bills.flatMap((b) => b.sponsors.map((s) => s.people_id)),
    ...[...voteFiles.values()].flatMap((data) =>
      (json(data).roll_call as { votes: { people_id: number }[] }).votes.map((v) => v.people_id),
    ),
  ]);
  const peopleFiles = await readZip(IA_JSON, (name) => [...people].some((id) => name === `${folder}/people/${id}.json`));
  return new Map([...peopleFiles, ...billFiles, ...voteFiles]);
}

/** A CSV table of an archive as text, for a test to edit a line of it. */
export const csvText = (files: ZipFiles, table: string) => {
  const name = [...files.keys()].find((n) => n.endsWith(`/csv/${table}.csv`))!;
  return { name, text: files.get(name)!.toString('utf8') };
};
