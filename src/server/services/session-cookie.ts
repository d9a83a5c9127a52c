// Starting and ending a reader's session from a service (sign-in, sign-up, sign-out): a fresh random id in a
// signed cookie, its data and deadlines in the `sessions` row (docs/decisions/0002-own-session-plugin.md,
// docs/decisions/0100-session-lifetimes.md). Reading the session on every request is http/session.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionDeadline, sessionLimits } from '../auth/session-lifetimes.ts';
import { deleteExpiredSessions, deleteSession, type SessionData, saveSession } from '../repositories/sessions.ts';
import type { UserRow } from '../repositories/users.ts';
import { originOf } from './audit.ts';

export const SESSION_COOKIE = 'civic.sid';

/** The cookie lasts the absolute lifetime of the role at sign-in; the row decides whether it still counts. */
function cookieOptions(request: FastifyRequest, isStaff: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.server.config.isProduction,
    signed: true,
    maxAge: sessionLimits(isStaff).absoluteMs / 1000,
  };
}

/**
 * Starts a fresh session with a new id, dropping the old one: a new id at every sign-in means an id
 * planted before sign-in (session fixation) is worthless afterwards. `user` is who signs in (null for a
 * session that only carries a pending OIDC sign-in); their role sets the session's limits.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, data: SessionData, user: Pick<UserRow, 'isStaff'> | null) {
  const db = request.server.db;
  if (request.session.id) await deleteSession(db, request.session.id);
  await deleteExpiredSessions(db);
  const sid = randomBytes(32).toString('base64url');
  const isStaff = user?.isStaff ?? 0;
  const now = new Date();
  await saveSession(db, sid, data, sessionDeadline({ createdAt: now, lastSeenAt: now }, isStaff), originOf(request), now);
  request.session = { id: sid, data };
  reply.setCookie(SESSION_COOKIE, sid, cookieOptions(request, isStaff));
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.session.id) await deleteSession(request.server.db, request.session.id);
  forgetSession(request, reply);
}

/** Signs this request out without touching the database (its row is already gone). */
export function forgetSession(request: FastifyRequest, reply: FastifyReply) {
  request.session = { id: null, data: {} };
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
