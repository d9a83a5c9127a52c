// A signed-in person's own sessions: list them, end one, end all the others. Every revocation is
// recorded in the audit log.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceName } from '../../shared/device-name.ts';
import type { SessionView } from '../../shared/schemas/sessions.ts';
import { sessionDeadline } from '../auth/session-lifetimes.ts';
import { notFound, unauthorized } from '../platform/http-error.ts';
import { deleteUserSession, deleteUserSessions, listUserSessions } from '../repositories/sessions.ts';
import { auditRequest } from './audit.ts';
import { forgetSession } from './session-cookie.ts';

/** The signed-in caller and the session they called with. */
function caller(request: FastifyRequest) {
  const { user } = request;
  const sid = request.session.id;
  if (!user || !sid) throw unauthorized();
  return { user, sid };
}

function auditRevocation(request: FastifyRequest, userId: string, ended: number) {
  return auditRequest(request, { kind: 'session-revoked', actorUserId: userId, subjectUserId: userId, detail: { ended } });
}

/** The caller's live sessions, judged by their current role like every request is. */
export async function listSessions(request: FastifyRequest): Promise<SessionView[]> {
  const { user, sid } = caller(request);
  const now = Date.now();
  const rows = await listUserSessions(request.server.db, user.id, sid);
  return rows
    .filter((row) => sessionDeadline(row, user.isStaff).getTime() > now)
    .map(({ publicId, userAgent, ...row }) => ({ id: publicId, device: deviceName(userAgent), ...row }));
}

/** Ends one of the caller's sessions; another person's session is as unknown as a made-up id. */
export async function revokeSession(request: FastifyRequest, reply: FastifyReply, publicId: string) {
  const { user, sid } = caller(request);
  const ended = await deleteUserSession(request.server.db, user.id, publicId, sid);
  if (!ended) throw notFound('Session not found');
  await auditRevocation(request, user.id, 1);
  // Ending the session this request came with signs this browser out too.
  if (ended.wasCurrent) forgetSession(request, reply);
}

/** Ends every session of the caller but this one; answers how many ended. */
export async function revokeOtherSessions(request: FastifyRequest) {
  const { user, sid } = caller(request);
  const ended = await deleteUserSessions(request.server.db, user.id, sid);
  if (ended > 0) await auditRevocation(request, user.id, ended);
  return ended;
}
