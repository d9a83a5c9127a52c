// The About page's part of its first data, seeded by that page's own code (lib/first-data.ts).
import { aboutFirstData } from '../../../shared/api/first-data/about.ts';
import { getMasthead } from '../../../shared/api/masthead.ts';
import { endpointKey } from '../../lib/endpoint.ts';
import { type FirstDataSeeder, firstDataPart } from '../../lib/first-data.ts';

/** The masthead. */
export const seedAboutFirstData: FirstDataSeeder = (client, inlined) => {
  const data = firstDataPart(inlined, aboutFirstData);
  if (data?.masthead) client.setQueryData(endpointKey(getMasthead), data.masthead);
};
