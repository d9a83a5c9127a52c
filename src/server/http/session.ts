// Our own small session layer over the `sessions` table (docs/decisions/0002-own-session-plugin.md), with
// the idle and absolute lifetimes of docs/decisions/0100-session-lifetimes.md.
// The cookie holds only a random id, signed with SESSION_SECRET; the data and the deadlines live in the row.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LAST_SEEN_INTERVAL_MS, sessionDeadline, sessionLimits } from '../auth/session-lifetimes.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  loadSession,
  saveSession,
  type SessionData,
  touchSession,
} from '../repositories/sessions.ts';
import type { UserRow } from '../repositories/users.ts';
import { originOf } from '../services/audit.ts';
import { readWithOneRetry } from '../db/database-unavailable.ts';

export const SESSION_COOKIE = 'civic.sid';

declare module 'fastify' {
  interface FastifyRequest {
    session: { id: string | null; data: SessionData };
    /** The signed-in user, or null for a visitor. */
    user: UserRow | null;
  }
}

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
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  data: SessionData,
  user: Pick<UserRow, 'isStaff'> | null,
) {
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

const STATIC_FILE = /\.[a-z0-9]+$/i;

/** Registered on the root instance (not encapsulated) so every route sees request.session and request.user. */
export function registerSession(app: FastifyInstance) {
  app.decorateRequest('session', null as never);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request, reply) => {
    request.session = { id: null, data: {} };
    request.user = null;
    // Files (a path with an extension: scripts, styles, images) never need the session; skip the database
    // round trip for them. The API and the pages do: a page carries who asks (routes/spa.ts).
    if (STATIC_FILE.test(request.url.split('?', 1)[0]!)) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const sid = unsigned.value;
    // Every signed-in call starts here, so it is the read most likely to meet a connection a restart dropped.
    const session = await readWithOneRetry(() => loadSession(app.db, sid));
    if (!session) return;
    // Judged with the user's role now, not at sign-in: a reader made staff gets staff limits at once.
    const isStaff = session.user?.isStaff ?? 0;
    const now = new Date();
    if (now >= sessionDeadline(session, isStaff)) {
      await deleteSession(app.db, sid);
      forgetSession(request, reply);
      return;
    }
    request.session = { id: sid, data: session.data };
    request.user = session.user;
    // Any request counts as activity, but one write a minute is enough to measure idleness.
    if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) {
      await touchSession(app.db, sid, now, sessionDeadline({ createdAt: session.createdAt, lastSeenAt: now }, isStaff));
    }
  });
}
