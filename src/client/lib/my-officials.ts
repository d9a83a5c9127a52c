// The reader's own officials (their members of Congress, governor and statewide officers, statehouse members) and how they voted on bills, for any
// screen that shows them (docs/decisions/0160-zip-to-district-lookup.md).
import { useQueries, useQuery } from '@tanstack/react-query';
import { BILL_POSITIONS_MAX, listDistrictBillPositions } from '../../shared/api/districts.ts';
import { listOfficials } from '../../shared/api/officials.ts';
import type { BillPosition, ReaderPlace } from '../../shared/schemas/districts.ts';
import { endpointQuery } from './endpoint.ts';
import { useMyPlace } from './my-place.ts';

/** The 'Mine' query of a place: its congressional district, and its statehouse districts when known. */
export const mineQuery = (place: ReaderPlace | null) => ({
  state: place?.state,
  district: place?.district,
  upper: place?.upperDistrict ?? undefined,
  lower: place?.lowerDistrict ?? undefined,
});

/** The reader's officials of every level, by name; none while no place is given. */
export function useMyOfficials() {
  const { place, isLoading } = useMyPlace();
  const query = useQuery({
    ...endpointQuery(listOfficials, { query: { chamber: 'all', sort: 'az', ...mineQuery(place) } }),
    enabled: place !== null,
  });
  return {
    place,
    officials: place ? (query.data ?? []) : [],
    isLoading: isLoading || (place !== null && query.isLoading),
    isError: query.isError,
  };
}

/** Each bill's positions of the reader's officials, by bill id: one call per 100 bills on screen. */
export function useMyBillPositions(billIds: readonly number[]) {
  const { place } = useMyPlace();
  const ids = [...new Set(billIds)];
  const chunks = Array.from({ length: Math.ceil(ids.length / BILL_POSITIONS_MAX) }, (_, i) =>
    ids.slice(i * BILL_POSITIONS_MAX, (i + 1) * BILL_POSITIONS_MAX),
  );
  const results = useQueries({
    queries: chunks.map((chunk) => ({
      ...endpointQuery(listDistrictBillPositions, {
        query: { ...mineQuery(place), state: place?.state ?? '', district: place?.district ?? 0, bills: chunk.join(',') },
      }),
      enabled: place !== null,
    })),
  });
  const byBill = new Map<number, BillPosition[]>();
  for (const position of results.flatMap((r) => r.data ?? []))
    byBill.set(position.billId, [...(byBill.get(position.billId) ?? []), position]);
  return { byBill, isLoading: place !== null && results.some((r) => r.isLoading) };
}

/**
 * 'Yes', 'No', 'Present', 'Not voting' for a recorded position; other wording as recorded. Yes and No, as on
 * every other screen: the chambers' own Yea and Nay are stored as Yes and No.
 */
export function positionWord(position: string): string {
  return ({ Present: 'Present', 'Not Voting': 'Not voting' } as Record<string, string>)[position] ?? position;
}
