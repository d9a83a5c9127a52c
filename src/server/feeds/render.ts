// A feed's content as Atom 1.0 or RSS 2.0, through the `feed` library (docs/decisions/0290-feeds.md).
// Every link is absolute, from the configured public origin. Titles and summaries are people's plain
// text, but Atom marks them type="html" and readers treat RSS titles as HTML too, so they are
// HTML-escaped here: a title reading '<script>' shows as those characters and runs nothing. Characters
// XML 1.0 forbids (control characters a search or a title may hold) are dropped before anything is built.
import { Feed, type Item } from 'feed';
import type { FeedFormat } from '../../shared/api/feeds.ts';
import { SITE_NAME } from '../../shared/page-titles.ts';
import { escapeHtml } from '../ssr/page-html.ts';
import { xmlSafe } from './xml-text.ts';

export type FeedEntry = {
  /** The entry's page (a path), and after '#' what about it this entry is, when a page has several. */
  path: string;
  fragment?: string;
  title: string;
  summary: string;
  /** Sanitized HTML (an article's body), when the entry has more than its summary. */
  html?: string;
  author?: string;
  date: Date;
};

export type FeedContent = { title: string; description: string /** The page the feed follows. */; page: string; entries: FeedEntry[] };

/** The feed as XML. */
export function renderFeed(...input: [content: FeedContent, format: FeedFormat, origin: string, selfPath: string]): string {
  // Everything the feed is built from, present fields and any added later, passes through here first.
  const [content, format, origin, selfPath] = xmlSafe(input);
  const pageUrl = origin + content.page;
  const feed = new Feed({
    id: pageUrl,
    title: `${content.title} — ${SITE_NAME}`,
    description: content.description,
    link: pageUrl,
    // The newest entry's date, so the same content gives the same bytes (and entity tag).
    updated: content.entries.reduce((newest, entry) => (entry.date > newest ? entry.date : newest), new Date(0)),
    generator: false,
    language: 'en',
    feedLinks: { [format]: origin + selfPath },
    // Atom needs an author for the feed or each entry; the site stands for all of them.
    author: { name: SITE_NAME, link: origin + '/' },
    copyright: `${SITE_NAME}`,
  });
  for (const entry of content.entries) feed.addItem(item(entry, format, origin));
  return format === 'atom' ? feed.atom1() : feed.rss2();
}

function item(entry: FeedEntry, format: FeedFormat, origin: string): Item {
  const link = origin + entry.path;
  const id = entry.fragment ? `${link}#${entry.fragment}` : link;
  // RSS's <author> holds an e-mail address; a name goes in Dublin Core's creator, whose namespace the library declares.
  const author: Partial<Item> = !entry.author
    ? {}
    : format === 'atom'
      ? { author: [{ name: entry.author }] }
      : { extensions: [{ name: 'dc:creator', objects: { _text: entry.author } }] };
  return {
    title: escapeHtml(entry.title),
    id,
    guid: id,
    link,
    date: entry.date,
    description: escapeHtml(entry.summary),
    ...(entry.html ? { content: entry.html } : {}),
    ...author,
  };
}
