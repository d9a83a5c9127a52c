// The Officials tab's part of a page's first data, seeded by the tab's own code (lib/first-data.ts).
import { officialsFirstData } from '../../../shared/api/first-data/officials.ts';
import { TAB_FIRST_LISTS } from '../../../shared/api/first-lists.ts';
import { getOfficial, listOfficialPages } from '../../../shared/api/officials.ts';
import { endpointKey, endpointPages } from '../../lib/endpoint.ts';
import { type FirstDataSeeder, firstDataPart, seedFirstPage } from '../../lib/first-data.ts';

/** An official's page, and the tab's list at its starting filter and sort. */
export const seedOfficialsFirstData: FirstDataSeeder = (client, inlined) => {
  const data = firstDataPart(inlined, officialsFirstData);
  if (data?.official) client.setQueryData(endpointKey(getOfficial, { params: { id: data.official.id } }), data.official);
  if (data?.officials) seedFirstPage(client, endpointPages(listOfficialPages, { query: TAB_FIRST_LISTS.officials }), data.officials);
};
