// The Census's 2024 state legislative district plans against ZIP code tabulation areas
// (datasets/state-leg-zips/districts.json, provenance in datasets/README.md), read once into memory at the
// first lookup and turned around, ZIP → districts, with each district named as Open States stores it on
// officials (docs/decisions/0333-state-districts-by-zip.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StateChamberName } from '../../shared/legislatures.ts';
import { datasetsDir } from '../platform/datasets.ts';

export type StateDistrict = { state: string; chamber: StateChamberName; district: string };

export const stateLegZipsFile = path.join(datasetsDir, 'state-leg-zips', 'districts.json');

type DistrictFile = {
  states: Record<
    string,
    { abbreviation: string; chambers: Partial<Record<'upper' | 'lower', { districts: Record<string, { name: string; zips: string[] }> }>> }
  >;
};

/** 'Berkshire-Hampden-Franklin-Hampshire' → 'Berkshire, Hampden, Franklin and Hampshire', as Open States writes it. */
function listed(words: string): string {
  const parts = words.split(/-| and /);
  return parts.length === 1 ? words : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The Census key is the district code with leading zeros dropped, which is Open States' district almost
 * everywhere ('62A', 'A', '4B'). Three states' districts have names there, read from the Census's own:
 * Massachusetts ('1st Barnstable District', 'Cape and Islands District', 'Barnstable-Dukes-Nantucket
 * District'), New Hampshire's House (keyed by sequence number; 'State House District Belknap 01') and
 * Vermont ('Addison Senatorial District', 'Addison-1 State House District').
 */
export function openStatesDistrict(state: string, chamber: 'upper' | 'lower', key: string, name: string): string {
  if (state === 'MA') return listed(name.replace(/ District$/, ''));
  if (state === 'NH' && chamber === 'lower') {
    const named = /^State House District (.+) (\d+)$/.exec(name);
    if (named) return `${named[1]} ${Number(named[2])}`;
  }
  if (state === 'VT' && chamber === 'upper') return name.replace(/ Senatorial District$/, '').replace('South East', 'Southeast');
  if (state === 'VT' && chamber === 'lower') return name.replace(/ State House District$/, '');
  return key;
}

const CHAMBER_ORDER: Record<StateChamberName, number> = { upper: 0, legislature: 0, lower: 1 };

/** Every ZIP's statehouse districts, by state, chamber (upper first) and district. Nebraska's one chamber is 'legislature'. */
export function parseStateLegZips(text: string): Map<string, StateDistrict[]> {
  const file = JSON.parse(text) as DistrictFile;
  const byZip = new Map<string, StateDistrict[]>();
  for (const { abbreviation: state, chambers } of Object.values(file.states)) {
    for (const census of ['upper', 'lower'] as const) {
      const chamber: StateChamberName = state === 'NE' ? 'legislature' : census;
      for (const [key, { name, zips }] of Object.entries(chambers[census]?.districts ?? {})) {
        const district = openStatesDistrict(state, census, key, name);
        for (const zip of zips) byZip.set(zip, [...(byZip.get(zip) ?? []), { state, chamber, district }]);
      }
    }
  }
  const numberFirst = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  for (const list of byZip.values())
    list.sort(
      (a, b) =>
        a.state.localeCompare(b.state) || CHAMBER_ORDER[a.chamber] - CHAMBER_ORDER[b.chamber] || numberFirst(a.district, b.district),
    );
  return byZip;
}

let table: Promise<Map<string, StateDistrict[]>> | undefined;

/** The statehouse districts a ZIP touches; empty when the Census table does not know it. */
export async function stateDistrictsOfZip(zip: string): Promise<StateDistrict[]> {
  table ??= readFile(stateLegZipsFile, 'utf8').then(parseStateLegZips);
  return (await table).get(zip) ?? [];
}
