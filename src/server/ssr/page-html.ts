// The HTML of a page: the built index.html with the page's title, description and Open Graph tags (its
// share card), the route chunks to preload and the page's first data (docs/decisions/0016-share-cards.md,
// 0143-first-paint.md), every value escaped.

import { FEED_FORMATS, FEED_TYPES, type FeedLink } from '../../shared/api/feeds.ts';
import type { FirstData } from '../../shared/api/first-data.ts';
import { FIRST_DATA_ELEMENT_ID } from '../../shared/api/first-lists.ts';
import { SITE_NAME } from '../../shared/page-titles.ts';
import { scriptJson } from './script-json.ts';

/** Shown until the client is built, so a fresh API-only checkout still answers `/` sensibly. */
export const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${SITE_NAME}</title></head>
<body style="font-family: Georgia, serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>${SITE_NAME}</h1><p>The server is running. The web client has not been built yet: run <code>npm run build</code>
(or <code>npm start</code>, which builds it when needed). The API answers under <a href="/api/articles">/api</a>.</p>
</body></html>`;

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

export type PageMeta = {
  title: string;
  description: string;
  type: 'website' | 'article' | 'profile';
  image?: { url: string; alt: string };
  /** The feeds that follow what the page shows, each linked as an Atom and an RSS alternate. */
  feeds?: FeedLink[];
  /** The oEmbed address of the page's score card, for publishing tools that discover it (docs/decisions/0273-embeds.md). */
  oembed?: string;
};

/** Replaces the template's <title> and adds description and Open Graph tags, every value escaped. */
export function injectMeta(template: string, meta: PageMeta, url: string): string {
  const description = meta.description.length > 300 ? `${meta.description.slice(0, 297)}...` : meta.description;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image.url)}">`,
          `<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
        ]
      : [`<meta name="twitter:card" content="summary">`]),
    ...(meta.feeds ?? []).flatMap((feed) =>
      FEED_FORMATS.map(
        (format) =>
          `<link rel="alternate" type="${FEED_TYPES[format]}" title="${escapeHtml(feed.title)}" href="${escapeHtml(new URL(feed.paths[format], url).href)}">`,
      ),
    ),
    ...(meta.oembed
      ? [`<link rel="alternate" type="application/json+oembed" href="${escapeHtml(meta.oembed)}" title="${escapeHtml(meta.title)}">`]
      : []),
  ].join('\n    ');
  const withoutOld = template
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+(name="description"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>/gi, '');
  return insertBefore(withoutOld, /<\/head>/i, `    ${tags}\n  `);
}

/**
 * Puts `text` before the first match of `closing`. A replacer function, not a replacement string: the
 * text holds people's words and addresses, and in a replacement string `$\``, `$&` or `$'` would
 * paste parts of the page into it.
 */
function insertBefore(html: string, closing: RegExp, text: string): string {
  return html.replace(closing, (tag) => `${text}${tag}`);
}

export const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What a page's HTML carries besides its card: its first data (wire form) and the route chunks to preload. */
export type PageExtras = { data?: FirstData; chunks?: string[] };

/** Adds modulepreload links for the chunks and the first data (script-safe JSON) to the HTML. */
export function injectExtras(html: string, { data, chunks = [] }: PageExtras): string {
  const preloads = chunks.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`).join('\n    ');
  const withPreloads = preloads ? insertBefore(html, /<\/head>/i, `  ${preloads}\n  `) : html;
  if (!data) return withPreloads;
  const script = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
  return insertBefore(withPreloads, /<\/body>/i, `  ${script}\n  `);
}
