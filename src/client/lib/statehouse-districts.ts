// The statehouse districts a ZIP touches, by chamber, for the reader's state: one is theirs, several are
// asked about, never guessed (docs/decisions/0333-state-districts-by-zip.md).
import type { ReaderPlace, StateDistrict, ZipLookup } from '../../shared/schemas/districts.ts';

export type StatehouseChamber = 'upper' | 'lower';

/** Nebraska's one chamber is kept as the upper. */
const chamberOf = (d: StateDistrict): StatehouseChamber => (d.chamber === 'lower' ? 'lower' : 'upper');

export function statehouseOptions(lookup: Pick<ZipLookup, 'stateDistricts'>, state: string): Record<StatehouseChamber, StateDistrict[]> {
  const ofState = lookup.stateDistricts.filter((d) => d.state === state);
  return { upper: ofState.filter((d) => chamberOf(d) === 'upper'), lower: ofState.filter((d) => chamberOf(d) === 'lower') };
}

/** The place a ZIP gives with one congressional district: each chamber's district where the ZIP lies in one only. */
export function placeOfZip(lookup: ZipLookup, state: string, district: number): ReaderPlace {
  const options = statehouseOptions(lookup, state);
  const only = (list: StateDistrict[]) => (list.length === 1 ? list[0]!.district : null);
  return { zip: lookup.zip, state, district, upperDistrict: only(options.upper), lowerDistrict: only(options.lower) };
}
