import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '../../../src/client/components/ui/toaster.tsx';
import { createQueryClient } from '../../../src/client/lib/query-client.ts';

type Answer = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;
export type Route = unknown | Answer;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * Replaces fetch with a table of 'METHOD /path' (or '/path' for GET) answers; anything else is a 404.
 * A URL with a query string matches its own entry first, then its path's, whose function reads the URL.
 * Returns the mock so tests can read the calls made (method, url, body).
 */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = (init?.method ?? 'GET').toUpperCase();
    const lookup = (key: string) => routes[`${method} ${key}`] ?? (method === 'GET' ? routes[key] : undefined);
    const route = lookup(url) ?? lookup(url.split('?')[0]!);
    if (route === undefined) return json({ message: 'Not Found' }, 404);
    if (route instanceof Response) return route.clone();
    if (typeof route === 'function') return (route as Answer)(init, new URL(url, 'http://localhost'));
    return json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls fetch received other than GETs, as [method url, parsed body]. */
export function writes(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => [`${init!.method} ${String(url)}`, init!.body ? JSON.parse(String(init!.body)) : undefined] as const);
}

export const staffUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'editor@example.org',
  firstName: 'Ada',
  lastName: 'Editor',
  profileImageUrl: null,
  bio: null,
  isStaff: 1 as const,
  emailVerified: true,
};
export const readerUser = {
  ...staffUser,
  id: '22222222-2222-4222-8222-222222222222',
  email: 'reader@example.org',
  firstName: 'Rey',
  lastName: 'Reader',
  isStaff: 0 as const,
};

/**
 * Renders with the app's real providers (query defaults, toasts) at a memory URL;
 * a test that fills the cache before the first render passes its own client.
 */
export function renderApp(ui: ReactElement, { path = '/', client = createQueryClient() }: { path?: string; client?: QueryClient } = {}) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <Router hook={location.hook}>{ui}</Router>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, location };
}
