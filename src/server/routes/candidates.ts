import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { candidate, newCandidate, refreshCandidatesResult } from '../../shared/schemas/candidates.ts';
import { idParams } from '../../shared/schemas/common.ts';
import { notFound } from '../http-error.ts';
import { refreshCandidates } from '../imports/service.ts';
import { requireStaff } from '../plugins/auth.ts';
import { createCandidate, findCandidate, listCandidates } from '../repositories/candidates.ts';
import { runImport } from './run-import.ts';

export async function candidateRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get('/api/candidates', { schema: { response: { 200: z.array(candidate) } } }, async () => listCandidates(app.db));

  app.get('/api/candidates/:id', { schema: { params: idParams, response: { 200: candidate } } }, async (request) => {
    const found = await findCandidate(app.db, request.params.id);
    if (!found) throw notFound('Candidate not found');
    return found;
  });

  app.post(
    '/api/candidates',
    { preHandler: requireStaff, schema: { body: newCandidate, response: { 201: candidate } } },
    async (request, reply) => reply.code(201).send(await createCandidate(app.db, request.body)),
  );

  app.post(
    '/api/candidates/refresh',
    { preHandler: requireStaff, schema: { response: { 200: refreshCandidatesResult } } },
    async (request) => runImport(request, refreshCandidates),
  );
}
