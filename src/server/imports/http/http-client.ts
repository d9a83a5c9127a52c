// One HTTP client for every public-data source: a timeout per attempt, retries with
// exponential backoff on 429 and 5xx that honour Retry-After, a cap on how much of a body is read
// (docs/decisions/0159-upstream-body-cap.md), and errors that never carry an API key.
import { setTimeout as wait } from 'node:timers/promises';
import type { z } from 'zod';
import { redactUrl } from './redact-url.ts';
import type { RequestBudget } from './request-budget.ts';

/** Anything shaped like global fetch; the demo seed swaps in a transport that reads fixtures/. */
export type Transport = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

export type HttpOptions = {
  transport?: Transport;
  /** Per attempt. Live services answer in well under this; a hung connection must not hang the button. */
  timeoutMs?: number;
  /** Retries after the first attempt, for 429, 5xx, timeouts and network errors. */
  retries?: number;
  /** First backoff; doubles each retry. */
  backoffMs?: number;
  /** Retry-After is honoured up to this cap, so a hostile header cannot park the import for hours. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * Aborted when the import must stop (the job queue took its job back at shutdown): the request in
   * flight and any wait before a retry end at once, and nothing is retried.
   */
  signal?: AbortSignal;
  /**
   * The hourly budget of the key a URL carries (imports/http/request-budget.ts), if its API publishes
   * one: every attempt, retries included, waits for room in it.
   */
  budgetFor?: (url: string) => RequestBudget | undefined;
  /** The most a body may hold; a larger one is an import error, read no further than the cap. */
  maxBodyBytes?: number;
};

/** 20 times the largest answer the sources give today (the current legislators, about 1.5 MB). */
export const MAX_UPSTREAM_BODY_BYTES = 32 * 1024 * 1024;

/** The service answered, but not with what we can use (status, malformed or unexpected body). */
export class UpstreamError extends Error {
  readonly status?: number;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export type HttpClient = {
  /** The body as text, or null on 404 (a sub-resource the service does not have). */
  getText: (url: string, options?: { allowNotFound?: boolean }) => Promise<string | null>;
  getJson: <T>(url: string, schema: z.ZodType<T>) => Promise<T>;
  /** Like getJson, but 404 answers null. */
  getOptionalJson: <T>(url: string, schema: z.ZodType<T>) => Promise<T | null>;
};

const defaultSleep = (ms: number, signal?: AbortSignal) => wait(ms, undefined, { signal });

export function createHttpClient(options: HttpOptions = {}): HttpClient {
  const transport: Transport = options.transport ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 20_000;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 1_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const sleep = options.sleep ?? defaultSleep;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_UPSTREAM_BODY_BYTES;
  const stop = options.signal;
  const pause = async (ms: number) => {
    stop?.throwIfAborted();
    await sleep(ms, stop);
  };

  async function request(url: string, allowNotFound: boolean): Promise<string | null> {
    const shown = redactUrl(url);
    let lastProblem = '';
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      await options.budgetFor?.(url)?.take(stop);
      stop?.throwIfAborted();
      let response: Response;
      try {
        const timeout = AbortSignal.timeout(timeoutMs);
        response = await transport(url, {
          signal: stop ? AbortSignal.any([timeout, stop]) : timeout,
          headers: { accept: 'application/json, application/xml;q=0.9, */*;q=0.5' },
        });
      } catch (error) {
        stop?.throwIfAborted();
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        lastProblem = timedOut ? `timed out after ${timeoutMs} ms` : 'network error';
        if (attempt < retries) await pause(backoffMs * 2 ** attempt);
        continue;
      }
      if (response.ok) return readBody(response, shown, timeoutMs, maxBodyBytes);
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 404 && allowNotFound) return null;
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable) throw new UpstreamError(`${shown} answered HTTP ${response.status}`, response.status);
      lastProblem = `HTTP ${response.status}`;
      if (attempt < retries) await pause(retryDelay(response, backoffMs * 2 ** attempt, maxRetryAfterMs));
    }
    throw new UpstreamError(`${shown} failed after ${retries + 1} attempts (${lastProblem})`);
  }

  async function parse<T>(url: string, text: string, schema: z.ZodType<T>): Promise<T> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new UpstreamError(`${redactUrl(url)} answered malformed JSON`);
    }
    const result = schema.safeParse(json);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue ? issue.path.join('.') || '(root)' : '(root)';
      throw new UpstreamError(`${redactUrl(url)} answered an unexpected response: ${where} ${issue?.message ?? ''}`.trim());
    }
    return result.data;
  }

  return {
    getText: (url, opts) => request(url, opts?.allowNotFound ?? false),
    getJson: async (url, schema) => parse(url, (await request(url, false))!, schema),
    getOptionalJson: async (url, schema) => {
      const text = await request(url, true);
      return text === null ? null : parse(url, text, schema);
    },
  };
}

async function readBody(response: Response, shown: string, timeoutMs: number, maxBytes: number): Promise<string> {
  const tooLarge = () => new UpstreamError(`${shown} answered a body larger than ${maxBytes} bytes; the import stopped reading it`);
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  // Counted as it arrives: a missing or false Content-Length must not let a body grow without bound.
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      received += chunk.value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      text += decoder.decode(chunk.value, { stream: true });
    }
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    // The body stream can stall after the headers; the attempt's signal aborts it.
    throw new UpstreamError(`${shown} body could not be read within ${timeoutMs} ms`);
  }
  return text + decoder.decode();
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3), else the backoff. */
export function retryDelay(response: Response, backoff: number, cap: number): number {
  const header = response.headers.get('retry-after');
  if (!header) return backoff;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  if (!Number.isFinite(ms) || ms < 0) return backoff;
  return Math.min(ms, cap);
}
