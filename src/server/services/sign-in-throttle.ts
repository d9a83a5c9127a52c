// Password guessing, slowed and then stopped per account, per known device and per client address
// (docs/decisions/0101-sign-in-throttling.md). An attempt is counted as a failure before its password is
// checked, under each counter's row lock, and handed back when it succeeds: so parallel guesses take
// turns, and the route only says whether the password was right.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connect.ts';
import { HttpError } from '../platform/http-error.ts';
import { changeThrottle, deleteThrottles, deleteThrottlesIdleSince, type ThrottleRow } from '../repositories/sign-in-throttles.ts';
import { auditRequest } from './audit.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export type ThrottleRule = {
  /** Failures before any wait; after them each attempt waits 2^(failures − freeFailures) s after the last. */
  freeFailures: number;
  /** The failure that starts a lock; the count starts again when the lock ends. */
  lockAt: number;
  lockMs: number;
  /** An unlocked count starts again this long after its first failure. */
  windowMs: number;
};

/** Per account (and per known device): 5 free, then 1, 2, 4, 8 and 16 s apart, the 10th locks 15 min. */
export const ACCOUNT_RULE: ThrottleRule = { freeFailures: 5, lockAt: 10, lockMs: 15 * MINUTE, windowMs: HOUR };
/** Per client address: 30 failures within an hour lock it for 15 min; no wait before that. */
export const ADDRESS_RULE: ThrottleRule = { freeFailures: 30, lockAt: 30, lockMs: 15 * MINUTE, windowMs: HOUR };

export const DEVICE_COOKIE = 'civic.device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

type Scope = 'account' | 'device' | 'address';
type RefusalReason = 'slowed' | 'locked' | 'address-locked';
type Counter = { key: string; scope: Scope; rule: ThrottleRule };

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

/** The row as it stands at `now`: a count whose lock has ended, or (unlocked) whose window has passed, starts again. */
function current(row: ThrottleRow, rule: ThrottleRule, now: Date): ThrottleRow {
  const over = row.lockedUntil ? row.lockedUntil <= now : row.windowStartedAt.getTime() <= now.getTime() - rule.windowMs;
  return over ? { ...row, failures: 0, windowStartedAt: now, lockedUntil: null } : row;
}

/** How long an attempt at `now` must still wait under this row, in ms (0: it may go now). */
export function waitMs(row: ThrottleRow, rule: ThrottleRule, now: Date): number {
  const { failures, lastFailureAt, lockedUntil } = current(row, rule, now);
  if (lockedUntil) return lockedUntil.getTime() - now.getTime();
  if (failures < rule.freeFailures) return 0;
  return Math.max(0, lastFailureAt.getTime() + 2 ** (failures - rule.freeFailures) * SECOND - now.getTime());
}

/** The row after one more failure at `now`, locked when that failure is the rule's `lockAt`-th. */
export function withFailure(row: ThrottleRow, rule: ThrottleRule, now: Date): ThrottleRow {
  const counted = current(row, rule, now);
  const failures = counted.failures + 1;
  return { ...counted, failures, lastFailureAt: now, lockedUntil: failures >= rule.lockAt ? new Date(now.getTime() + rule.lockMs) : null };
}

type Claim = { claimed: true; lockedUntil: Date | null } | { claimed: false; waitMs: number; locked: boolean };

/** Counts an attempt as a failure if the counter lets it go now. */
async function claim(db: Database, counter: Counter, now: Date): Promise<Claim> {
  const { before, after } = await changeThrottle(db, counter.key, now, (row) =>
    waitMs(row, counter.rule, now) > 0 ? undefined : withFailure(row, counter.rule, now),
  );
  if (after) return { claimed: true, lockedUntil: after.lockedUntil };
  return { claimed: false, waitMs: waitMs(before, counter.rule, now), locked: current(before, counter.rule, now).lockedUntil !== null };
}

/** Hands back a claimed attempt that was no failure, with the lock it may have started. */
async function release(db: Database, counter: Counter, now: Date) {
  await changeThrottle(db, counter.key, now, (row) => {
    if (row.failures === 0) return undefined;
    const failures = row.failures - 1;
    return { ...row, failures, lockedUntil: failures < counter.rule.lockAt ? null : row.lockedUntil };
  });
}

