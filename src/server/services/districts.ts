// A reader's officials: a ZIP's districts, how a district's officials voted on bills, and the place a
// signed-in reader keeps (docs/decisions/0160-zip-to-district-lookup.md).
import { districtLabel } from '../../shared/schemas/districts.ts';
import type { Database } from '../db/connect.ts';
import { districtsOfZip } from '../domain/zip-districts.ts';
import { badRequest } from '../platform/http-error.ts';
import { listDistrictBillPositions } from '../repositories/district-positions.ts';
import { type Place, saveReaderPlace } from '../repositories/reader-places.ts';

export async function lookupZip(zip: string) {
  const districts = await districtsOfZip(zip);
  return { zip, districts: districts.map((d) => ({ ...d, label: districtLabel(d.state, d.district) })) };
}

/** One position per official and bill: their passage vote when there is one, else their latest roll call on it. */
export async function districtBillPositions(db: Database, query: { state: string; district: number; bills: number[] }) {
  const rows = await listDistrictBillPositions(db, query.state, query.district, query.bills);
  const kept = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.billId}:${row.officialId}`;
    if (!kept.has(key)) kept.set(key, row);
  }
  return [...kept.values()].sort((a, b) => a.billId - b.billId || a.officialId - b.officialId);
}

/** A ZIP is kept only with one of its own districts, so the profile never pairs a ZIP with another place. */
export async function keepReaderPlace(db: Database, userId: string, place: Place) {
  if (place.zip !== null && !(await districtsOfZip(place.zip)).some((d) => d.state === place.state && d.district === place.district)) {
    throw badRequest(`${districtLabel(place.state, place.district)} is not a district of ZIP code ${place.zip}`);
  }
  return saveReaderPlace(db, userId, place);
}
