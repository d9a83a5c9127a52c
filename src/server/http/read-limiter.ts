// The read budget's counts (docs/decisions/0313-one-read-budget-per-client.md): a fixed one-minute window
// per client (its address, or its API key), counted in this process in units of cost. Fastify's answers and
// the express lane's take from the same counts. Memory is one number per client seen this minute; the map
// is dropped whole when the minute turns.
export type Take = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

export const READ_WINDOW_MS = 60_000;

export class ReadLimiter {
  private window = -1;
  private counts = new Map<string, number>();

  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** Counts one unit for a request about to be answered; allowed while the client's count stays within `limit`. */
  take(client: string, limit: number): Take {
    return this.add(client, limit, 1);
  }

  /** Counts what an answer cost beyond the unit its request took; never refuses (the answer is on its way). */
  charge(client: string, limit: number, units: number): Take {
    return { ...this.add(client, limit, units), allowed: true };
  }

  /** Returns the unit a request took from a client that turned out not to be the one to count it against. */
  giveBack(client: string) {
    this.add(client, Number.POSITIVE_INFINITY, -1);
  }

  private add(client: string, limit: number, units: number): Take {
    const now = this.now();
    const window = Math.floor(now / READ_WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const used = Math.max(0, (this.counts.get(client) ?? 0) + units);
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
