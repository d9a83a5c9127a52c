// The store: one computation per key at a time, nothing stale kept after a write that lands mid-way,
// invalidation by topic (and by kind), and the memory bound.
import { describe, expect, it } from 'vitest';
import type { Serialized } from './entry.ts';
import { ResponseCache } from './response-cache.ts';
import type { Topic } from './topics.ts';

/** A computation the test finishes when it chooses, counting how often the cache started one. */
function computations() {
  const finish: ((value: Serialized) => void)[] = [];
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    compute: () => {
      runs += 1;
      return new Promise<Serialized>((resolve) => finish.push(resolve));
    },
    /** Answers the oldest unfinished computation with `body`. */
    finish: (body: string) => finish.shift()!({ body, link: undefined }),
  };
}

const text = async (entry: Promise<{ variants: { encoding: string; body: Buffer }[] }>) =>
  (await entry).variants.find((variant) => variant.encoding === 'identity')!.body.toString();

/** Loads `key` with an answer at once; resolves to whether the cache had to compute it. */
async function computedOnLoad(cache: ResponseCache, key: string, topics: Topic[], body = `"${key}"`) {
  const before = cache.stats.computations;
  await cache.load(key, topics, async () => ({ body, link: undefined }));
  return cache.stats.computations > before;
}

describe('ResponseCache', () => {
  it('runs one computation for concurrent loads of a key and keeps its answer', async () => {
    const cache = new ResponseCache();
    const work = computations();
    const loads = Array.from({ length: 5 }, () => text(cache.load('GET /api/bills?', ['bills'], work.compute)));
    work.finish('[1,2,3]');
    expect(await Promise.all(loads)).toEqual(Array(5).fill('[1,2,3]'));
    expect(work.runs).toBe(1);
    expect(cache.stats).toMatchObject({ computations: 1, joins: 4 });
    expect(await text(cache.load('GET /api/bills?', ['bills'], work.compute))).toBe('[1,2,3]');
    expect(work.runs).toBe(1);
  });

  it('does not keep an answer whose topic a write changed while it was computed; a later load computes afresh', async () => {
    const cache = new ResponseCache();
    const work = computations();
    const before = cache.load('GET /api/bills/1', ['bill:1'], work.compute);
    cache.invalidate(['bill:1']);
    // A request after the write must not join the computation that may have read before it.
    const after = cache.load('GET /api/bills/1', ['bill:1'], work.compute);
    work.finish('"old"');
    work.finish('"new"');
    expect([await text(before), await text(after)]).toEqual(['"old"', '"new"']);
    expect(await text(cache.load('GET /api/bills/1', ['bill:1'], work.compute))).toBe('"new"');
    expect(work.runs).toBe(2);
  });

  it('keeps an answer computed while an unrelated write landed', async () => {
    const cache = new ResponseCache();
    const work = computations();
    const loading = cache.load('GET /api/candidates?', ['candidates'], work.compute);
    cache.invalidate(['comments:bill:1', 'bills', 'bill:1']);
    work.finish('[]');
    await loading;
    expect(await computedOnLoad(cache, 'GET /api/candidates?', ['candidates'])).toBe(false);
  });

  it('drops exactly the entries a topic, a kind or everything reaches', async () => {
    const cache = new ResponseCache();
    const reads: [string, Topic[]][] = [
      ['GET /api/bills?', ['bills']],
      ['GET /api/bills/1', ['bill:1']],
      ['GET /api/bills/2', ['bill:2']],
      ['GET /api/officials/1', ['official:1']],
      ['GET /api/bills/1/comments?', ['comments:bill:1']],
    ];
    for (const [key, topics] of reads) await computedOnLoad(cache, key, topics);
    const recomputed = async () => {
      const again = [];
      for (const [key, topics] of reads) if (await computedOnLoad(cache, key, topics)) again.push(key);
      return again;
    };

    cache.invalidate(['bill:2']);
    expect(await recomputed()).toEqual(['GET /api/bills/2']);
    cache.invalidate(['bill:*']);
    expect(await recomputed()).toEqual(['GET /api/bills/1', 'GET /api/bills/2']);
    cache.invalidate(['comments:*']);
    expect(await recomputed()).toEqual(['GET /api/bills/1/comments?']);
    cache.invalidate(['*']);
    expect(await recomputed()).toEqual(reads.map(([key]) => key));
  });

  it('forgets a failed computation, so the next load tries again', async () => {
    const cache = new ResponseCache();
    await expect(cache.load('GET /api/bills/9', ['bill:9'], () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(await computedOnLoad(cache, 'GET /api/bills/9', ['bill:9'])).toBe(true);
  });

  it('stays within its bytes, dropping the least recently used entry first', async () => {
    const body = JSON.stringify(Array.from({ length: 400 }, (_, index) => `row ${index} ${index * 7919}`));
    const probe = new ResponseCache();
    await probe.load('probe', [], async () => ({ body, link: undefined }));
    const cache = new ResponseCache(probe.size.bytes * 2);

    await computedOnLoad(cache, 'a', ['articles'], body);
    await computedOnLoad(cache, 'b', ['articles'], body);
    await computedOnLoad(cache, 'a', ['articles'], body);
    await computedOnLoad(cache, 'c', ['articles'], body);
    expect(cache.size).toEqual({ entries: 2, bytes: probe.size.bytes * 2 });
    expect(await computedOnLoad(cache, 'a', ['articles'], body)).toBe(false);
    expect(await computedOnLoad(cache, 'b', ['articles'], body)).toBe(true);
  });

  it('keeps nothing while suspended (invalidations may be missed), and starts empty when resumed', async () => {
    const cache = new ResponseCache();
    await computedOnLoad(cache, 'kept before', ['bills']);
    cache.suspend();
    expect(cache.size.entries).toBe(0);
    await computedOnLoad(cache, 'while suspended', ['bills']);
    expect(await computedOnLoad(cache, 'while suspended', ['bills'])).toBe(true);
    cache.resume();
    await computedOnLoad(cache, 'after', ['bills']);
    expect(await computedOnLoad(cache, 'after', ['bills'])).toBe(false);
  });
});
