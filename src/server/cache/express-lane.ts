// Repeat anonymous reads of cached public answers, answered by the HTTP server's request listener
// before Fastify sees them (docs/decisions/0144-express-lane.md). Fastify answers an address from the
// cache once, through every hook; the lane remembers the headers that answer carried and, while the
// cache still holds the entry, sends the same headers and bytes itself: no routing, hooks, validation
// or per-request logger, so a hit costs about what a bare server sending those bytes costs.
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { chooseVariant, isNotModified } from './entry.ts';
import type { ResponseCache } from './response-cache.ts';

/**
 * How often the lane's answers are counted in the log. One line per answer, as Fastify's answers get,
 * cost a third of a small answer's throughput, so each answer is logged at debug level only.
 */
export const EXPRESS_LANE_SUMMARY_MS = 60_000;

/** Addresses remembered at most; the oldest is forgotten first. Each is a few hundred bytes. */
export const EXPRESS_LANE_ADDRESSES = 10_000;

/**
 * Headers not remembered per address: those of one encoded form or one connection, set per answer, and
 * the next page's `link`, which belongs to the entry (a new entry after a write has a new next page).
 */
const NOT_REMEMBERED = [
  'etag',
  'content-encoding',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'link',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'retry-after',
];

/**
 * The public read limit's say on a request the lane could answer (docs/decisions/0271-public-read-api.md):
 * the RateLimit headers to send with it, or undefined to leave the request to Fastify (over the limit,
 * or carrying an API key to look up).
 */
export type LaneGate = (request: IncomingMessage) => Record<string, string> | undefined;

type ServerTimeouts = {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number | null;
};

type Remembered = { key: string; headers: OutgoingHttpHeaders };

export class ExpressLane {
  private readonly byAddress = new Map<string, Remembered>();
  private open = true;
  private answered = 0;
  private answeredWhenLastCounted = 0;
  private summaryTimer: NodeJS.Timeout | undefined;
  /** Set once the app's cache exists: the server (and so the lane) is made before the app's plugins. */
  private cache: { store: ResponseCache; log: FastifyBaseLogger } | undefined;
  private gate: LaneGate = () => ({});

  attach(store: ResponseCache, log: FastifyBaseLogger) {
    this.cache = { store, log };
    this.summaryTimer = setInterval(() => this.logCount(), EXPRESS_LANE_SUMMARY_MS).unref();
  }

  /** Every answer the lane sends is a public read: it counts against the client's limit. */
  limitWith(gate: LaneGate) {
    this.gate = gate;
  }

  /** Answers sent by the lane so far. */
  get served() {
    return this.answered;
  }

  /**
   * Called once Fastify has answered `address` (path and query, as requested) with the cache's entry
   * `key`: the headers it sent are what the lane will send for that address.
   */
  remember(address: string, key: string, headers: Record<string, string | number | string[] | undefined>) {
    const kept: OutgoingHttpHeaders = { ...headers } as OutgoingHttpHeaders;
    for (const name of NOT_REMEMBERED) delete kept[name];
    this.byAddress.delete(address);
    this.byAddress.set(address, { key, headers: kept });
    if (this.byAddress.size > EXPRESS_LANE_ADDRESSES) this.byAddress.delete(this.byAddress.keys().next().value!);
  }

  /** During shutdown every answer goes through Fastify, which tells keep-alive clients to let go. */
  close() {
    this.open = false;
    clearInterval(this.summaryTimer);
    this.logCount();
  }

  /** One info line with the answers sent since the last one, when there were any. */
  private logCount() {
    const answers = this.answered - this.answeredWhenLastCounted;
    if (answers === 0 || !this.cache) return;
    this.answeredWhenLastCounted = this.answered;
    this.cache.log.info({ answers }, 'express lane: cached answers sent');
  }

  /**
   * Sends the answer when the request is a GET from a visitor without cookies for an address the lane
   * knows whose entry the cache still holds; otherwise returns false and Fastify answers. A request
   * with cookies may carry a session, whose activity the session plugin records.
   */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.cache || !this.open || request.method !== 'GET' || request.headers.cookie !== undefined) return false;
    const remembered = this.byAddress.get(request.url ?? '');
    if (!remembered) return false;
    const entry = this.cache.store.peek(remembered.key);
    if (!entry) return false;
    const limitHeaders = this.gate(request);
    if (!limitHeaders) return false;
    const started = performance.now();
    const variant = chooseVariant(entry, request.headers['accept-encoding']);
    const headers: OutgoingHttpHeaders = { ...remembered.headers, ...limitHeaders, etag: variant.etag };
    if (entry.link) headers.link = entry.link;
    if (isNotModified(request.headers['if-none-match'], variant.etag)) {
      response.writeHead(304, headers).end();
    } else {
      if (variant.encoding !== 'identity') headers['content-encoding'] = variant.encoding;
      headers['content-length'] = variant.body.length;
      response.writeHead(200, headers).end(variant.body);
    }
    this.answered += 1;
    this.logAnswer(this.cache.log, request, response.statusCode, performance.now() - started);
    return true;
  }

  /** The access line of Fastify's answers (platform/logging.ts), at debug level. */
  private logAnswer(log: FastifyBaseLogger, request: IncomingMessage, statusCode: number, responseTime: number) {
    log.debug(
      {
        reqId: `lane-${this.answered}`,
        req: {
          id: `lane-${this.answered}`,
          method: request.method,
          url: request.url,
          ip: request.socket.remoteAddress,
          headers: request.headers,
        },
        res: { statusCode },
        responseTime,
      },
      'request completed',
    );
  }
}

/**
 * The HTTP/1 server Fastify would have made, with the same timeouts (fastify/lib/server.js), and the
 * lane in front of Fastify's handler.
 */
export function serverWithExpressLane(lane: ExpressLane): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler, factoryOptions): Server => {
    // Fastify passes its options with their defaults filled in.
    const options = factoryOptions as ServerTimeouts;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!lane.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
