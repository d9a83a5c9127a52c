import type { FastifyInstance } from 'fastify';
import { getMasthead, updateMasthead } from '../../shared/api/masthead.ts';
import { registerEndpoint } from '../lib/register-endpoint.ts';
import { signedInUser } from '../plugins/auth.ts';
import { readMasthead, writeMasthead } from '../services/masthead.ts';

export async function mastheadRoutes(app: FastifyInstance) {
  registerEndpoint(app, getMasthead, { cache: () => ['masthead'] }, async () => readMasthead(app.db));
  registerEndpoint(app, updateMasthead, { invalidates: ['masthead'] }, async (request) =>
    writeMasthead(app.db, signedInUser(request).id, request.body, app.clock()),
  );
}
