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
});
