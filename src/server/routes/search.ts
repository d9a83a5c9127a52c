import type { FastifyInstance } from 'fastify';
import { search } from '../../shared/api/search.ts';
import { registerEndpoint } from '../lib/register-endpoint.ts';
import { searchEverything } from '../services/search.ts';

export async function searchRoutes(app: FastifyInstance) {
  registerEndpoint(app, search, {}, async (request) => searchEverything(app.db, request.query.q, request.query.limit));
}
