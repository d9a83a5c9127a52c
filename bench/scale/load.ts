// Load with autocannon: 50 connections, each sending the next request as soon as the answer is in.
import autocannon from 'autocannon';

/** What a browser's fetch sends: it takes JSON and accepts the compressions the app offers. */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export const CONNECTIONS = 50;

export type LoadResult = { requestsPerSecond: number; p99Ms: number; failures: number };

export async function load(url: string, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS });
  // autocannon stops with requests still queued in the server (for the database, on slow pages). One more,
  // queued behind them, answers once they are done, so the next run starts on an idle server.
  await fetch(url, { headers: BROWSER_HEADERS }).then((response) => response.arrayBuffer());
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}
