import { describe, expect, it } from 'vitest';
import { nextPageUrl } from './pagination.ts';

describe('nextPageUrl', () => {
  it('finds rel="next", quoted or not, among other links', () => {
    expect(nextPageUrl('</api/items?cursor=abc>; rel="next"')).toBe('/api/items?cursor=abc');
    expect(nextPageUrl('</a?page=1>; rel=prev, </a?page=3>; rel=next')).toBe('/a?page=3');
    expect(nextPageUrl('</a?page=3>; title="more"; rel="last next"')).toBe('/a?page=3');
  });

  it('is null without a next link', () => {
    expect(nextPageUrl(null)).toBeNull();
    expect(nextPageUrl('')).toBeNull();
    expect(nextPageUrl('</a?page=1>; rel="prev"')).toBeNull();
    expect(nextPageUrl('</a?page=1>; rel="nextish"')).toBeNull();
  });
});
