// GET /api/admin/audit-events: the security audit log for staff, newest first, one page at a time.
import type { FastifyInstance } from 'fastify';
import { listAuditEvents } from '../../shared/api/admin.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { auditEventPage } from '../services/audit.ts';

export async function auditRoutes(app: FastifyInstance) {
  registerEndpoint(app, listAuditEvents, { cache: 'private' }, async (request, reply) => {
    // Names, emails and addresses of people: never kept by a browser cache or a shared proxy.
    reply.header('cache-control', 'no-store');
    return auditEventPage(app.db, request.query);
  });
}
