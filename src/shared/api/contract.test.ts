import { describe, expect, it } from 'vitest';
import { endpointPath, queryString } from './contract.ts';

describe('endpointPath', () => {
  it('fills and encodes :name segments', () => {
    expect(endpointPath({ path: '/api/users/:id/posts' }, { id: 'a b/c' })).toBe('/api/users/a%20b%2Fc/posts');
    expect(endpointPath({ path: '/api/bills/:id/comments' }, { id: 12 })).toBe('/api/bills/12/comments');
  });

  it('refuses to build a path with a missing segment', () => {
    expect(() => endpointPath({ path: '/api/bills/:id' }, {})).toThrow('/api/bills/:id: missing :id');
  });
});

describe('queryString', () => {
  it('keeps defined values in key order, so equal queries make equal URLs', () => {
    expect(queryString({ sort: 'newest', level: 'state', state: undefined, cursor: '' })).toBe('?level=state&sort=newest');
    expect(queryString({ level: 'state', sort: 'newest' })).toBe(queryString({ sort: 'newest', level: 'state' }));
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});
