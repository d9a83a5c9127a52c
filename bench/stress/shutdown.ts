// (b) SIGTERM with requests in flight: writers keep the app busy, the process gets SIGTERM, no request is
// started after it; every request already sent must get an answer (2xx, or 503 once closing), every
// acknowledged comment must be stored, and the process must exit 0.

import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connect.ts';
import { comments } from '../../src/server/db/schema.ts';
import type { Cast } from './people.ts';
import { type Outcome, postComment } from './post-comment.ts';

export type ShutdownResult = {
  inFlightAtSigterm: number;
  answered2xx: number;
  answered503: number;
  unanswered: number;
  acknowledgedMissing: number;
  exitCode: number | null;
  exitMs: number;
};

export async function runShutdown(options: {
  baseUrl: string;
  child: ChildProcess;
  db: Database;
  cast: Cast;
  warmUpMs: number;
}): Promise<ShutdownResult> {
  const { baseUrl, child, cast } = options;
  const prefix = `stress-b ${randomUUID().slice(0, 8)}`;
  let terminated = false;
  const inFlight = new Set<Promise<unknown>>();
  const afterSigterm: Promise<Outcome>[] = [];
  const acknowledged: string[] = [];

  const writer = async (index: number) => {
    for (let n = 0; !terminated; n++) {
      const content = `${prefix} ${index}-${n}`;
      const request = postComment(baseUrl, cast.cookies[index]!, randomUUID(), { articleId: cast.articleId, content });
      inFlight.add(request);
      const outcome = await request;
      inFlight.delete(request);
      if ('status' in outcome && outcome.status < 300) acknowledged.push(content);
    }
  };
  const writers = cast.cookies.map((_cookie, index) => writer(index));

  await delay(options.warmUpMs);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const signalledAt = performance.now();
  terminated = true;
  afterSigterm.push(...([...inFlight] as Promise<Outcome>[]));
  child.kill('SIGTERM');
  const outcomes = await Promise.all(afterSigterm);
  await Promise.all(writers);
  const [exitCode] = await exited;
  const exitMs = performance.now() - signalledAt;

  const stored = await options.db
    .select({ content: comments.content })
    .from(comments)
    .where(and(eq(comments.articleId, cast.articleId), like(comments.content, `${prefix} %`)));
  const storedSet = new Set(stored.map((row) => row.content));
  return {
    inFlightAtSigterm: outcomes.length,
    answered2xx: outcomes.filter((o) => 'status' in o && o.status < 300).length,
    answered503: outcomes.filter((o) => 'status' in o && o.status === 503).length,
    unanswered: outcomes.filter((o) => 'networkError' in o).length,
    acknowledgedMissing: acknowledged.filter((content) => !storedSet.has(content)).length,
    exitCode,
    exitMs,
  };
}
