// Creates that survive a flaky network or a database restart without being made twice
// (docs/decisions/0151-idempotent-creates.md). Each submit carries an Idempotency-Key; the same key goes
// with every retry of that submit, automatic (a network error or a 503, after the wait the server asks
// for) or the user's own second click after an error, until it succeeds or its body changes. The server
// answers a repeated key with the first answer, so a create that went through while its answer was
// lost is not made again.
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/api/idempotency.ts';
import { ApiError, apiRequest } from './api.ts';

/** The first try plus three retries, about 6 s at the server's usual 2 s Retry-After. */
export const SUBMIT_ATTEMPTS = 4;
/** A wait the server asks for beyond this is cut short: the user is looking at a spinner. */
const LONGEST_WAIT_S = 5;

/** Per URL, the submit still unconfirmed: its body as sent and its key. */
const unconfirmed = new Map<string, { body: string; key: string }>();

function keyFor(url: string, body: unknown): string {
  const text = JSON.stringify(body ?? null);
  const pending = unconfirmed.get(url);
  if (pending?.body === text) return pending.key;
  const key = crypto.randomUUID();
  unconfirmed.set(url, { body: text, key });
  return key;
}

/** Seconds to wait before the next attempt, or undefined when this failure is not worth retrying. */
function retryDelay(error: unknown, attempt: number, signal: AbortSignal | undefined): number | undefined {
  if (attempt >= SUBMIT_ATTEMPTS || signal?.aborted) return undefined;
  if (error instanceof ApiError) return error.status === 503 ? Math.min(error.retryAfter ?? attempt, LONGEST_WAIT_S) : undefined;
  // fetch rejects with a TypeError when the request never got an answer (offline, connection reset).
  return error instanceof TypeError ? Math.min(attempt, LONGEST_WAIT_S) : undefined;
}

function pause(seconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, seconds * 1000);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** Sends a create with its submit's key, retrying as above; the key is forgotten once it succeeds. */
export async function submitOnce(method: string, url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const key = keyFor(url, body);
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await apiRequest(method, url, body, signal, { [IDEMPOTENCY_KEY_HEADER]: key });
      if (unconfirmed.get(url)?.key === key) unconfirmed.delete(url);
      return res;
    } catch (error) {
      const wait = retryDelay(error, attempt, signal);
      if (wait === undefined) throw error;
      await pause(wait, signal);
    }
  }
}
