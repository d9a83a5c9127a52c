// (a) Writers through a database restart: every writer posts comments back to back, retrying each submit
// with its key on a 503 or a network error until it is acknowledged, as the browser client does. Afterwards
// the database must hold every acknowledged comment exactly once.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, count, eq, like } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connect.ts';
import { comments } from '../../src/server/db/schema.ts';
import { percentile } from '../scale/report.ts';
import type { Cast } from './people.ts';
import { postComment, waitBeforeRetry } from './post-comment.ts';

export type WritersResult = {
  acknowledged: number;
  lost: number;
  duplicated: number;
  /** Written but never acknowledged (the run ended during their retries): none, since every submit is seen through. */
  unacknowledged: number;
  statuses: Record<string, number>;
  networkErrors: number;
  otherAnswers: number;
  writeP50Ms: number;
  writeP99Ms: number;
  /** From the database accepting connections again to /readyz's first 200 and to the first acknowledged write (none without a restart). */
  readyAfterMs?: number;
  firstWriteAfterMs?: number;
  restartMs?: number;
};

export async function runWriters(options: {
  baseUrl: string;
  db: Database;
  cast: Cast;
  durationMs: number;
  /** Restarts the database half-way; without it the writers meet no fault. */
  restart?: () => Promise<void>;
  /**
   * Each writer posts once every `paceMs` (from a random start within the first), as people do, instead of
   * back to back. Back to back, 200 writers keep 200 posts always waiting, so a post's latency is 200 over
   * the server's throughput whatever the server does (Little's law); paced, it is the cost of a post at a
   * known load.
   */
  paceMs?: number;
}): Promise<WritersResult> {
  const { baseUrl, cast, durationMs } = options;
  const prefix = `stress-a ${randomUUID().slice(0, 8)}`;
  const statuses: Record<string, number> = {};
  const acknowledged = new Set<string>();
  const latencies: number[] = [];
  const okAt: number[] = [];
  let networkErrors = 0;
  const start = performance.now();
  const writing = () => performance.now() - start < durationMs;

  /** One submit, seen through to its acknowledgement. */
  const submit = async (cookie: string, content: string) => {
    const key = randomUUID();
    for (;;) {
      const sent = performance.now();
      const outcome = await postComment(baseUrl, cookie, key, { articleId: cast.articleId, content });
      if ('networkError' in outcome) networkErrors++;
      else statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      if ('status' in outcome && outcome.status >= 200 && outcome.status < 300) {
        acknowledged.add(content);
        latencies.push(performance.now() - sent);
        okAt.push(performance.now());
        return;
      }
      if ('status' in outcome && outcome.status !== 503) return;
      await waitBeforeRetry(outcome);
    }
  };

  const writer = async (index: number) => {
    const pace = options.paceMs;
    const firstAt = pace ? start + Math.random() * pace : start;
    for (let n = 0; writing(); n++) {
      // The next post's slot; a writer whose post took longer than its pace posts again at once.
      if (pace) await delay(Math.max(0, firstAt + n * pace - performance.now()));
      if (!writing()) return;
      await submit(cast.cookies[index]!, `${prefix} ${index}-${n}`);
    }
  };

  let ready: { downAt: number; backAt: number; readyAt?: number } | undefined;
  const restartMidway = async (restart: () => Promise<void>) => {
    await delay(durationMs / 2);
    const downAt = performance.now();
    await restart();
    ready = { downAt, backAt: performance.now() };
    // /readyz every 50 ms from the moment the database is back.
    while (ready.readyAt === undefined) {
      const ok = await fetch(`${baseUrl}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) ready.readyAt = performance.now();
      else await delay(50);
    }
  };

  const restart = options.restart;
  await Promise.all([...cast.cookies.map((_cookie, index) => writer(index)), ...(restart ? [restartMidway(restart)] : [])]);

  const stored = await options.db
    .select({ content: comments.content, n: count() })
    .from(comments)
    .where(and(eq(comments.articleId, cast.articleId), like(comments.content, `${prefix} %`)))
    .groupBy(comments.content);
  const storedCount = new Map(stored.map((row) => [row.content, row.n]));
  return {
    acknowledged: acknowledged.size,
    lost: [...acknowledged].filter((content) => !storedCount.has(content)).length,
    duplicated: stored.filter((row) => row.n > 1).reduce((sum, row) => sum + row.n - 1, 0),
    unacknowledged: stored.filter((row) => !acknowledged.has(row.content)).length,
    statuses,
    networkErrors,
    otherAnswers: Object.entries(statuses)
      .filter(([status]) => !/^2\d\d$/.test(status) && status !== '503')
      .reduce((sum, [, n]) => sum + n, 0),
    writeP50Ms: percentile(latencies, 50),
    writeP99Ms: percentile(latencies, 99),
    ...(ready && recovery(ready, okAt)),
  };
}

function recovery(ready: { downAt: number; backAt: number; readyAt?: number }, okAt: number[]) {
  const back = ready.backAt;
  const firstWrite = okAt.filter((at) => at >= back).sort((a, b) => a - b)[0] ?? Number.POSITIVE_INFINITY;
  return { readyAfterMs: ready.readyAt! - back, firstWriteAfterMs: firstWrite - back, restartMs: back - ready.downAt };
}
