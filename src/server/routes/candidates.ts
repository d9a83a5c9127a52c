import type { FastifyInstance } from 'fastify';
import { createCandidate, getCandidate, listCandidates, refreshCandidates } from '../../shared/api/candidates.ts';
import { IMPORT_TOPICS } from '../cache/topics.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { refreshCandidates as importCandidates } from '../imports/service.ts';
import { notFound } from '../platform/http-error.ts';
import { addCandidate, candidateById, candidatePage } from '../services/candidates.ts';
import { runImport } from './run-import.ts';

export async function candidateRoutes(app: FastifyInstance) {
  registerEndpoint(app, listCandidates, { cache: ['candidates'] }, async (request) => candidatePage(app.db, request.query));

  registerEndpoint(app, getCandidate, { cache: (request) => [`candidate:${request.params.id}`] }, async (request) => {
    const found = await candidateById(app.db, request.params.id);
    if (!found) throw notFound('Candidate not found');
    return found;
  });

  registerEndpoint(app, createCandidate, { invalidates: ['candidates'] }, async (request, _reply, db) => addCandidate(db, request.body));

  registerEndpoint(app, refreshCandidates, { invalidates: IMPORT_TOPICS.candidates }, async (request) =>
    runImport(request, importCandidates),
  );
}
