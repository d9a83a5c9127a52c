import type { FastifyInstance } from 'fastify';
import * as api from '../../shared/api/match.ts';
import { NOTHING_PUBLIC } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { deleteReaderStance, listReaderStances } from '../repositories/reader-stances.ts';
import { markStance, readerMatches } from '../services/match.ts';

export async function matchRoutes(app: FastifyInstance) {
  // A reader's stances and match are theirs alone: private reads, and writes no public answer shows.
  registerEndpoint(app, api.listStances, { cache: 'private' }, async (request) => listReaderStances(app.db, signedInUser(request).id));

  registerEndpoint(app, api.setStance, { invalidates: NOTHING_PUBLIC }, async (request) =>
    markStance(app.db, signedInUser(request).id, request.params.id, request.body.stance),
  );

  registerEndpoint(app, api.clearStance, { invalidates: NOTHING_PUBLIC }, async (request) => {
    await deleteReaderStance(app.db, signedInUser(request).id, request.params.id);
  });

  registerEndpoint(app, api.listMatches, { cache: 'private' }, async (request) => readerMatches(app.db, signedInUser(request).id));
}
