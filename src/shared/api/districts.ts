// A reader's officials (docs/decisions/0160-zip-to-district-lookup.md): a ZIP's districts, how a
// district's officials voted on bills, and the place a signed-in reader keeps on their profile.
import { z } from 'zod';
import { idList } from '../schemas/common.ts';
import {
  billPosition,
  districtNumber,
  readerPlace,
  readerPlaceInput,
  stateCode,
  statehouseDistrict,
  zipCode,
  zipLookup,
} from '../schemas/districts.ts';
import { defineEndpoint } from './contract.ts';

/** The House and statehouse districts a ZIP code touches: one per chamber, several (the reader picks), or none (unknown ZIP). */
export const lookupZip = defineEndpoint({
  method: 'GET',
  path: '/api/districts',
  query: z.strictObject({ zip: zipCode }),
  status: 200,
  response: zipLookup,
});

/** A page of bills is at most 100 (the bills list's largest page). */
export const BILL_POSITIONS_MAX = 100;

const billIds = idList('bills', 'bill').refine((ids) => ids.length <= BILL_POSITIONS_MAX, {
  error: `bills may name at most ${BILL_POSITIONS_MAX} bills`,
});

/**
 * How the officials of one district (its House member and the state's senators, and its statehouse members
 * when `upper`/`lower` name their districts) voted on the bills named: the same answer for everyone who asks
 * about that place, so it is publicly cached.
 */
export const listDistrictBillPositions = defineEndpoint({
  method: 'GET',
  path: '/api/districts/positions',
  query: z.strictObject({
    state: stateCode,
    district: districtNumber,
    upper: statehouseDistrict.optional(),
    lower: statehouseDistrict.optional(),
    bills: billIds,
  }),
  status: 200,
  response: z.array(billPosition),
});

/** The signed-in reader's place, or null when they have not given one. */
export const getReaderPlace = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/me/place',
  status: 200,
  response: readerPlace.nullable(),
});

export const setReaderPlace = defineEndpoint({
  method: 'PUT',
  auth: 'user',
  path: '/api/me/place',
  body: readerPlaceInput,
  status: 200,
  response: readerPlace,
});

export const clearReaderPlace = defineEndpoint({ method: 'DELETE', auth: 'user', path: '/api/me/place', status: 204, response: null });
