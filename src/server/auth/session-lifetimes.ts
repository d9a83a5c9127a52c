// How long a session lives (docs/decisions/0100-session-lifetimes.md): an idle timeout and an absolute
// lifetime, both shorter for staff, whose sessions can publish and change who is staff.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const READER_IDLE_TIMEOUT_MS = 7 * DAY_MS;
export const READER_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
export const STAFF_IDLE_TIMEOUT_MS = HOUR_MS;
export const STAFF_ABSOLUTE_LIFETIME_MS = 12 * HOUR_MS;

/** last_seen_at is written at most this often per session, not on every request. */
export const LAST_SEEN_INTERVAL_MS = MINUTE_MS;

/** The limits of a role; a session without a user (a pending OIDC sign-in) gets a reader's. */
export function sessionLimits(isStaff: number) {
  return isStaff === 1
    ? { idleMs: STAFF_IDLE_TIMEOUT_MS, absoluteMs: STAFF_ABSOLUTE_LIFETIME_MS }
    : { idleMs: READER_IDLE_TIMEOUT_MS, absoluteMs: READER_ABSOLUTE_LIFETIME_MS };
}

/**
 * When a session ends unless it is used again: the earlier of its idle deadline and its absolute one.
 * It is live while now is before this instant.
 */
export function sessionDeadline(session: { createdAt: Date; lastSeenAt: Date }, isStaff: number): Date {
  const { idleMs, absoluteMs } = sessionLimits(isStaff);
  return new Date(Math.min(session.lastSeenAt.getTime() + idleMs, session.createdAt.getTime() + absoluteMs));
}
