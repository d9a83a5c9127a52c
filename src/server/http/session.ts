// Our own small session layer over the `sessions` table (docs/decisions/0002-own-session-plugin.md), with
// the idle and absolute lifetimes of docs/decisions/0100-session-lifetimes.md.
// The cookie holds only a random id, signed with SESSION_SECRET; the data and the deadlines live in the row.
// Starting and ending one is services/session-cookie.ts.
import type { FastifyInstance } from 'fastify';
import { LAST_SEEN_INTERVAL_MS, sessionDeadline } from '../auth/session-lifetimes.ts';
import { readWithOneRetry } from '../db/database-unavailable.ts';
import { deleteSession, loadSession, type SessionData, touchSession } from '../repositories/sessions.ts';
import type { UserRow } from '../repositories/users.ts';
import { forgetSession, SESSION_COOKIE } from '../services/session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: { id: string | null; data: SessionData };
    /** The signed-in user, or null for a visitor. */
    user: UserRow | null;
  }
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
