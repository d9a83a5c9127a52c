// Creates that can be retried without writing twice (docs/decisions/0151-idempotent-creates.md). The first
// request with a key runs the create and records its answer in the same transaction, so the answer exists
// exactly when the create committed; a repeat (same caller, key and request) gets that answer back and
// writes nothing; the same key with another request is refused.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from '../../shared/api/idempotency.ts';
import type { Database } from '../db/connect.ts';
import { badRequest, HttpError } from '../http-error.ts';
import { findRecordedAnswer, recordAnswer, type RecordedAnswer } from '../repositories/idempotency-keys.ts';

/** How long a key is remembered: far longer than any client keeps retrying one submit. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request; send a new key for a new request.';

export type CreateAnswer = { status: number; body: string };

/** Raised inside the transaction to roll the create back when another request recorded the key first. */
class KeyTaken extends Error {}

/** The request's key, validated; undefined when it sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(header);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  return parsed.data;
}

/** Method, path and the validated body, with object keys sorted so equal bodies hash alike. */
function requestHash(request: FastifyRequest): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((name) => [name, sorted((value as Record<string, unknown>)[name])]),
          )
        : value;
  return createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0]}\n${JSON.stringify(sorted(request.body ?? null))}`)
    .digest('base64url');
}

function replay(recorded: RecordedAnswer, hash: string): CreateAnswer {
  if (recorded.requestHash !== hash) throw new HttpError(422, KEY_REUSED_MESSAGE);
  return { status: recorded.status, body: recorded.body };
}

/**
 * The create's answer for this key: run now (in a transaction that also records it) or the recorded one.
 * `replayed` answers come from the record: nothing was written, so nothing is invalidated.
 */
export async function answerOnce(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
  create: (db: Database) => Promise<CreateAnswer>,
): Promise<CreateAnswer & { replayed: boolean }> {
  const scope = request.user?.id ?? 'visitor';
  const hash = requestHash(request);
  const now = app.clock();
  const notBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const earlier = await findRecordedAnswer(app.db, scope, key, notBefore);
  if (earlier) return { ...replay(earlier, hash), replayed: true };
  try {
    const answer = await app.db.transaction(async (tx) => {
      const created = await create(tx as unknown as Database);
      const recorded = await recordAnswer(tx as unknown as Database, { scope, key, requestHash: hash, ...created, createdAt: now }, notBefore);
      if (!recorded) throw new KeyTaken();
      return created;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    // A concurrent repeat committed first; this one's writes are rolled back and its answer is the first's.
    const first = await findRecordedAnswer(app.db, scope, key, notBefore);
    if (!first) throw error;
    return { ...replay(first, hash), replayed: true };
  }
}
