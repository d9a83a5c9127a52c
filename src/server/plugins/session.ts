// Our own small session layer over the `sessions` table (docs/decisions/0002-own-session-plugin.md).
// The cookie holds only a random id, signed with SESSION_SECRET; the data and the expiry live in the row.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteExpiredSessions,
  deleteSession,
  loadSession,
  saveSession,
  type SessionData,
  touchSession,
} from '../repositories/sessions.ts';
import type { UserRow } from '../repositories/users.ts';

export const SESSION_COOKIE = 'civic.sid';
const SESSION_TTL_MS = 14 * 24 * 3_600_000;

declare module 'fastify' {
  interface FastifyRequest {
    session: { id: string | null; data: SessionData };
    /** The signed-in user, or null for a visitor. */
    user: UserRow | null;
  }
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.server.config.isProduction,
    signed: true,
    maxAge: SESSION_TTL_MS / 1000,
  };
}

/**
 * Starts a fresh session with a new id, dropping the old one: a new id at every sign-in means an id
 * planted before sign-in (session fixation) is worthless afterwards.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, data: SessionData) {
  const db = request.server.db;
  if (request.session.id) await deleteSession(db, request.session.id);
  await deleteExpiredSessions(db);
  const sid = randomBytes(32).toString('base64url');
  await saveSession(db, sid, data, new Date(Date.now() + SESSION_TTL_MS));
  request.session = { id: sid, data };
  reply.setCookie(SESSION_COOKIE, sid, cookieOptions(request));
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.session.id) await deleteSession(request.server.db, request.session.id);
  request.session = { id: null, data: {} };
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Registered on the root instance (not encapsulated) so every route sees request.session and request.user. */
export function registerSession(app: FastifyInstance) {
  app.decorateRequest('session', null as never);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request, reply) => {
    request.session = { id: null, data: {} };
    request.user = null;
    // Static files and SPA pages never need the session; skip the database round trip for them.
    if (!request.url.startsWith('/api/')) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const session = await loadSession(app.db, unsigned.value);
    if (!session) return;
    request.session = { id: unsigned.value, data: session.data };
    request.user = session.user;
    // Rolling expiry, written at most once per half-life rather than on every request.
    if (session.expire.getTime() - Date.now() < SESSION_TTL_MS / 2) {
      await touchSession(app.db, unsigned.value, new Date(Date.now() + SESSION_TTL_MS));
      reply.setCookie(SESSION_COOKIE, unsigned.value, cookieOptions(request));
    }
  });
}
