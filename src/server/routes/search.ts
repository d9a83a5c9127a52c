import type { FastifyInstance } from 'fastify';
import { search } from '../../shared/api/search.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { searchEverything } from '../services/search.ts';

export async function searchRoutes(app: FastifyInstance) {
  // Search shows articles, bills, candidates and officials as their lists do, so it reads all four. A new
  // text is work the cache cannot answer: it costs its client's read budget as much as any other such read
  // (docs/decisions/0313-one-read-budget-per-client.md).
  registerEndpoint(app, search, { cache: ['articles', 'bills', 'candidates', 'officials'] }, async (request) =>
    searchEverything(app.db, request.query.q, request.query.limit),
  );
}
