// Load with autocannon: 50 connections, each sending the next request as soon as the answer is in.

import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';

/** What a browser's fetch sends: it takes JSON and accepts the compressions the app offers. */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export const CONNECTIONS = 50;

export type LoadResult = { requestsPerSecond: number; p99Ms: number; failures: number };

export async function load(url: string, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const IDLE_READY_MS = 50;

/**
 * autocannon stops with requests still queued in the app (up to one per connection, more after timeouts,
 * each waiting for the database on a slow page), and the app works through them after the run. /readyz
 * goes through the same database queue, so once it answers quickly twice in a row the backlog is gone and
 * the next run starts on an idle app.
 */
export async function waitUntilIdle(baseUrl: string) {
  for (let fastInARow = 0; fastInARow < 2; ) {
    const start = performance.now();
    await fetch(`${baseUrl}/readyz`).then((response) => response.arrayBuffer());
    fastInARow = performance.now() - start < IDLE_READY_MS ? fastInARow + 1 : 0;
    await delay(IDLE_READY_MS);
  }
}
