import type { FastifyInstance } from 'fastify';
import { createCandidate, getCandidate, listCandidates, refreshCandidates } from '../../shared/api/candidates.ts';
import { notFound } from '../http-error.ts';
import { refreshCandidates as importCandidates } from '../imports/service.ts';
import { registerEndpoint } from '../lib/register-endpoint.ts';
import { addCandidate, candidateById, candidatePage } from '../services/candidates.ts';
import { runImport } from './run-import.ts';

export async function candidateRoutes(app: FastifyInstance) {
  registerEndpoint(app, listCandidates, {}, async (request) => candidatePage(app.db, request.query));

  registerEndpoint(app, getCandidate, {}, async (request) => {
    const found = await candidateById(app.db, request.params.id);
    if (!found) throw notFound('Candidate not found');
    return found;
  });

  registerEndpoint(app, createCandidate, { auth: 'staff' }, async (request) => addCandidate(app.db, request.body));

  registerEndpoint(app, refreshCandidates, { auth: 'staff' }, async (request) => runImport(request, importCandidates));
}
