import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** Every kind of event the audit log records (security events, staff scoring, articles taken down and the About page's words), with the words the Audit log view shows. */
export const AUDIT_KINDS = {
  'sign-up': 'Account created',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'account-locked': 'Account locked',
  'email-verified': 'Email verified',
  'password-changed': 'Password changed',
  'password-reset-requested': 'Password reset requested',
  'password-reset': 'Password reset',
  'session-revoked': 'Session signed out',
  'staff-granted': 'Staff granted',
  'staff-revoked': 'Staff revoked',
  'bill-score-changed': 'Bill score changed',
  'bill-excluded-from-scores': 'Bill excluded from scores',
  'bill-included-in-scores': 'Bill included in scores again',
  'article-unpublished': 'Article unpublished',
  'article-deleted': 'Article deleted',
  'masthead-edited': 'About page edited',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;
export const auditKind = z.enum(Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]]);

const person = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** GET /api/admin/audit-events row: who, what, when and from where. */
export const auditEvent = z.object({
  id: z.number().int(),
  kind: auditKind,
  createdAt: isoDateTime,
  actor: person,
  subject: person,
  email: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.input<typeof auditEvent>;

/** Failures and lockouts: the events an operator should notice first. */
export const ALARMING_AUDIT_KINDS: ReadonlySet<AuditKind> = new Set(['sign-in-failed', 'account-locked']);

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

export const auditEventList = z.array(auditEvent);
