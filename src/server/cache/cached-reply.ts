// Answers a public read from the cache (docs/decisions/0141-response-cache.md): the stored form the
// request's Accept-Encoding prefers, its entity tag, or 304 when the client already holds it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseVariant, isNotModified, type Serialized } from './entry.ts';
import type { Topic } from './topics.ts';

/**
 * Browsers and proxies may keep the answer but must ask again before reusing it (it changes with any
 * write); the tag makes asking again cheap. An answer that also sets a cookie is made no-store by the
 * no-store plugin.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

export async function replyFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  read: { key: string; topics: readonly Topic[]; status: number /** The media type; JSON unless said. */; type?: string },
  compute: () => Promise<Serialized>,
): Promise<FastifyReply> {
  let computedHere = false;
  const entry = await request.server.responseCache.store.load(read.key, read.topics, () => {
    computedHere = true;
    return compute();
  });
  request.cachedReadKey = read.key;
  request.answeredFromStore = !computedHere;
  const variant = chooseVariant(entry, request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').header('etag', variant.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (entry.link) reply.header('link', entry.link);
  if (isNotModified(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
  if (variant.encoding !== 'identity') reply.header('content-encoding', variant.encoding);
  return reply
    .code(read.status)
    .type(read.type ?? 'application/json; charset=utf-8')
    .send(variant.body);
}
