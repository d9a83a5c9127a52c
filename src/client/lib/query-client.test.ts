import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

// Data caching: never stale, no refetch on window focus, no polling by default, no retries
// for queries or mutations.
describe('query client defaults', () => {
  it('keeps data fresh forever, ignores window focus and never polls by default', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('a failed query or mutation is asked for once, not retried', async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"down"}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    // An observer, as a screen uses it (fetchQuery alone never retries, whatever the defaults say).
    const observer = new QueryObserver(client, { queryKey: ['/api/bills'] });
    const settled = new Promise<string>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.status === 'error') {
          stop();
          resolve(result.error.message);
        }
      });
    });
    // With retries on, the first failure would leave the query pending for a second try about 1 s later.
    await expect(settled).resolves.toBe('500: {"message":"down"}');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const mutationFn = vi.fn(async () => {
      throw new Error('500: down');
    });
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toThrow('500: down');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('a fresh cached list is not fetched again when a second screen reads it', async () => {
    const fetchMock = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/articles'] });
    await client.fetchQuery({ queryKey: ['/api/articles'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an invalidation during a first load reads again: the load in flight may have read before the write', async () => {
    const answers = ['"before the write"', '"after the write"'];
    let answerFirst: () => void = () => {};
    const fetchMock = vi.fn(async () => {
      const body = answers[fetchMock.mock.calls.length - 1]!;
      if (fetchMock.mock.calls.length === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
      return new Response(body);
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const observer = new QueryObserver<string>(client, { queryKey: ['/api/bills', '4', 'comments'] });
    const shown: string[] = [];
    const stop = observer.subscribe((result) => {
      if (result.data !== undefined) shown.push(result.data);
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const invalidated = client.invalidateQueries({ queryKey: ['/api/bills'] });
    answerFirst();
    await invalidated;
    stop();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(shown).toEqual(['after the write']);
  });

  it('an invalidation that asks for no refetch leaves a first load in flight alone', async () => {
    let answerFirst: () => void = () => {};
    const fetchMock = vi.fn(async () => {
      await new Promise<void>((resolve) => (answerFirst = resolve));
      return new Response('"the only answer"');
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const observer = new QueryObserver<string>(client, { queryKey: ['/api/bills'] });
    const settled = new Promise<string>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.data !== undefined) {
          stop();
          resolve(result.data);
        }
      });
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await client.invalidateQueries({ queryKey: ['/api/bills'], refetchType: 'none' });
    answerFirst();
    await expect(settled).resolves.toBe('the only answer');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
