// Creates that can be retried without writing twice (docs/decisions/0151-idempotent-creates.md). The first
// request with a key runs the create and records its answer in the same transaction, so the answer exists
// exactly when the create committed; a repeat (same caller, key and request) gets that answer back and
// writes nothing; the same key with another request is refused. Every create, keyed or not, runs in one
// transaction whose COMMIT's outcome is learnt when its answer is lost, so a create that committed is
// answered 2xx, and a 503 means nothing was stored (docs/decisions/0314-a-committed-write-answers-2xx.md).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from '../../shared/api/idempotency.ts';
import type { Database } from '../db/connect.ts';
import { readWithOneRetry } from '../db/database-unavailable.ts';
import { CommitOutcomeUnknown, OUTCOME_UNKNOWN_MESSAGE, transactionWithKnownOutcome } from '../db/transaction-outcome.ts';
import { badRequest, HttpError } from '../platform/http-error.ts';
import { findRecordedAnswer, IDEMPOTENCY_KEY_TTL_MS, type RecordedAnswer, recordAnswer } from '../repositories/idempotency-keys.ts';
import { type AnswerSeal, answerSeal } from './sealed-answers.ts';

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

function replay(recorded: RecordedAnswer, hash: string, seal: AnswerSeal): CreateAnswer {
  if (recorded.requestHash !== hash) throw new HttpError(422, KEY_REUSED_MESSAGE);
  return { status: recorded.status, body: seal.open(recorded.body) };
}

/**
 * A create's answer: with a key, run once and recorded (answerOnce); without one, run in a transaction
 * whose outcome is learnt if its COMMIT goes unanswered. A 503 then would invite a retry that, without a
 * key, could store the create twice: the caller is told the outcome is unknown instead.
 */
export async function createOnce(
  app: FastifyInstance,
  request: FastifyRequest,
  create: (db: Database) => Promise<CreateAnswer>,
): Promise<CreateAnswer & { replayed: boolean }> {
  const key = idempotencyKeyOf(request);
  if (key) return answerOnce(app, request, key, create);
  try {
    return { ...(await transactionWithKnownOutcome(app.db, create)), replayed: false };
  } catch (error) {
    if (!(error instanceof CommitOutcomeUnknown)) throw error;
    request.log.error({ err: error }, 'a create without an Idempotency-Key: its COMMIT went unanswered');
    throw new HttpError(500, OUTCOME_UNKNOWN_MESSAGE);
  }
}

/**
 * The create's answer for this key: run now (in a transaction that also records it) or the recorded one.
 * `replayed` answers come from the record: nothing was written, so nothing is invalidated. When the
 * COMMIT's outcome cannot be learnt, the database's error goes on (a 503): a retry with the key is safe,
 * as it finds the record exactly when the create committed.
 */
async function answerOnce(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
  create: (db: Database) => Promise<CreateAnswer>,
): Promise<CreateAnswer & { replayed: boolean }> {
  const scope = request.user?.id ?? 'visitor';
  const hash = requestHash(request);
  const seal = answerSeal(app.config.sessionSecret);
  const now = app.clock();
  const notBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const recorded = () => readWithOneRetry(() => findRecordedAnswer(app.db, scope, key, notBefore));
  const earlier = await recorded();
  if (earlier) return { ...replay(earlier, hash, seal), replayed: true };
  try {
    const answer = await transactionWithKnownOutcome(app.db, async (tx) => {
      const created = await create(tx);
      const record = { scope, key, requestHash: hash, status: created.status, body: seal.seal(created.body), createdAt: now };
      if (!(await recordAnswer(tx, record, notBefore))) throw new KeyTaken();
      return created;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    // A concurrent repeat committed first; this one's writes are rolled back and its answer is the first's.
    const first = await recorded();
    if (!first) throw error;
    return { ...replay(first, hash, seal), replayed: true };
  }
}
