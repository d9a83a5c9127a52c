// The store behind cached answers (docs/decisions/0141-response-cache.md): entries by key, least
// recently used dropped first once their bytes pass the bound; an index from topic to keys for
// invalidation; one computation per key at a time (single flight).
import { buildEntry, type Entry, type Serialized } from './entry.ts';
import { reaches, type Topic } from './topics.ts';

export const DEFAULT_RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;

type Flight = { topics: readonly Topic[]; entry: Promise<Entry> };

export class ResponseCache {
  /** Map order is recency: a hit moves its key to the end, eviction takes from the front. */
  private readonly entries = new Map<string, { entry: Entry; topics: readonly Topic[] }>();
  private readonly keysByTopic = new Map<Topic, Set<string>>();
  private readonly flights = new Map<string, Flight>();
  private bytes = 0;
  /** Answers sent from an entry, computations run, and requests that waited for another's computation. */
  readonly stats = { hits: 0, computations: 0, joins: 0 };
  /** False while invalidations may be missed (the notification connection is down): answer, keep nothing. */
  private storing = true;
  private readonly maxBytes: number;

  constructor(maxBytes: number = DEFAULT_RESPONSE_CACHE_BYTES) {
    this.maxBytes = maxBytes;
  }

  /** What is kept now. */
  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * The entry for `key`: stored, being computed (joined), or computed now by `compute`. A computation
   * an invalidation reached while it ran still answers the requests that joined it, which were
   * concurrent with the write, but is not stored: the write may have landed after it read.
   */
  load(key: string, topics: readonly Topic[], compute: () => Promise<Serialized>): Promise<Entry> {
    const stored = this.peek(key);
    if (stored) return Promise.resolve(stored);
    const running = this.flights.get(key);
    if (running) {
      this.stats.joins += 1;
      return running.entry;
    }
    this.stats.computations += 1;
    const flight: Flight = { topics, entry: compute().then(buildEntry) };
    this.flights.set(key, flight);
    const stillCurrent = () => this.flights.get(key) === flight;
    flight.entry.then(
      (entry) => {
        if (stillCurrent()) {
          this.flights.delete(key);
          if (this.storing) this.store(key, topics, entry);
        }
      },
      () => {
        if (stillCurrent()) this.flights.delete(key);
      },
    );
    return flight.entry;
  }

  /** The stored entry for `key`, counted as a hit, or undefined: never computes. */
  peek(key: string): Entry | undefined {
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    this.entries.delete(key);
    this.entries.set(key, stored);
    this.stats.hits += 1;
    return stored.entry;
  }

  /** Drops every entry, and detaches every computation, that read one of `changed`. */
  invalidate(changed: readonly Topic[]) {
    for (const topic of changed) {
      for (const [read, keys] of this.keysByTopic) if (reaches(topic, read)) for (const key of keys) this.drop(key);
    }
    for (const [key, flight] of this.flights) {
      if (flight.topics.some((read) => changed.some((topic) => reaches(topic, read)))) this.flights.delete(key);
    }
  }

  /** Stop keeping answers (invalidations may be lost from now on) and forget the ones kept. */
  suspend() {
    this.storing = false;
    this.invalidate(['*']);
  }

  /** Keep answers again, starting empty: whatever was missed while suspended cannot be in it. */
  resume() {
    this.invalidate(['*']);
    this.storing = true;
  }

  private store(key: string, topics: readonly Topic[], entry: Entry) {
    if (entry.size > this.maxBytes) return;
    this.drop(key);
    this.entries.set(key, { entry, topics });
    this.bytes += entry.size;
    for (const topic of topics) {
      const keys = this.keysByTopic.get(topic) ?? new Set();
      keys.add(key);
      this.keysByTopic.set(topic, keys);
    }
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const stored = this.entries.get(key);
    if (!stored) return;
    this.entries.delete(key);
    this.bytes -= stored.entry.size;
    for (const topic of stored.topics) {
      const keys = this.keysByTopic.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTopic.delete(topic);
    }
  }
}
