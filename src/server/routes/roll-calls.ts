import type { FastifyInstance } from 'fastify';
import { listRollCallPositions, listRollCalls } from '../../shared/api/roll-calls.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { rollCallPage, rollCallPositions } from '../services/roll-calls.ts';

export async function rollCallRoutes(app: FastifyInstance) {
  registerEndpoint(app, listRollCalls, { cache: ['roll-calls'] }, async (request) => rollCallPage(app.db, request.query));

  registerEndpoint(app, listRollCallPositions, { cache: ['roll-calls'] }, async (request) => rollCallPositions(app.db, request.params.id));
}
