// Staff changes are security events, wherever they are made (User Management or the operator's shell):
// each real change is recorded, and a revocation ends every session of that user, so no browser keeps
// acting with rights that were taken away.
import type { Database } from '../db/connect.ts';
import type { NewAuditEvent } from '../repositories/audit-events.ts';
import { deleteUserSessions } from '../repositories/sessions.ts';
import { changeStaff } from '../repositories/users.ts';

/** Why a revocation was refused: without a staff account nobody could manage staff from the site. */
export const LAST_STAFF_MESSAGE = 'The last staff account cannot lose its staff status';

/** Writes one event; the caller stamps it with its origin (auditRequest) or not (recordAudit, shell). */
export type AuditRecorder = (event: Omit<NewAuditEvent, 'ipAddress' | 'userAgent'>) => Promise<void>;

export type StaffChangeRequest = {
  userId: string;
  isStaff: 0 | 1;
  /** The staff member who asked; null for the operator's shell. */
  actorUserId: string | null;
  via: 'admin' | 'shell';
  /** Only the shell vouches for an unproven address (see changeStaff). */
  markVerified?: boolean;
};

export async function applyStaffChange(db: Database, change: StaffChangeRequest, record: AuditRecorder) {
  const result = await changeStaff(db, change.userId, change.isStaff, { markVerified: change.markVerified });
  if (result.outcome !== 'done') return result;
  const { user } = result;
  const detail = { via: change.via };
  if (result.emailVerifiedNow) {
    await record({ kind: 'email-verified', actorUserId: change.actorUserId, subjectUserId: user.id, email: user.email, detail });
  }
  if (result.staffChanged) {
    if (change.isStaff === 0) await deleteUserSessions(db, user.id);
    await record({
      kind: change.isStaff === 1 ? 'staff-granted' : 'staff-revoked',
      actorUserId: change.actorUserId,
      subjectUserId: user.id,
      email: user.email,
      detail,
    });
  }
  return result;
}
