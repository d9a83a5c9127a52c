// The site's Atom and RSS feeds (docs/decisions/0290-feeds.md): each is declared once, with the zod
// schemas of its params and query, and answered at `{path}.atom` and `{path}.rss`. Pages link to them
// through feedPath, so an address is written in one place.
import { z } from 'zod';
import { idParams, userIdParams } from '../schemas/common.ts';
import { searchQuery } from '../schemas/search.ts';
import { BILL_STATE } from './bills.ts';

export const FEED_FORMATS = ['atom', 'rss'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const FEED_TYPES: Record<FeedFormat, string> = { atom: 'application/atom+xml', rss: 'application/rss+xml' };

export type FeedEndpoint = {
  /** Fastify-style path without the format, e.g. '/feeds/bills/:id/history'. */
  path: `/feeds/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
};

const defineFeed = <const F extends FeedEndpoint>(feed: F): F => feed;

/** How many entries a feed holds: the newest, as a reader polling daily would want. */
export const FEED_ENTRIES = 30;

export const articlesFeed = defineFeed({ path: '/feeds/articles' });
export const authorFeed = defineFeed({ path: '/feeds/authors/:id', params: userIdParams });
export const federalBillsFeed = defineFeed({ path: '/feeds/bills' });
export const stateBillsFeed = defineFeed({ path: '/feeds/bills/:state', params: z.strictObject({ state: BILL_STATE }) });
export const billHistoryFeed = defineFeed({ path: '/feeds/bills/:id/history', params: idParams });
export const officialVotesFeed = defineFeed({ path: '/feeds/officials/:id/votes', params: idParams });
/** A saved search: the newest articles and bills matching its text, as GET /api/search finds them. */
export const searchFeed = defineFeed({
  path: '/feeds/search',
  query: searchQuery.pick({ q: true }).refine((query) => query.q !== '', { error: 'q: Search text is required', path: ['q'] }),
});

/** A feed's address in one format, params filled in and the query in sorted order. */
export function feedPath(
  feed: FeedEndpoint,
  format: FeedFormat,
  params: Record<string, string | number> = {},
  query: Record<string, string> = {},
): string {
  const path = feed.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1))).toString();
  return `${path}.${format}${search ? `?${search}` : ''}`;
}

/** A feed a page names in its head, in both formats. */
export type FeedLink = { title: string; paths: Record<FeedFormat, string> };

export function feedLink(title: string, feed: FeedEndpoint, params: Record<string, string | number> = {}): FeedLink {
  return { title, paths: { atom: feedPath(feed, 'atom', params), rss: feedPath(feed, 'rss', params) } };
}
