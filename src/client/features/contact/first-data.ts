// A committee's page's part of its first data, seeded by that page's own code (lib/first-data.ts).
import { getCommittee } from '../../../shared/api/contact.ts';
import { committeeFirstData } from '../../../shared/api/first-data/committee.ts';
import { endpointKey } from '../../lib/endpoint.ts';
import { type FirstDataSeeder, firstDataPart } from '../../lib/first-data.ts';

/** The committee. */
export const seedCommitteeFirstData: FirstDataSeeder = (client, inlined) => {
  const data = firstDataPart(inlined, committeeFirstData);
  if (data?.committee) client.setQueryData(endpointKey(getCommittee, { params: { id: data.committee.id } }), data.committee);
};
