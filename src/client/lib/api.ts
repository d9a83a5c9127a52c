// The fetch layer of SPEC.md §7 and §8: same-origin, cookies included, JSON bodies, and every non-OK answer
// turned into an Error whose message is `${status}: ${bodyText}` (or the status text when the body is empty).

export class ApiError extends Error {
  readonly status: number;
  readonly body: { message?: string; requiresSetup?: boolean } | null;
  constructor(status: number, text: string, body: ApiError['body']) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: ApiError['body'] = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as ApiError['body'];
  } catch {
    // A non-JSON body (a proxy's HTML page) still yields the `${status}: ${text}` message.
  }
  throw new ApiError(res.status, text, body);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest plus JSON parsing, for mutations that read the answer. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** SPEC.md §6: a 401 is recognised by a message of the form '401: ...Unauthorized'. */
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

/** Query function reading a GET URL made by joining the key's segments with slashes (SPEC.md §7). */
export function getQueryFn({ on401 }: { on401: On401 }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as unknown;
  };
}
