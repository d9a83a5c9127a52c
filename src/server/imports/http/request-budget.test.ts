// The per-key hourly budget on a controllable clock, alone and inside the HTTP client against the replay
// server: no window of an hour ever holds more requests than the budget, 429s and their retries included,
// and a 429's Retry-After is still waited out.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ReplayServer, startReplayServer } from '../../../../tests/support/server/imports/replay-server.ts';
import { createHttpClient } from './http-client.ts';
import { serviceUrl } from './redact-url.ts';
import { type BudgetClock, budgetOfKey, createRequestBudget } from './request-budget.ts';

const HOUR = 3_600_000;

/** Time moves only when something waits: each wait is recorded and jumps the clock by its length. */
function controllableClock() {
  const clock = { at: 0, waits: [] as number[] } as BudgetClock & { at: number; waits: number[] };
  clock.now = () => clock.at;
  clock.sleep = async (ms) => {
    clock.waits.push(ms);
    clock.at += ms;
  };
  return clock;
}

/** The most requests that fall within any one hour. */
const busiestHour = (times: number[]) => Math.max(...times.map((start) => times.filter((t) => t >= start && t < start + HOUR).length));

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('the hourly request budget', () => {
  it('lets the budget through at once, then makes the next request wait until the oldest is an hour old', async () => {
    const clock = controllableClock();
    const budget = createRequestBudget(3, clock);
    const taken: number[] = [];
    for (let request = 0; request < 7; request++) {
      await budget.take();
      taken.push(clock.at);
      clock.at += 60_000; // each request takes a minute
    }
    expect(taken).toEqual([0, 60_000, 120_000, HOUR, HOUR + 60_000, HOUR + 120_000, 2 * HOUR]);
    expect(busiestHour(taken)).toBe(3);
  });

  it('keeps a sync that meets 429s inside the budget, retries included, and waits out a Retry-After', async () => {
    const clock = controllableClock();
    const sent: number[] = [];
    const budget = createRequestBudget(4, clock);
    const client = createHttpClient({
      backoffMs: 1_000,
      retries: 3,
      sleep: clock.sleep,
      budgetFor: (url) => (url.startsWith(server.base('congress')) ? budget : undefined),
      transport: (url, init) => {
        if (url.startsWith(server.base('congress'))) sent.push(clock.at);
        return fetch(url, init);
      },
    });
    const members = z.object({ members: z.array(z.object({ bioguideId: z.string() })) });
    const url = serviceUrl(server.base('congress'), '/member', { format: 'json', api_key: 'k' });
    // The first read meets a 429 asking for 30 s, then one without Retry-After (backoff), then gets through.
    server.script('congress', '/member', [{ status: 429, headers: { 'retry-after': '30' } }, { status: 429 }]);
    for (let read = 0; read < 4; read++) await client.getJson(url, members);

    expect(sent).toHaveLength(6);
    expect(clock.waits.slice(0, 2)).toEqual([30_000, 2_000]);
    // Six requests against a budget of four: the fifth and sixth waited for the hour to turn.
    expect(busiestHour(sent)).toBe(4);
    expect(sent.at(-2)).toBeGreaterThanOrEqual(HOUR);
    // Requests elsewhere (the Senate's site has no key) do not spend it.
    await client.getText(serviceUrl(server.base('senate'), '/general/contact_information/senators_cfm.xml'));
    expect(sent).toHaveLength(6);
  });

  it('stops waiting when the import is taken back', async () => {
    const clock = {
      now: () => 0,
      sleep: (_ms: number, signal?: AbortSignal) =>
        new Promise<void>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    };
    const budget = createRequestBudget(1, clock);
    await budget.take();
    const takenBack = new AbortController();
    const waiting = budget.take(takenBack.signal);
    takenBack.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is one budget per key in the process, whichever import asks', () => {
    expect(budgetOfKey('congress', 'key-a', 5_000)).toBe(budgetOfKey('congress', 'key-a', 5_000));
    expect(budgetOfKey('congress', 'key-a', 5_000)).not.toBe(budgetOfKey('congress', 'key-b', 5_000));
  });
});
