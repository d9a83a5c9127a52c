import { describe, expect, it } from 'vitest';
import { articleBodyHtml } from './sanitize.ts';

describe('article body display', () => {
  it('turns newlines into line breaks', () => {
    expect(articleBodyHtml('one\ntwo')).toBe('one<br>two');
  });
  it('does not add breaks for newlines that only separate blocks', () => {
    expect(articleBodyHtml('<p>One\ntwo</p>\n<h2>Next</h2>\n<ul>\n<li>a</li>\n</ul>')).toBe(
      '<p>One<br>two</p><h2>Next</h2><ul><li>a</li></ul>',
    );
  });
  it('keeps allowed tags and href/target/rel only', () => {
    expect(articleBodyHtml('<h2>Hi</h2><a href="https://x.org" target="_blank" rel="noopener" class="c" onclick="x()">l</a>')).toBe(
      '<h2>Hi</h2><a href="https://x.org" target="_blank" rel="noopener">l</a>',
    );
  });
  it('drops scripts, images, styles and javascript: links', () => {
    const html = articleBodyHtml(
      '<script>alert(1)</script><img src=x onerror=alert(1)><span style="x">t</span><a href="javascript:alert(1)">j</a>',
    );
    expect(html).toBe('t<a>j</a>');
  });
});
