// A user's page's part of its first data, seeded by that page's own code (lib/first-data.ts).
import { profileFirstData } from '../../../shared/api/first-data/profile.ts';
import { getUser, listUserPosts } from '../../../shared/api/users.ts';
import { endpointKey, endpointPages } from '../../lib/endpoint.ts';
import { type FirstDataSeeder, firstDataPart, seedFirstPage } from '../../lib/first-data.ts';

/** The user, and the first page of their articles. */
export const seedProfileFirstData: FirstDataSeeder = (client, inlined) => {
  const data = firstDataPart(inlined, profileFirstData);
  if (!data?.profile) return;
  client.setQueryData(endpointKey(getUser, { params: { id: data.profile.id } }), data.profile);
  if (data.profilePosts) seedFirstPage(client, endpointPages(listUserPosts, { params: { id: data.profile.id } }), data.profilePosts);
};
