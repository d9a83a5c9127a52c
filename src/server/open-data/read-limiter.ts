// The public read limit (docs/decisions/0271-public-read-api.md): a fixed one-minute window per client
// (its address, or its API key), counted in this process. Fastify's answers and the express lane's take
// from the same counts, so a cached answer costs a request like any other. Memory is one number per
// client seen this minute; the map is dropped whole when the minute turns.
export type Take = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

export const READ_WINDOW_MS = 60_000;

export class ReadLimiter {
  private window = -1;
  private counts = new Map<string, number>();

  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  take(client: string, limit: number): Take {
    const now = this.now();
    const window = Math.floor(now / READ_WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const used = (this.counts.get(client) ?? 0) + 1;
    this.counts.set(client, used);
    const resetSeconds = Math.max(1, Math.ceil(((window + 1) * READ_WINDOW_MS - now) / 1000));
    return { allowed: used <= limit, limit, remaining: Math.max(0, limit - used), resetSeconds };
  }
}

/** The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers) and, when refused, Retry-After. */
export function rateLimitHeaders(take: Take): Record<string, string> {
  return {
    'ratelimit-limit': String(take.limit),
    'ratelimit-remaining': String(take.remaining),
    'ratelimit-reset': String(take.resetSeconds),
    ...(take.allowed ? {} : { 'retry-after': String(take.resetSeconds) }),
  };
}
