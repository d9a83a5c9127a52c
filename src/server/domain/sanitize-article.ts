// The article HTML allow-list, enforced before an article is stored (the client applies DOMPurify again on
// display). Anything else is dropped: script/style contents entirely, other tags unwrapped.
import sanitizeHtml from 'sanitize-html';
import { ARTICLE_TAGS } from '../../shared/article-html.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ARTICLE_TAGS,
  // href, target and rel only, and only where they mean something: on links.
  allowedAttributes: { a: ['href', 'rel', { name: 'target', multiple: false, values: ['_blank', '_self'] }] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    // A link opening a new tab must not hand the new page a handle on ours (reverse tabnabbing).
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
