// The Census table of ZIP code tabulation areas and the 119th Congress's House districts
// (datasets/zip-districts/zccd.csv, provenance in datasets/README.md), read once into memory at the first
// lookup: 42,033 rows, about 640 KB of text, a few MB as a Map (docs/decisions/0160-zip-to-district-lookup.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { datasetsDir } from '../platform/datasets.ts';

export type ZipDistrict = { state: string; district: number };

export const zipDistrictsFile = path.join(datasetsDir, 'zip-districts', 'zccd.csv');

/** Rows of `state_fips,state_abbr,zcta,cd`, the header first; a ZCTA spanning districts has one row each. */
export function parseZipDistricts(csv: string): Map<string, ZipDistrict[]> {
  const byZip = new Map<string, ZipDistrict[]>();
  for (const line of csv.split(/\r?\n/).slice(1)) {
    const [, state, zip, district] = line.split(',');
    if (!state || !zip || district === undefined || district === '') continue;
    const list = byZip.get(zip) ?? [];
    list.push({ state, district: Number(district) });
    byZip.set(zip, list);
  }
  for (const list of byZip.values()) list.sort((a, b) => a.state.localeCompare(b.state) || a.district - b.district);
  return byZip;
}

let table: Promise<Map<string, ZipDistrict[]>> | undefined;

/** The districts of a ZIP, in state and number order; empty when the table does not know it. */
export async function districtsOfZip(zip: string): Promise<ZipDistrict[]> {
  table ??= readFile(zipDistrictsFile, 'utf8').then(parseZipDistricts);
  return (await table).get(zip) ?? [];
}
