import type { FastifyInstance } from 'fastify';
import { search } from '../../shared/api/search.ts';
import { registerEndpoint } from '../lib/register-endpoint.ts';
import { searchEverything } from '../services/search.ts';

export async function searchRoutes(app: FastifyInstance) {
  // Search shows articles, bills, candidates and officials as their lists do, so it reads all four.
  // Each new text is a query the cache cannot answer, so searches are limited per address.
  registerEndpoint(app, search, { cache: ['articles', 'bills', 'candidates', 'officials'], config: { rateLimit: app.requestLimits.search } }, async (request) => searchEverything(app.db, request.query.q, request.query.limit));
}
