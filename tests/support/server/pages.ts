// Reading a paginated list as a client does: the first page, then each `Link: rel="next"` until none.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nextPageUrl } from '../../../src/shared/api/pagination.ts';
import { call } from './test-app.ts';

export async function readAllPages<T = { id: number }>(app: FastifyInstance, url: string, cookie?: string): Promise<T[][]> {
  const pages: T[][] = [];
  for (let next: string | null = url; next; ) {
    const response = await call(app, 'GET', next, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    pages.push(response.json() as T[]);
    next = nextPageUrl((response.headers.link as string | undefined) ?? null);
    if (pages.length > 1000) throw new Error(`${url}: more than 1000 pages`);
  }
  return pages;
}

/** A cursor that was never given out, in each way a client could mangle one. */
export const BAD_CURSORS = [
  'not-base64-json',
  Buffer.from('{"a":1}').toString('base64url'),
  Buffer.from('[1]').toString('base64url'),
  Buffer.from('["2025-01-01T00:00:00Z","x"]').toString('base64url'),
  Buffer.from('["not a date",3]').toString('base64url'),
  // Forged positions JSON can carry but the database cannot compare with: each was a 500.
  Buffer.from('["+275760-09-13T00:00:00.000Z",1]').toString('base64url'),
  Buffer.from('["2025-02-30T00:00:00Z",1]').toString('base64url'),
  Buffer.from('["2025-01-01T00:00:00Z",2147483648]').toString('base64url'),
  Buffer.from('["2025-01-01T00:00:00Z",1e300]').toString('base64url'),
];
