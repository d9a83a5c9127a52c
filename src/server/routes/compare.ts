import type { FastifyInstance } from 'fastify';
import { compareOfficials as compareEndpoint } from '../../shared/api/compare.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { compareOfficials } from '../services/compare.ts';

export async function compareRoutes(app: FastifyInstance) {
  // Each official's answers read `official:<id>`; every write that moves a vote, a score or a bill's
  // score already invalidates those.
  registerEndpoint(
    app,
    compareEndpoint,
    { cache: (request) => request.query.officials.map((id) => `official:${id}` as const) },
    async (request) => compareOfficials(app.db, request.query.officials),
  );
}
