import type { FastifyInstance } from 'fastify';
import { getOfficialMoney, getRace, getStateRace, listRaces } from '../../shared/api/races.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { notFound } from '../platform/http-error.ts';
import { officialMoney, RACE_TOPICS, raceBySegment, stateRaces } from '../services/races.ts';
import { stateRaceBySegment } from '../services/state-races.ts';

export async function raceRoutes(app: FastifyInstance) {
  // A race is read from candidates and officials: either family's writes drop it.
  registerEndpoint(app, getRace, { cache: RACE_TOPICS }, async (request) => {
    const found = await raceBySegment(app.db, request.params.race);
    if (!found) throw notFound('Race not found');
    return found;
  });

  registerEndpoint(app, getStateRace, { cache: RACE_TOPICS }, async (request) => {
    const found = await stateRaceBySegment(app.db, request.params.race);
    if (!found) throw notFound('Race not found');
    return found;
  });

  registerEndpoint(app, getOfficialMoney, { cache: (request) => [`official:${request.params.id}`] }, async (request) =>
    officialMoney(app.db, request.params.id),
  );

  registerEndpoint(app, listRaces, { cache: RACE_TOPICS }, async (request) => stateRaces(app.db, request.query.state));
}
