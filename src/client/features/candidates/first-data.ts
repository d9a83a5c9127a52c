// The Candidates tab's part of a page's first data, seeded by the tab's own code (lib/first-data.ts).
import { getCandidate, listCandidates } from '../../../shared/api/candidates.ts';
import { candidatesFirstData } from '../../../shared/api/first-data/candidates.ts';
import { TAB_FIRST_LISTS } from '../../../shared/api/first-lists.ts';
import { endpointKey, endpointPages } from '../../lib/endpoint.ts';
import { type FirstDataSeeder, firstDataPart, seedFirstPage } from '../../lib/first-data.ts';

/** A candidate's page, and the tab's list at its starting filter and sort. */
export const seedCandidatesFirstData: FirstDataSeeder = (client, inlined) => {
  const data = firstDataPart(inlined, candidatesFirstData);
  if (data?.candidate) client.setQueryData(endpointKey(getCandidate, { params: { id: data.candidate.id } }), data.candidate);
  if (data?.candidates) seedFirstPage(client, endpointPages(listCandidates, { query: TAB_FIRST_LISTS.candidates }), data.candidates);
};
