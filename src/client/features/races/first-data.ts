// A race's page's part of its first data, seeded by that page's own code (lib/first-data.ts).
import { raceFirstData } from '../../../shared/api/first-data/race.ts';
import { getRace, getStateRace } from '../../../shared/api/races.ts';
import { endpointKey } from '../../lib/endpoint.ts';
import { type FirstDataSeeder, firstDataPart } from '../../lib/first-data.ts';

/** The race, of either kind. */
export const seedRaceFirstData: FirstDataSeeder = (client, inlined) => {
  const data = firstDataPart(inlined, raceFirstData);
  if (data?.race) client.setQueryData(endpointKey(getRace, { params: { race: data.race.key } }), data.race);
  if (data?.stateRace) client.setQueryData(endpointKey(getStateRace, { params: { race: data.stateRace.key } }), data.stateRace);
};
