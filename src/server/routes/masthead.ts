import type { FastifyInstance } from 'fastify';
import { getMasthead, updateMasthead } from '../../shared/api/masthead.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { auditRequest } from '../services/audit.ts';
import { readMasthead, writeMasthead } from '../services/masthead.ts';

export async function mastheadRoutes(app: FastifyInstance) {
  registerEndpoint(app, getMasthead, { cache: () => ['masthead'] }, async () => readMasthead(app.db));
  registerEndpoint(app, updateMasthead, { invalidates: ['masthead'] }, async (request) => {
    const editorId = signedInUser(request).id;
    return writeMasthead(app.db, editorId, request.body, app.clock(), (event) =>
      auditRequest(request, { ...event, actorUserId: editorId }),
    );
  });
}
