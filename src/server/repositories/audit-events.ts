// The security audit trail (docs/decisions/0106-audit-log.md): append-only rows, newest first.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditKind } from '../../shared/schemas/audit.ts';
import type { Database } from '../db/connect.ts';
import { auditEvents, users } from '../db/schema.ts';

export type NewAuditEvent = {
  kind: AuditKind;
  actorUserId?: string | null;
  subjectUserId?: string | null;
  email?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
};

export async function insertAuditEvent(db: Database, event: NewAuditEvent) {
  await db.insert(auditEvents).values({ ...event, detail: event.detail ?? {} });
}

/**
 * Where a row sits in the newest-first order. `at` is created_at to the microsecond, as the database
 * keeps it: a JavaScript Date would round it to the millisecond and skip rows written in the same one.
 */
export type AuditPosition = { at: string; id: number };

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

/**
 * One page of events, newest first, strictly after `after` when given: a keyset on (created_at, id),
 * which audit_events_created_idx serves in reverse, so a page costs the same at any depth and rows
 * written meanwhile never shift it. Actor and subject come by join, in the same query.
 */
export async function listAuditEvents(
  db: Database,
  page: { limit: number; kind?: AuditKind | undefined; after?: AuditPosition | undefined },
) {
  const rows = await db
    .select({
      id: auditEvents.id,
      kind: auditEvents.kind,
      createdAt: auditEvents.createdAt,
      at: sql<string>`to_char(${auditEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      email: auditEvents.email,
      ipAddress: auditEvents.ipAddress,
      userAgent: auditEvents.userAgent,
      detail: auditEvents.detail,
      actor: { id: actor.id, email: actor.email, firstName: actor.firstName, lastName: actor.lastName },
      subject: { id: subject.id, email: subject.email, firstName: subject.firstName, lastName: subject.lastName },
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
    .leftJoin(subject, eq(subject.id, auditEvents.subjectUserId))
    .where(
      and(
        page.kind ? eq(auditEvents.kind, page.kind) : undefined,
        page.after ? sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${page.after.at}::timestamptz, ${page.after.id})` : undefined,
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit + 1);
  return { rows: rows.slice(0, page.limit).map((row) => ({ ...row, kind: row.kind as AuditKind })), more: rows.length > page.limit };
}
