// The Legislation tab's part of a page's first data, seeded by the tab's own code (lib/first-data.ts).
import { getBill, listBills } from '../../../shared/api/bills.ts';
import { legislationFirstData } from '../../../shared/api/first-data/legislation.ts';
import { TAB_FIRST_LISTS } from '../../../shared/api/first-lists.ts';
import { endpointKey, endpointPages } from '../../lib/endpoint.ts';
import { type FirstDataSeeder, firstDataPart, seedFirstPage } from '../../lib/first-data.ts';

/** A bill's page, and the tab's list at its starting filter and sort. */
export const seedLegislationFirstData: FirstDataSeeder = (client, inlined) => {
  const data = firstDataPart(inlined, legislationFirstData);
  if (data?.bill) client.setQueryData(endpointKey(getBill, { params: { id: data.bill.id } }), data.bill);
  if (data?.bills) seedFirstPage(client, endpointPages(listBills, { query: TAB_FIRST_LISTS.legislation }), data.bills);
};
