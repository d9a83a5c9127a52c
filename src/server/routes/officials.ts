import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/schemas/common.ts';
import {
  newOfficial,
  official,
  officialVote,
  refreshMembersResult,
  refreshVotesResult,
  vote,
} from '../../shared/schemas/officials.ts';
import { notFound } from '../http-error.ts';
import { importVotes, refreshMembers } from '../imports/service.ts';
import { requireStaff } from '../plugins/auth.ts';
import {
  createOfficial,
  findOfficial,
  listOfficialVotes,
  listOfficials,
  listVotes,
  officialExists,
} from '../repositories/officials.ts';
import { runImport } from './run-import.ts';

export async function officialRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get('/api/officials', { schema: { response: { 200: z.array(official) } } }, async () => listOfficials(app.db));

  app.get('/api/officials/:id', { schema: { params: idParams, response: { 200: official } } }, async (request) => {
    const found = await findOfficial(app.db, request.params.id);
    if (!found) throw notFound('Official not found');
    return found;
  });

  app.get(
    '/api/officials/:id/votes',
    { schema: { params: idParams, response: { 200: z.array(officialVote) } } },
    async (request) => {
      if (!(await officialExists(app.db, request.params.id))) throw notFound('Official not found');
      return listOfficialVotes(app.db, request.params.id);
    },
  );

  app.get('/api/votes', { schema: { response: { 200: z.array(vote) } } }, async () => listVotes(app.db));

  app.post(
    '/api/officials',
    { preHandler: requireStaff, schema: { body: newOfficial, response: { 201: official } } },
    async (request, reply) => reply.code(201).send(await createOfficial(app.db, request.body)),
  );

  app.post(
    '/api/officials/refresh',
    { preHandler: requireStaff, schema: { response: { 200: refreshMembersResult } } },
    async (request) => runImport(request, refreshMembers),
  );

  app.post(
    '/api/officials/refresh-votes',
    { preHandler: requireStaff, schema: { response: { 200: refreshVotesResult } } },
    async (request) => runImport(request, importVotes),
  );
}