/** The nonce of this browser's device cookie, when it is genuine and was issued for `email`. */
function knownDevice(request: FastifyRequest, email: string): string | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const separator = unsigned.value.indexOf(':');
  const nonce = unsigned.value.slice(0, separator);
  return separator > 0 && unsigned.value.slice(separator + 1) === email ? nonce : undefined;
}

/**
 * Marks this browser as one the account has signed in from, so its owner can still sign in while
 * someone else's guesses have the account slowed or locked (OWASP's device cookies).
 */
function issueDeviceCookie(request: FastifyRequest, reply: FastifyReply, email: string) {
  reply.setCookie(DEVICE_COOKIE, `${randomBytes(16).toString('base64url')}:${email}`, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.isProduction,
    signed: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

function refusal(reason: RefusalReason, wait: number): HttpError {
  const minutes = plural(Math.ceil(wait / MINUTE), 'minute');
  if (reason === 'slowed')
    return new HttpError(429, `Too many failed sign-ins. Try again in ${plural(Math.ceil(wait / SECOND), 'second')}.`);
  if (reason === 'locked')
    return new HttpError(429, `Too many failed sign-ins for this account. Try again in ${minutes}, or reset your password.`);
  return new HttpError(429, `Too many failed sign-ins from this network address. Try again in ${minutes}.`);
}

export type SignInAttempt = {
  /** The password was wrong or the account does not exist: the attempt stays counted. */
  failed(): Promise<void>;
  /** Clears the account's and this device's counts and gives the browser a new device cookie. */
  succeeded(): Promise<void>;
};

/**
 * Claims a password sign-in attempt for `email` (already normalised) against its account, or the device
 * cookie issued for it, and the client's address; refuses it with 429 and Retry-After, unchecked, when
 * one of them must wait. `userId`: the account, when it exists, for the audit trail.
 */
export async function startSignInAttempt(
  request: FastifyRequest,
  reply: FastifyReply,
  { email, userId }: { email: string; userId: string | undefined },
): Promise<SignInAttempt> {
  const { db } = request.server;
  const now = request.server.clock();
  const device = knownDevice(request, email);
  const credential: Counter = device
    ? { key: `device:${device}`, scope: 'device', rule: ACCOUNT_RULE }
    : { key: accountKey(email), scope: 'account', rule: ACCOUNT_RULE };
  const address: Counter = { key: `address:${request.ip}`, scope: 'address', rule: ADDRESS_RULE };
  const subject = { email, subjectUserId: userId ?? null };

  const refuse = async (reason: RefusalReason, wait: number) => {
    await auditRequest(request, { kind: 'sign-in-failed', ...subject, detail: { reason } });
    reply.header('retry-after', String(Math.ceil(wait / SECOND)));
    return refusal(reason, wait);
  };

  const credentialClaim = await claim(db, credential, now);
  if (!credentialClaim.claimed) throw await refuse(credentialClaim.locked ? 'locked' : 'slowed', credentialClaim.waitMs);
  const addressClaim = await claim(db, address, now);
  if (!addressClaim.claimed) {
    await release(db, credential, now);
    throw await refuse('address-locked', addressClaim.waitMs);
  }

  return {
    async failed() {
      await auditRequest(request, { kind: 'sign-in-failed', ...subject, detail: { reason: 'bad-credentials' } });
      for (const [counter, { lockedUntil }] of [
        [credential, credentialClaim],
        [address, addressClaim],
      ] as const) {
        // Claims are refused while a lock lasts, so a claim that left one started it.
        if (!lockedUntil) continue;
        const about = counter.scope === 'address' ? {} : subject;
        await auditRequest(request, {
          kind: 'account-locked',
          ...about,
          detail: { until: lockedUntil.toISOString(), scope: counter.scope },
        });
      }
    },
    async succeeded() {
      await deleteThrottles(db, [...new Set([accountKey(email), credential.key])]);
      // A success is no failure of the address; it does not wipe the address's count, or one working
      // account would let an address guess at all the others.
      await release(db, address, now);
      // Locks are shorter than windows, so a row idle for a whole window counts for nothing.
      await deleteThrottlesIdleSince(db, new Date(now.getTime() - Math.max(ACCOUNT_RULE.windowMs, ADDRESS_RULE.windowMs)));
      // The sign-in itself is recorded by completeSignIn, as for every other way of signing in.
      issueDeviceCookie(request, reply, email);
    },
  };
}

/** Lets an account sign in again at once (a password reset proves the owner). */
export async function clearAccountThrottle(db: Database, email: string) {
  await deleteThrottles(db, [accountKey(email)]);
}
