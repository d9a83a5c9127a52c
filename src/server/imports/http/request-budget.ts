// A per-key hourly request budget (docs/decisions/0245-request-budget.md): an API that allows so many
// requests an hour per key (Congress.gov: 5,000) is never asked more often than that from this process,
// however many imports share the key and however many of their requests are retries after a 429. A
// request past the budget waits until the oldest of the last hour's requests leaves the window.
import { createHash } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';

export type RequestBudget = {
  /** Resolves when one more request fits in the window (and counts it); rejects if `signal` aborts first. */
  take: (signal?: AbortSignal) => Promise<void>;
};

export type BudgetClock = {
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
};

const HOUR_MS = 60 * 60 * 1000;
const systemClock: BudgetClock = { now: () => Date.now(), sleep: (ms, signal) => wait(ms, undefined, { signal }) };

/** At most `limit` requests in any window of `windowMs` (a sliding window, so no burst at an hour's edge). */
export function createRequestBudget(limit: number, clock: BudgetClock = systemClock, windowMs = HOUR_MS): RequestBudget {
  // Times of the requests inside the window, oldest first.
  const sent: number[] = [];
  return {
    take: async (signal) => {
      for (;;) {
        signal?.throwIfAborted();
        const now = clock.now();
        while (sent.length > 0 && sent[0]! <= now - windowMs) sent.shift();
        if (sent.length < limit) {
          sent.push(now);
          return;
        }
        await clock.sleep(sent[0]! + windowMs - now, signal);
      }
    },
  };
}

const budgets = new Map<string, RequestBudget>();

/** The one budget of an API key in this process (kept under a hash: the key itself is never held as a name). */
export function budgetOfKey(service: string, apiKey: string, limit: number): RequestBudget {
  const name = `${service}:${createHash('sha256').update(apiKey).digest('hex')}:${limit}`;
  let budget = budgets.get(name);
  if (!budget) budgets.set(name, (budget = createRequestBudget(limit)));
  return budget;
}
