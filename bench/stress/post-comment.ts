// One writer's request, as the browser client sends it: a comment with its submit's Idempotency-Key.
import { setTimeout as delay } from 'node:timers/promises';

export type Outcome = { status: number } | { networkError: string };

export async function postComment(
  baseUrl: string,
  cookie: string,
  key: string,
  body: { articleId: number; content: string },
): Promise<Outcome & { retryAfter?: number }> {
  try {
    const response = await fetch(`${baseUrl}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
    return { status: response.status, ...(Number.isFinite(retryAfter) ? { retryAfter } : {}) };
  } catch (error) {
    return { networkError: (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message };
  }
}

/** The wait the real client makes before retrying: Retry-After (at most 5 s), or 1 s after a network error. */
export const waitBeforeRetry = (outcome: { retryAfter?: number }) => delay(Math.min(outcome.retryAfter ?? 1, 5) * 1000);
