import DOMPurify from 'dompurify';
import { ARTICLE_LINK_ATTRIBUTES, ARTICLE_TAGS } from '../../../shared/article-html.ts';

// Article body display: the allow-list is enforced again on display even though the server sanitizes
// before storing, so old or imported rows can never inject markup.

type Sanitizer = (html: string) => string;

/** The browser's sanitizer (the default). */
export const sanitizeInBrowser: Sanitizer = (html) =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS: ARTICLE_TAGS, ALLOWED_ATTR: ARTICLE_LINK_ATTRIBUTES });

let sanitize = sanitizeInBrowser;

/**
 * DOMPurify needs a browser's DOM. The server's first-screen renderer (prerender.tsx) has none, so it
 * brings a sanitizer of the same allow-list; the browser never loads that one.
 */
export function sanitizeArticlesWith(sanitizer: Sanitizer): void {
  sanitize = sanitizer;
}

// A newline right after a block's closing tag (or a list's opening tag) only lays out the source; turning it
// into <br> would add an empty line between paragraphs, so those newlines are dropped (docs/decisions/0046).
const SOURCE_NEWLINE = /(<\/(?:p|h[1-6]|ul|ol|li)>|<(?:ul|ol)>)[ \t]*\n/gi;

/** Newlines become line breaks, then only the allowed tags and attributes survive. */
export function articleBodyHtml(content: string): string {
  const withBreaks = content.replace(/\r\n?/g, '\n').replace(SOURCE_NEWLINE, '$1').replace(/\n/g, '<br>');
  return sanitize(withBreaks);
}
