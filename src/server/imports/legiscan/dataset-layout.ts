// Which of LegiScan's two formats an archive holds, told from the names of what is inside it (never from
// the archive's own name): `{ST}/{session}/csv/bills.csv` and its sibling tables, or
// `{ST}/{session}/{bill,people,vote}/*.json`. Everything wrong with the archive's layout is found here,
// before anything is written.
import path from 'node:path';
import { isStateLegislature } from '../../domain/state-chambers.ts';
import { archiveEntries, DatasetError } from './dataset-archive.ts';

/** The tables of the CSV format the import reads (documents.csv, links to bill texts, is not read). */
export const CSV_TABLES = ['people', 'bills', 'sponsors', 'history', 'rollcalls', 'votes'] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

export type DatasetLayout = {
  format: 'csv' | 'json';
  state: string;
  /** The session's folder, '2025-2026_Regular_Session': `{state}/{folder}/` holds the dataset. */
  folder: string;
  /** The newest entry's date (YYYY-MM-DD): the dataset's date when its name does not give it. */
  newestEntry: string;
};

const CSV_ENTRY = /^([A-Z]{2})\/([^/]+)\/csv\/([a-z]+)\.csv$/;
const JSON_ENTRY = /^([A-Z]{2})\/([^/]+)\/(bill|people|vote)\/[^/]+\.json$/;

export async function datasetLayout(file: string): Promise<DatasetLayout> {
  const roots = new Set<string>();
  const formats = new Set<'csv' | 'json'>();
  const csvTables = new Set<string>();
  let jsonBills = 0;
  let newest = 0;
  for await (const entry of archiveEntries(file)) {
    const csv = CSV_ENTRY.exec(entry.name);
    const json = JSON_ENTRY.exec(entry.name);
    const match = csv ?? json;
    if (!match) continue;
    roots.add(`${match[1]}/${match[2]}`);
    formats.add(csv ? 'csv' : 'json');
    if (csv) csvTables.add(csv[3]!);
    if (json?.[3] === 'bill') jsonBills += 1;
    newest = Math.max(newest, entry.modified.getTime());
  }
  const name = path.basename(file);
  if (formats.size === 0)
    throw new DatasetError(
      `${name} is not a LegiScan dataset: it holds neither {ST}/{session}/csv/bills.csv nor {ST}/{session}/bill/*.json`,
    );
  if (formats.size > 1) throw new DatasetError(`${name} holds both a CSV and a JSON dataset: import one at a time`);
  if (roots.size > 1) throw new DatasetError(`${name} holds more than one session (${[...roots].sort().join(', ')}): import one at a time`);
  const [root] = [...roots];
  const [state, folder] = root!.split('/') as [string, string];
  const format = formats.has('csv') ? 'csv' : 'json';
  if (!isStateLegislature(state))
    throw new DatasetError(
      state === 'US'
        ? `${name} is LegiScan's dataset of Congress: Congress's roll calls come from congress-data`
        : `${name} is a dataset of ${state}, which is no state legislature this importer knows`,
    );
  const missing = CSV_TABLES.filter((table) => !csvTables.has(table));
  if (format === 'csv' && missing.length)
    throw new DatasetError(`${name} is an incomplete CSV dataset: it lacks ${missing.map((t) => `${t}.csv`).join(', ')}`);
  if (format === 'json' && jsonBills === 0) throw new DatasetError(`${name} is a JSON dataset without any bill/*.json`);
  return { format, state, folder, newestEntry: new Date(newest).toISOString().slice(0, 10) };
}

/** What LegiScan's own name of a dataset archive says ({ST}_{session}_{CSV|JSON}_{YYYYMMDD}_{dataset_hash}.zip), when it has that name. */
export function datasetNameFacts(file: string): { datasetDate: string; datasetHash: string } | undefined {
  const match = /_(\d{4})(\d{2})(\d{2})_([0-9a-f]{32})\.zip$/i.exec(path.basename(file));
  return match ? { datasetDate: `${match[1]}-${match[2]}-${match[3]}`, datasetHash: match[4]!.toLowerCase() } : undefined;
}

/** '2025-2025_1st_Special_Session' → the session's years, and its words as a name and a title. */
export function sessionFolder(folder: string): { yearStart: number; yearEnd: number; name: string; title: string; special: boolean } {
  const match = /^(\d{4})-(\d{4})_(.+)$/.exec(folder);
  if (!match) throw new DatasetError(`the session folder '${folder}' does not start with its years (YYYY-YYYY_)`);
  const name = match[3]!.replaceAll('_', ' ');
  return {
    yearStart: Number(match[1]),
    yearEnd: Number(match[2]),
    name,
    title: `${match[1]}-${match[2]} ${name}`,
    special: /special|extraordinary/i.test(name),
  };
}
