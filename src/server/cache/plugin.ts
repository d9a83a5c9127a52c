// The response cache on the app (docs/decisions/0141-response-cache.md): the store, and invalidation
// that reaches this instance at once and the others through the database.
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { accessLogger } from '../platform/logging.ts';
import type { ExpressLane } from './express-lane.ts';
import { startInvalidationBus } from './invalidation-bus.ts';
import { ResponseCache } from './response-cache.ts';
import type { Topic } from './topics.ts';

export type ResponseCaching = {
  store: ResponseCache;
  /** After a write has committed: drops what it changed here and tells the other instances. */
  invalidate: (topics: readonly Topic[]) => Promise<void>;
  /** Repeat visitors' reads answered before Fastify (docs/decisions/0144-express-lane.md). */
  lane: ExpressLane;
  /**
   * 'notified' once topics from the channel (another instance's or this one's) have been dropped.
   * 'changed' whenever this instance learns that topics changed, for what it keeps besides the store
   * (the bulk download files, docs/decisions/0311-bulk-downloads-built-once.md): its own write at once,
   * another instance's when notified, and everything ('*') when notifications may have been missed.
   */
  events: EventEmitter<{ notified: [topics: Topic[]]; changed: [topics: readonly Topic[]] }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCaching;
  }
  interface FastifyRequest {
    /** The cache entry this request was answered from, if it was. */
    cachedReadKey: string | null;
    /**
     * Answered from an entry the cache already held, or from another request's computation it joined:
     * what the read budget counts as cheap (docs/decisions/0313-one-read-budget-per-client.md).
     */
    answeredFromStore: boolean;
  }
}

export async function registerResponseCache(app: FastifyInstance, maxBytes: number | undefined, lane: ExpressLane) {
  const store = new ResponseCache(maxBytes);
  lane.attach(store, accessLogger(app.log));
  rememberForTheLane(app, lane);
  const events: ResponseCaching['events'] = new EventEmitter();
  const bus = await startInvalidationBus(
    app.database,
    {
      notified: (topics) => {
        store.invalidate(topics);
        events.emit('changed', topics);
        events.emit('notified', topics);
      },
      lost: () => {
        app.log.warn('response cache: suspended until invalidations can be heard again');
        store.suspend();
        events.emit('changed', ['*']);
      },
      listening: () => {
        store.resume();
        events.emit('changed', ['*']);
      },
    },
    app.log,
  );
  app.addHook('onClose', async () => bus.close());
  app.decorate('responseCache', {
    store,
    lane,
    events,
    invalidate: async (topics) => {
      if (topics.length === 0) return;
      store.invalidate(topics);
      events.emit('changed', topics);
      // The write has committed; if the others cannot be told, say so loudly rather than fail the answer.
      await bus
        .publish(topics)
        .catch((error: unknown) => app.log.error({ err: error, topics }, 'response cache: could not notify other instances'));
    },
  } satisfies ResponseCaching);
}

/**
 * Registered after the cookie and no-store plugins, so the headers seen are the ones sent. Only a
 * cookie-less GET answered 200 from the cache is remembered: what the lane may repeat to visitors.
 */
function rememberForTheLane(app: FastifyInstance, lane: ExpressLane) {
  app.decorateRequest('cachedReadKey', null);
  app.decorateRequest('answeredFromStore', false);
  app.addHook('preClose', (done) => {
    lane.close();
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const key = request.cachedReadKey;
    if (
      key !== null &&
      request.method === 'GET' &&
      reply.statusCode === 200 &&
      request.headers.cookie === undefined &&
      !reply.hasHeader('set-cookie')
    ) {
      lane.remember(request.url, key, reply.getHeaders());
    }
    done(null, payload);
  });
}
