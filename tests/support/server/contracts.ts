// Every endpoint the shared contracts declare, found by reading src/shared/api, so a test that walks
// them covers a route the day its contract is written.
import type { Endpoint } from '../../../src/shared/api/contract.ts';

const modules = import.meta.glob<Record<string, unknown>>(['../../../src/shared/api/*.ts', '!../../../src/shared/api/*.test.ts'], {
  eager: true,
});

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  typeof value.path === 'string' &&
  value.path.startsWith('/api/');

export const CONTRACTS: readonly { name: string; endpoint: Endpoint }[] = Object.entries(modules)
  .flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
      .map(([name, endpoint]) => ({ name: `${file.replace(/^.*\//, '').replace(/\.ts$/, '')}.${name}`, endpoint })),
  )
  .sort((a, b) => (a.name < b.name ? -1 : 1));

/** The path with each `:name` segment replaced by what `value` gives for it (not encoded: tests pass raw text). */
export function fillPath(endpoint: Endpoint, value: (name: string) => string): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => value(name));
}

/**
 * The routes the app serves, as Fastify's route tree prints them (HEAD left out: it mirrors GET).
 * Each line of the tree is a path segment that continues its parent's.
 */
export function servedRoutes(printedTree: string): { method: string; path: string }[] {
  const parents: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of printedTree.split('\n')) {
    const match = /^([\s│├└─]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
