// Writes security events. Recording must never stop the action it records: a failed insert is logged,
// not thrown.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { fullNameOrEmail } from '../../shared/format.ts';
import type { AuditKind } from '../../shared/schemas/audit.ts';
import type { Database } from '../db/connect.ts';
import { decodeCursor, nextCursor } from '../db/cursor.ts';
import { insertAuditEvent, listAuditEvents, type NewAuditEvent } from '../repositories/audit-events.ts';

/** Where a request came from: the client's address (as TRUST_PROXY allows) and its user agent. */
export function originOf(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ipAddress: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null };
}

export async function recordAudit(db: Database, event: NewAuditEvent, log: Pick<FastifyBaseLogger, 'error'> = console) {
  try {
    await insertAuditEvent(db, event);
  } catch (error) {
    log.error({ err: error, kind: event.kind }, 'Could not record a security event');
  }
}

/** Records what a staff action did; the route stamps it with who did it and from where. */
export type RecordEvent = (event: Pick<NewAuditEvent, 'kind' | 'detail'>) => Promise<void>;

/** recordAudit for an event caused by this request, stamped with its origin. */
export function auditRequest(request: FastifyRequest, event: Omit<NewAuditEvent, 'ipAddress' | 'userAgent'>) {
  return recordAudit(request.server.db, { ...event, ...originOf(request) }, request.log);
}

const personView = (person: { id: string; email: string; firstName: string | null; lastName: string | null } | null) =>
  person && { id: person.id, name: fullNameOrEmail(person) };

/** A page of the audit log for staff, newest first; people as their id and name. */
export async function auditEventPage(db: Database, query: { limit: number; cursor?: string | undefined; kind?: AuditKind | undefined }) {
  const after = query.cursor ? decodeCursor(query.cursor, ['date', 'id']) : undefined;
  const page = await listAuditEvents(db, {
    limit: query.limit,
    kind: query.kind,
    after: after && { at: after[0] as string, id: after[1] as number },
  });
  return {
    items: page.rows.map(({ at: _at, ...event }) => ({ ...event, actor: personView(event.actor), subject: personView(event.subject) })),
    next: nextCursor(page, (last) => [last.at, last.id]),
  };
}
