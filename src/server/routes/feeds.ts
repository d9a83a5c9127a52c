// The Atom and RSS feeds (docs/decisions/0290-feeds.md): each declared in src/shared/api/feeds.ts, answered
// at `{path}.atom` and `{path}.rss`, validated by its zod schemas and kept in the response cache under the
// topics it reads, with the entity tag and Cache-Control of every other public read.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  articlesFeed,
  authorFeed,
  billHistoryFeed,
  FEED_FORMATS,
  FEED_TYPES,
  type FeedEndpoint,
  federalBillsFeed,
  feedPath,
  officialVotesFeed,
  searchFeed,
  stateBillsFeed,
} from '../../shared/api/feeds.ts';
import { replyFromCache } from '../cache/cached-reply.ts';
import type { Topic } from '../cache/topics.ts';
import { allArticles, authorArticles, billHistory, newBills, officialVotes, searchMatches } from '../feeds/content.ts';
import { type FeedContent, renderFeed } from '../feeds/render.ts';
import { declaredQueryOnly } from '../http/declared-query.ts';
import { cacheKey } from '../http/register-endpoint.ts';

type OutputOf<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type Input<F extends FeedEndpoint> = { params: OutputOf<F['params']>; query: OutputOf<F['query']> };

type FeedRoute = {
  feed: FeedEndpoint;
  topics: (input: never) => Topic[];
  load: (app: FastifyInstance, input: never) => Promise<FeedContent>;
};

/** One feed's topics and content, typed by its declared schemas. */
const route = <F extends FeedEndpoint>(
  feed: F,
  topics: (input: Input<F>) => Topic[],
  load: (app: FastifyInstance, input: Input<F>) => Promise<FeedContent>,
): FeedRoute => ({ feed, topics, load });

// A profile's name shows on its articles, so the article feeds read what a profile change invalidates.
const FEEDS: FeedRoute[] = [
  route(
    articlesFeed,
    () => ['articles'],
    (app) => allArticles(app.db),
  ),
  route(
    authorFeed,
    () => ['articles'],
    (app, { params }) => authorArticles(app.db, params.id),
  ),
  route(
    federalBillsFeed,
    () => ['bills'],
    (app) => newBills(app.db),
  ),
  route(
    stateBillsFeed,
    () => ['bills'],
    (app, { params }) => newBills(app.db, params.state),
  ),
  route(
    billHistoryFeed,
    ({ params }) => [`bill:${params.id}`, 'roll-calls'],
    (app, { params }) => billHistory(app.db, params.id),
  ),
  route(
    officialVotesFeed,
    ({ params }) => [`official:${params.id}`, 'votes', 'bills'],
    (app, { params }) => officialVotes(app.db, params.id),
  ),
  route(
    searchFeed,
    () => ['articles', 'bills'],
    (app, { query }) => searchMatches(app.db, query.q),
  ),
];

export async function feedRoutes(app: FastifyInstance) {
  for (const { feed, topics, load } of FEEDS) {
    for (const format of FEED_FORMATS) {
      app.route({
        method: 'GET',
        url: `${feed.path}.${format}`,
        // Compressed once, when cached.
        compress: false,
        // Only the declared query parameters, as every cached read (docs/decisions/0312-undeclared-query-parameters.md).
        schema: { ...(feed.params ? { params: feed.params } : {}), querystring: declaredQueryOnly(feed.query) },
        handler: async (request, reply) => {
          // Validation has shaped params and query as the feed declares them.
          const input = { params: request.params ?? {}, query: request.query ?? {} } as never;
          const self = feedPath(feed, format, request.params as Record<string, string | number>, request.query as Record<string, string>);
          const read = { key: cacheKey(request), topics: topics(input), status: 200, type: `${FEED_TYPES[format]}; charset=utf-8` };
          return replyFromCache(request, reply, read, async () => ({
            body: renderFeed(await load(app, input), format, app.config.publicOrigin, self),
            link: undefined,
          }));
        },
      });
    }
  }
}
