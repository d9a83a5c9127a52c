// The scale run's printout: one row per endpoint as it is measured, then the goals as pass/fail lines.
import { kb } from '../measure.ts';
import type { LoadResult } from './load.ts';

export const GOALS = { ratio: 0.8, firstPageBytes: 30 * 1024, readAfterWriteP99Ms: 50, startMs: 5000 } as const;

export type EndpointFigures = { label: string; app: LoadResult; ceiling: LoadResult; firstPageBytes: number; encoding: string };

const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
// The first column fits the longest address measured (the state lists' `GET /api/officials?level=state&state=MN`).
const COLUMNS = [48, 10, 14, 7, 10, 12, 16] as const;
const row = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i]!) : cell.padStart(COLUMNS[i]!))).join('');

export function printTableHeader() {
  console.log(row(['endpoint', 'app req/s', 'ceiling req/s', 'ratio', 'app p99', 'ceiling p99', 'first page']));
}

export function printEndpoint(f: EndpointFigures) {
  const ratio = f.app.requestsPerSecond / f.ceiling.requestsPerSecond;
  const failures = f.app.failures + f.ceiling.failures;
  console.log(
    row([
      `GET ${f.label}`,
      f.app.requestsPerSecond.toFixed(0),
      f.ceiling.requestsPerSecond.toFixed(0),
      ratio.toFixed(2),
      `${f.app.p99Ms} ms`,
      `${f.ceiling.p99Ms} ms`,
      `${f.firstPageBytes} B ${f.encoding}`,
    ]) + (failures > 0 ? `  (${failures} failed requests)` : ''),
  );
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function printGoals(
  endpoints: readonly EndpointFigures[],
  readAfterWriteMs: readonly number[],
  startMs: { first: number; restart: number },
) {
  const ratios = endpoints.filter((f) => f.app.requestsPerSecond / f.ceiling.requestsPerSecond >= GOALS.ratio).length;
  const small = endpoints.filter((f) => f.firstPageBytes <= GOALS.firstPageBytes).length;
  const p99 = percentile(readAfterWriteMs, 99);
  const slowest = Math.max(startMs.first, startMs.restart);
  console.log(
    `  first read after a write, ${readAfterWriteMs.length} times: p50 ${percentile(readAfterWriteMs, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
  );
  console.log(`  start to /readyz: first start ${(startMs.first / 1000).toFixed(2)} s, restart ${(startMs.restart / 1000).toFixed(2)} s`);
  console.log(
    `  goal app/ceiling >= ${GOALS.ratio}: ${ratios} of ${endpoints.length} endpoints meet it: ${pass(ratios === endpoints.length)}`,
  );
  console.log(
    `  goal first page <= ${kb(GOALS.firstPageBytes)}: ${small} of ${endpoints.length} endpoints meet it: ${pass(small === endpoints.length)}`,
  );
  console.log(`  goal first read after a write p99 <= ${GOALS.readAfterWriteP99Ms} ms: ${pass(p99 <= GOALS.readAfterWriteP99Ms)}`);
  console.log(`  goal start <= ${GOALS.startMs / 1000} s: ${pass(slowest <= GOALS.startMs)}`);
}
