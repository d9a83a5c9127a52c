// CPU-heavy work that a request can start (password hashing and strength checks) runs a few at a time,
// so a burst of it keeps a core free for every other request, and a queue that is already long answers
// 503 at once instead of growing without bound (docs/decisions/0193-costly-work-off-the-event-loop.md).
import { availableParallelism } from 'node:os';
import { HttpError } from './http-error.ts';

export const BUSY_RETRY_AFTER_SECONDS = 2;

export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly options: { concurrency: number; maxWaiting: number; busyMessage: string };

  constructor(options: { concurrency: number; maxWaiting: number; busyMessage: string }) {
    this.options = options;
  }

  /** Runs `work` when a slot is free; throws a 503 HttpError when `maxWaiting` are already waiting. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxWaiting) {
        throw new HttpError(503, this.options.busyMessage, {}, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` counts it throughout.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Work running and waiting now. */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/**
 * All password work of this process shares one queue: scrypt (on libuv's threads) and zxcvbn (on a worker
 * thread) together use at most all cores but one.
 */
export const passwordWork = new WorkQueue({
  concurrency: Math.max(1, availableParallelism() - 1),
  maxWaiting: 32,
  busyMessage: 'Too many sign-ins are being checked right now. Please try again in a moment.',
});
