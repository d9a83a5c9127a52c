// The comparison page's part of its first data, seeded by that page's own code (lib/first-data.ts).
import { compareOfficials } from '../../../shared/api/compare.ts';
import { compareFirstData } from '../../../shared/api/first-data/compare.ts';
import { endpointKey } from '../../lib/endpoint.ts';
import { type FirstDataSeeder, firstDataPart } from '../../lib/first-data.ts';

/** The comparison, under the key of its officials in their order. */
export const seedCompareFirstData: FirstDataSeeder = (client, inlined) => {
  const data = firstDataPart(inlined, compareFirstData);
  if (!data?.comparison) return;
  const officials = data.comparison.officials.map((o) => o.id).join(',');
  client.setQueryData(endpointKey(compareOfficials, { query: { officials } }), data.comparison);
};
