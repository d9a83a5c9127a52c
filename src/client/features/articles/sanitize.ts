import DOMPurify from 'dompurify';

// Article body display: the allow-list is enforced again on display even though the server
// sanitizes before storing (src/server/lib/sanitize-article.ts), so old or imported rows can never inject markup.
const ALLOWED_TAGS = ['b', 'i', 'u', 'a', 'p', 'br', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

// A newline right after a block's closing tag (or a list's opening tag) only lays out the source; turning it
// into <br> would add an empty line between paragraphs, so those newlines are dropped (docs/decisions/0046).
const SOURCE_NEWLINE = /(<\/(?:p|h[1-6]|ul|ol|li)>|<(?:ul|ol)>)[ \t]*\n/gi;

/** Newlines become line breaks, then only the allowed tags and attributes survive. */
export function articleBodyHtml(content: string): string {
  const withBreaks = content.replace(/\r\n?/g, '\n').replace(SOURCE_NEWLINE, '$1').replace(/\n/g, '<br>');
  return DOMPurify.sanitize(withBreaks, { ALLOWED_TAGS, ALLOWED_ATTR });
}
