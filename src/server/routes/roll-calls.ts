import type { FastifyInstance } from 'fastify';
import { listRollCallPositions } from '../../shared/api/roll-calls.ts';
import { registerEndpoint } from '../lib/register-endpoint.ts';
import { rollCallPositions } from '../services/roll-calls.ts';

export async function rollCallRoutes(app: FastifyInstance) {
  registerEndpoint(app, listRollCallPositions, { cache: ['roll-calls'] }, async (request) => rollCallPositions(app.db, request.params.id));
}
