// Security headers, compression and the rate limits. The CSP fits the Vite-built SPA: scripts only
// from this origin, inline styles allowed (Radix and Tailwind set style attributes), images from https:.
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../platform/config.ts';

export type RateLimitOptions = { max: number; timeWindow: number };

/** Per client address on the sign-in routes: enough for people, too few for password guessing. */
export const DEFAULT_AUTH_RATE_LIMIT: RateLimitOptions = { max: 20, timeWindow: 60_000 };

/**
 * Limits on everything else a client can make the server do (docs/decisions/0194-limits-on-every-write.md):
 * every write, per account (per address for a visitor); comments more tightly; and every read, search
 * included, from one budget per client (docs/decisions/0313-one-read-budget-per-client.md).
 */
export type RequestLimits = {
  write: RateLimitOptions;
  comment: RateLimitOptions;
  /** The read budget in units of cost, per address and per API key (http/read-budget.ts). */
  publicRead: RateLimitOptions;
  keyedRead: RateLimitOptions;
};

type LimitSettings = 'WRITES_PER_MINUTE' | 'COMMENTS_PER_MINUTE' | 'PUBLIC_READS_PER_MINUTE' | 'KEYED_READS_PER_MINUTE';

/** The limits the configuration sets (its defaults: 60 writes, 10 comments, a read budget of 600 and 6,000 keyed a minute). */
export const requestLimitsOf = (config: Pick<Config, LimitSettings>): RequestLimits => ({
  write: { max: config.WRITES_PER_MINUTE, timeWindow: 60_000 },
  comment: { max: config.COMMENTS_PER_MINUTE, timeWindow: 60_000 },
  publicRead: { max: config.PUBLIC_READS_PER_MINUTE, timeWindow: 60_000 },
  keyedRead: { max: config.KEYED_READS_PER_MINUTE, timeWindow: 60_000 },
});

/** The signed-in account (the session is read before route hooks run), else the client's address. */
export const accountOrAddress = (request: FastifyRequest) => (request.user ? `account:${request.user.id}` : `address:${request.ip}`);

export async function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders(helmetOptions(app.config.isProduction));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
}

/**
 * Helmet's headers for these options, worked out once: they are the same for every answer, and
 * @fastify/helmet would parse the policy again on every request.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, collector as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function helmetOptions(isProduction: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Over plain http (local use) upgrading would break every asset; behind HTTPS it is wanted.
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense when the site is served over HTTPS, i.e. in production behind TLS.
    hsts: isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Other sites learn nothing from our addresses, while our own requests keep their Referer: GET
    // /api/logout reads it when an older browser sends no Sec-Fetch-Site.
    referrerPolicy: { policy: 'same-origin' },
  };
}
