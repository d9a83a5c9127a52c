import { describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn, isUnauthorizedError, requiresSetup, serverMessage } from './api.ts';

describe('apiRequest errors', () => {
  it('turns a non-OK answer into "status: body text"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Forbidden"}', { status: 403 })),
    );
    await expect(apiRequest('POST', '/api/articles', {})).rejects.toThrow('403: {"message":"Forbidden"}');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })),
    );
    await expect(apiRequest('GET', '/api/bills')).rejects.toThrow('500: Internal Server Error');
  });

  it('sends JSON with credentials included', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/comments', { content: 'hi' });
    expect(fetchMock).toHaveBeenCalledWith('/api/comments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"content":"hi"}',
      credentials: 'include',
    });
  });

  it('keeps the server message and requiresSetup flag for toasts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Add OPENSTATES_API_KEY","requiresSetup":true}', { status: 400 })),
    );
    const error = await apiRequest('POST', '/api/bills/refresh', {}).catch((e: unknown) => e);
    expect(serverMessage(error)).toBe('Add OPENSTATES_API_KEY');
    expect(requiresSetup(error)).toBe(true);
  });
});

describe('isUnauthorizedError', () => {
  it('recognises "401: ...Unauthorized" and nothing else', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: {"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Session expired'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('getQueryFn', () => {
  it('joins the key into a GET URL', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('[1]'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/officials', 4, 'votes'] })).resolves.toEqual([1]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/officials/4/votes');
  });

  it('answers null on 401 only when asked to (the current-user query)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })),
    );
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'] })).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/auth/user'] })).rejects.toThrow(/^401: /);
  });
});
