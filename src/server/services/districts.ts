// A reader's officials: a ZIP's districts (Congress's and the statehouse's), how a district's officials voted on bills, and the place a
// signed-in reader keeps (docs/decisions/0160-zip-to-district-lookup.md).
import { districtLabel } from '../../shared/schemas/districts.ts';
import { stateDistrictLabel } from '../../shared/state-districts.ts';
import type { Database } from '../db/connect.ts';
import { stateDistrictsOfZip } from '../domain/state-leg-zips.ts';
import { districtsOfZip } from '../domain/zip-districts.ts';
import { badRequest } from '../platform/http-error.ts';
import { listDistrictBillPositions } from '../repositories/district-positions.ts';
import type { MinePlace } from '../repositories/officials.ts';
import { type Place, saveReaderPlace } from '../repositories/reader-places.ts';

/** Congress's districts and the statehouse's (every one the ZIP touches: the reader picks, docs/decisions/0333). */
export async function lookupZip(zip: string) {
  const [districts, stateDistricts] = await Promise.all([districtsOfZip(zip), stateDistrictsOfZip(zip)]);
  return {
    zip,
    districts: districts.map((d) => ({ ...d, label: districtLabel(d.state, d.district) })),
    stateDistricts: stateDistricts.map((d) => ({ ...d, label: stateDistrictLabel(d.state, d.chamber, d.district) })),
  };
}

/** One position per official and bill: their passage vote when there is one, else their latest roll call on it. */
export async function districtBillPositions(db: Database, { bills, ...place }: MinePlace & { bills: number[] }) {
  const rows = await listDistrictBillPositions(db, place, bills);
  const kept = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.billId}:${row.officialId}`;
    if (!kept.has(key)) kept.set(key, row);
  }
  return [...kept.values()].sort((a, b) => a.billId - b.billId || a.officialId - b.officialId);
}

/**
 * A ZIP is kept only with its own districts, so the profile never pairs a ZIP with another place; statehouse
 * districts come only with a ZIP (the Census table is how they are known).
 */
export async function keepReaderPlace(db: Database, userId: string, place: Place) {
  if (place.zip === null) {
    if (place.upperDistrict !== null || place.lowerDistrict !== null)
      throw badRequest('Statehouse districts are kept only with the ZIP code they came from');
  } else {
    const zip = place.zip;
    if (!(await districtsOfZip(zip)).some((d) => d.state === place.state && d.district === place.district))
      throw badRequest(`${districtLabel(place.state, place.district)} is not a district of ZIP code ${zip}`);
    const statehouse = (await stateDistrictsOfZip(zip)).filter((d) => d.state === place.state);
    const given = [
      ['upper', place.upperDistrict],
      ['lower', place.lowerDistrict],
    ] as const;
    for (const [chamber, district] of given) {
      const ofChamber = statehouse.filter((d) => (chamber === 'upper' ? d.chamber !== 'lower' : d.chamber === 'lower'));
      if (district !== null && !ofChamber.some((d) => d.district === district))
        throw badRequest(`${district} is not a ${chamber} statehouse district of ZIP code ${zip}`);
    }
  }
  return saveReaderPlace(db, userId, place);
}
