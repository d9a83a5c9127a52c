import { z } from 'zod';
import { isoDateTime, uuidId } from './common.ts';

/**
 * GET /api/auth/sessions row: one device signed in to the caller's account. `id` is the session's public
 * id; the secret cookie id never leaves the server.
 */
export const sessionView = z.object({
  id: z.uuid(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime,
  current: z.boolean(),
});
export const sessionList = z.array(sessionView);
export type SessionView = z.output<typeof sessionView>;
/** A session as the client reads it: timestamps as ISO strings. */
export type SessionRow = z.input<typeof sessionView>;

/** DELETE /api/auth/sessions/{id}. */
export const sessionIdParams = z.strictObject({ id: uuidId('Must be a session id') });

/** POST /api/auth/sessions/sign-out-others answer: how many sessions were ended. */
export const signOutOthersResult = z.object({ ended: z.number().int().nonnegative() });
