import { describe, expect, it } from 'vitest';
import { resolveReturnTo } from './return-to.ts';

const SITE = 'https://civic.example';

describe('resolveReturnTo', () => {
  it('keeps a path on the site with its query and fragment', () => {
    expect(resolveReturnTo('/article/3?x=1#c', SITE)).toBe('/article/3?x=1#c');
    expect(resolveReturnTo('https://civic.example/users/me?tab=2', SITE)).toBe('/users/me?tab=2');
  });

  it.each([
    // The reported attack: the tab passes a "starts with one slash" test, then the URL parser drops it.
    ['/\t/evil.example/phish'],
    ['/\n/evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/x'],
    ['https://civic.example.evil.example/'],
    ['http://civic.example/'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['/.//evil.example'],
    ['/..//evil.example'],
  ])('sends %j home', (returnTo) => {
    expect(resolveReturnTo(returnTo, SITE)).toBe('/');
  });

  it('goes home for nothing, and for a site origin that is not a URL', () => {
    expect(resolveReturnTo(undefined, SITE)).toBe('/');
    expect(resolveReturnTo('', SITE)).toBe('/');
    expect(resolveReturnTo('/article/3', 'not a url')).toBe('/');
  });

  it('answers what a browser would load, never the raw string', () => {
    expect(resolveReturnTo(' /article/3', SITE)).toBe('/article/3');
    expect(resolveReturnTo('/a/../article/3', SITE)).toBe('/article/3');
    expect(resolveReturnTo('article/3', SITE)).toBe('/article/3');
  });
});
