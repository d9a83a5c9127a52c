import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../shared/api/contract.ts';
import { pageQuery } from '../../shared/api/pagination.ts';
import { UnexpectedResponseError } from './api.ts';
import { callEndpoint, endpointKey, endpointPages, endpointUrl, pathKey } from './endpoint.ts';

const getItem = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id/parts',
  params: z.object({ id: z.number() }),
  query: z.object({ sort: z.string().optional(), level: z.string().optional() }),
  status: 200,
  response: z.object({ count: z.number(), at: z.iso.datetime() }),
});
const listThings = defineEndpoint({
  method: 'GET',
  path: '/api/things',
  query: pageQuery(2, 10),
  status: 200,
  response: z.array(z.object({ id: z.number() })),
  paginated: true,
});

describe('endpoint URLs and keys', () => {
  it('fills the path and sorts the query, so equal inputs share a URL and a cache entry', () => {
    expect(endpointUrl(getItem, { params: { id: 4 }, query: { sort: 'new', level: 'state' } })).toBe(
      '/api/things/4/parts?level=state&sort=new',
    );
    expect(endpointKey(getItem, { params: { id: 4 }, query: { sort: 'new' } })).toEqual(['/api/things', '4', 'parts', { sort: 'new' }]);
    expect(endpointKey(listThings)).toEqual(['/api/things']);
  });

  it('gives an endpoint known by its path alone the key its contract gives it', () => {
    expect(pathKey(getItem.path, { id: 4 }, { sort: 'new' })).toEqual(endpointKey(getItem, { params: { id: 4 }, query: { sort: 'new' } }));
    expect(pathKey(listThings.path)).toEqual(endpointKey(listThings));
  });
});

describe('callEndpoint', () => {
  it('answers the wire form once the contract accepts it, passing the abort signal along', async () => {
    const fetchMock = vi.fn(async () => new Response('{"count":2,"at":"2025-01-01T00:00:00.000Z"}'));
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;
    await expect(callEndpoint(getItem, { params: { id: 4 } }, signal)).resolves.toEqual({ count: 2, at: '2025-01-01T00:00:00.000Z' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things/4/parts',
      expect.objectContaining({ method: 'GET', credentials: 'include', signal }),
    );
  });

  it('refuses an answer the contract does not describe, and turns a non-OK answer into the status-and-body wording', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"count":"two"}')),
    );
    await expect(callEndpoint(getItem, { params: { id: 4 } })).rejects.toBeInstanceOf(UnexpectedResponseError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Bad"}', { status: 400 })),
    );
    await expect(callEndpoint(getItem, { params: { id: 4 } })).rejects.toThrow('400: {"message":"Bad"}');
  });
});

describe('endpointPages', () => {
  it('reads a page and takes the next page from its Link header', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[{"id":1},{"id":2}]', { headers: { link: '</api/things?cursor=abc>; rel="next"' } })),
    );
    const options = endpointPages(listThings);
    expect(options.initialPageParam).toBe('/api/things');
    const page = await options.queryFn({ pageParam: options.initialPageParam });
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], next: '/api/things?cursor=abc' });
    expect(options.getNextPageParam(page)).toBe('/api/things?cursor=abc');
    expect(options.getNextPageParam({ items: [], next: null })).toBeNull();
  });
});
