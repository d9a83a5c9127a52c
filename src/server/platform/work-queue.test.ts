// The queue of costly work: never more at once than its concurrency, in order, and a 503 with
// Retry-After once the line is full, instead of a line that grows without bound.
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { WorkQueue } from './work-queue.ts';

/** Work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => opened };
}

describe('a work queue', () => {
  it('runs at most `concurrency` at once, the rest in the order they came', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaiting: 10, busyMessage: 'busy' });
    const gates = [gate(), gate(), gate(), gate()];
    const finished: number[] = [];
    const runs = gates.map((g, index) => queue.run(g.work).then(() => finished.push(index)));
    await Promise.resolve();
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    gates[1]!.open();
    await runs[1];
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(finished).toEqual([1, 0, 2, 3]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 with Retry-After when its line is full, and takes work again once it moves', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 1, busyMessage: 'Too busy' });
    const first = gate();
    const running = queue.run(first.work);
    const waiting = queue.run(async () => 'second');
    const refused = await queue.run(async () => 'third').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: 'Too busy', headers: { 'retry-after': '2' } });
    first.open();
    await running;
    expect(await waiting).toBe('second');
    expect(await queue.run(async () => 'fourth')).toBe('fourth');
  });

  it('frees the slot of work that failed', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0, busyMessage: 'busy' });
    await expect(queue.run(() => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
