// The whole HTTP app as one function, so tests build it without a port (app.inject) and server.ts adds
// only listening and shutdown. Order: external plugins, app plugins, then routes (fastify/demo).
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { cachedDiscovery, type OidcDiscover } from './auth/oidc.ts';
import { PASSWORD_COST, type ScryptCost } from './auth/passwords.ts';
import { ExpressLane, serverWithExpressLane } from './cache/express-lane.ts';
import { registerResponseCache } from './cache/plugin.ts';
import type { Database, DatabaseHandle } from './db/connect.ts';
import { registerCrossOriginProtection } from './http/cross-origin.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerNoStore } from './http/no-store.ts';
import { registerPublicReads } from './http/public-reads.ts';
import { registerReadBudget } from './http/read-budget.ts';
import { DEFAULT_AUTH_RATE_LIMIT, type RateLimitOptions, type RequestLimits, registerSecurity, requestLimitsOf } from './http/security.ts';
import { registerSession } from './http/session.ts';
import { registerStorableText } from './http/storable-text.ts';
import { registerHourlyPurges } from './jobs/hourly-purges.ts';
import type { ImportQueue } from './jobs/import-queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerRouteCatalogue } from './open-data/route-catalogue.ts';
import type { Config } from './platform/config.ts';
import { AccessLogController } from './platform/logging.ts';
import { accountRoutes } from './routes/account.ts';
import { articleRoutes } from './routes/articles.ts';
import { auditRoutes } from './routes/audit.ts';
import { authRoutes } from './routes/auth.ts';
import { billRoutes } from './routes/bills.ts';
import { candidateRoutes } from './routes/candidates.ts';
import { commentVoteRoutes } from './routes/comment-votes.ts';
import { commentRoutes } from './routes/comments.ts';
import { compareRoutes } from './routes/compare.ts';
import { contactRoutes } from './routes/contact.ts';
import { digestRoutes } from './routes/digests.ts';
import { districtRoutes } from './routes/districts.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { embedRoutes } from './routes/embeds.ts';
import { feedRoutes } from './routes/feeds.ts';
import { followRoutes } from './routes/follows.ts';
import { healthRoutes } from './routes/health.ts';
import { importsAdminRoutes } from './routes/imports-admin.ts';
import { localMailboxRoutes } from './routes/local-mailbox.ts';
import { mastheadRoutes } from './routes/masthead.ts';
import { matchRoutes } from './routes/match.ts';
import { officialRoutes } from './routes/officials.ts';
import { openDataRoutes } from './routes/open-data.ts';
import { raceRoutes } from './routes/races.ts';
import { rollCallRoutes } from './routes/roll-calls.ts';
import { searchRoutes } from './routes/search.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { registerSpa } from './routes/spa.ts';
import { statehouseRoutes } from './routes/statehouses.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { userRoutes } from './routes/users.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    authRateLimit: RateLimitOptions;
    requestLimits: RequestLimits;
    mailer: Mailer;
    /** The time rules run on (sign-in throttling); tests pass a clock they move themselves. */
    clock: () => Date;
    /** scrypt parameters for new password hashes (PASSWORD_COST unless a test asks for cheaper ones). */
    passwordCost: ScryptCost;
    /** The scheduled syncs' job queue: started by server.ts (and tests that need it), else null. */
    importQueue: ImportQueue | null;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the built client lives (default dist/client). */
  clientDir?: string;
  /** The built first-screen renderer (default dist/prerender/prerender.js, when clientDir is the default too). */
  prerenderFile?: string;
  authRateLimit?: RateLimitOptions;
  requestLimits?: RequestLimits;
  /** Replaces OIDC discovery (tests use it to allow their loopback http provider). */
  oidcDiscover?: OidcDiscover;
  /** Replaces the mailer that SMTP_URL / the outbox would give. */
  mailer?: Mailer;
  clock?: () => Date;
  passwordCost?: ScryptCost;
};

/** Large enough for a long article, small enough that nobody can post megabytes at us. */
export const BODY_LIMIT_BYTES = 512 * 1024;

