// The fetch layer: same-origin, cookies included, JSON bodies, and every non-OK answer
// turned into an Error whose message is `${status}: ${bodyText}` (or the status text when the body is empty).

import type { ErrorBody } from '../../shared/schemas/common.ts';

export class ApiError extends Error {
  readonly status: number;
  /** The server's error body (the shared errorBody schema), when it sent JSON. */
  readonly body: Partial<ErrorBody> | null;
  /** Seconds the server asked us to wait (Retry-After on a 503 or 429), when it said. */
  readonly retryAfter: number | undefined;
  constructor(status: number, text: string, body: ApiError['body'], retryAfter?: number) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** An answer that does not match the endpoint's contract: a server/client mismatch, never shown as data. */
export class UnexpectedResponseError extends Error {
  constructor(path: string, detail: string) {
    super(`Unexpected response from ${path}: ${detail}`);
    this.name = 'UnexpectedResponseError';
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: ApiError['body'] = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as ApiError['body'];
  } catch {
    // A non-JSON body (a proxy's HTML page) still yields the `${status}: ${text}` message.
  }
  const retryAfter = Number.parseInt(res.headers.get('retry-after') ?? '', 10);
  throw new ApiError(res.status, text, body, Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined);
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** A 401 is recognised by a message of the form '401: ...Unauthorized'. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The server's own message from an error body, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return undefined;
}

export function requiresSetup(error: unknown): boolean {
  return error instanceof ApiError && error.body?.requiresSetup === true;
}

type On401 = 'returnNull' | 'throw';

/** Query function reading a GET URL made by joining the key's segments with slashes. */
export function getQueryFn({ on401 }: { on401: On401 }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as unknown;
  };
}