/**
 * How long a client may take (docs/decisions/0152-shutdown-and-slow-clients.md): its headers within 10 s
 * and its whole request within 30 s, so a slowloris trickle cannot hold sockets; an idle keep-alive socket
 * is kept 65 s, longer than a load balancer's usual 60 s, so the balancer never reuses a socket we closed.
 * The timers are checked every second rather than Node's default 30.
 */
export const CLIENT_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 65_000, checkEveryMs: 1_000 };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const lane = new ExpressLane();
  const accessLog = new AccessLogController();
  const app = Fastify({
    logger: options.logger ?? false,
    logController: accessLog,
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the proxies the operator names (TRUST_PROXY) may set the client's address for rate limits.
    trustProxy: options.config.trustProxy,
    // Keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    requestTimeout: CLIENT_TIMEOUTS.requestMs,
    keepAliveTimeout: CLIENT_TIMEOUTS.keepAliveMs,
    http: { headersTimeout: CLIENT_TIMEOUTS.headersMs, connectionsCheckingInterval: CLIENT_TIMEOUTS.checkEveryMs },
    // The server Fastify would make, with these timeouts, and the express lane in front of it.
    serverFactory: serverWithExpressLane(lane),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);
  app.decorate('db', options.database.db);
  app.decorate('database', options.database);
  app.decorate('authRateLimit', options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT);
  app.decorate('requestLimits', options.requestLimits ?? requestLimitsOf(options.config));
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('passwordCost', options.passwordCost ?? PASSWORD_COST);
  app.decorate('importQueue', null as ImportQueue | null);
  app.decorate('oidcConfiguration', options.oidcDiscover ? cachedDiscovery(options.oidcDiscover) : undefined);
  const mailer = options.mailer ?? createMailer(options.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  accessLog.attach(app.log);
  registerRouteCatalogue(app);
  registerErrorHandler(app);
  registerJsonParser(app);
  registerDrainOnClose(app);
  registerHourlyPurges(app);
  await registerSecurity(app);
  registerCrossOriginProtection(app);
  registerPublicReads(app);
  registerReadBudget(app, lane);
  await app.register(cookie, { secret: options.config.sessionSecret });
  registerSession(app);
  registerNoStore(app);
  registerStorableText(app);
  await registerResponseCache(app, options.config.RESPONSE_CACHE_MB * 1024 * 1024, lane);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(localMailboxRoutes);
  await app.register(sessionRoutes);
  await app.register(articleRoutes);
  await app.register(billRoutes);
  await app.register(candidateRoutes);
  await app.register(raceRoutes);
  await app.register(officialRoutes);
  await app.register(rollCallRoutes);
  await app.register(statehouseRoutes);
  await app.register(districtRoutes);
  await app.register(compareRoutes);
  await app.register(contactRoutes);
  await app.register(matchRoutes);
  await app.register(mastheadRoutes);
  await app.register(searchRoutes);
  await app.register(feedRoutes);
  await app.register(commentRoutes);
  await app.register(commentVoteRoutes);
  await app.register(subscriptionRoutes);
  await app.register(followRoutes);
  await app.register(digestRoutes);
  await app.register(userRoutes);
  await app.register(auditRoutes);
  await app.register(importsAdminRoutes);
  await app.register(openDataRoutes);
  await app.register(embedRoutes);
  await app.register(downloadRoutes);
  await registerSpa(app, { clientDir: options.clientDir, prerenderFile: options.prerenderFile });
  return app;
}

/**
 * Fastify's JSON parser, except that an empty body counts as no body: the client posts `{}`-less
 * refresh calls with a JSON content type, which must not be a 400.
 */
function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON only; a text/plain body is a client mistake (415), not a string to validate.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return parse(request, String(body), done);
  });
}

/**
 * During shutdown, answers still in flight carry `Connection: close`, so keep-alive clients let go of
 * their sockets and close() does not wait out the keep-alive timeout.
 */
function registerDrainOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
