// Structured request logs (pino): JSON in production, pretty on a terminal. Cookies, authorization
// headers, passwords, mailed links' tokens, the OIDC callback's code and a failed query's values never
// reach a log line (docs/decisions/0158-log-redaction.md).
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from './config.ts';
import { loggableError } from './loggable-error.ts';

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  // The public API's keys (docs/decisions/0271-public-read-api.md).
  'req.headers["x-api-key"]',
  'headers["x-api-key"]',
  'body.password',
  'body.currentPassword',
  'body.newPassword',
  'body.token',
  'password',
  '*.password',
  'sessionSecret',
  '*.sessionSecret',
  '*.SESSION_SECRET',
  '*.OIDC_CLIENT_SECRET',
];

type RequestLike = { method: string; url: string; id: string; ip?: string; headers: Record<string, unknown> };

/**
 * Query parameters whose values an access line may show: the site's own list, search and deep-link
 * parameters. Every other value (a mailed link's `token`, which signs its owner in; the OIDC callback's
 * `code`; anything added later) is written as `[redacted]`, so a new secret parameter is safe by default.
 */
const LOGGABLE_QUERY = new Set([
  ...['limit', 'cursor', 'sort', 'level', 'state', 'status', 'office', 'kind', 'q', 'officialId', 'billId'],
  ...['officials', 'zip', 'district', 'bills', 'bill', 'candidate', 'official', 'chamber', 'name', 'notice', 'returnTo'],
]);

export function safeUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = new URLSearchParams(url.slice(start + 1));
  for (const [name] of query) if (!LOGGABLE_QUERY.has(name)) query.set(name, '[redacted]');
  return `${url.slice(0, start)}?${query}`;
}

export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): NonNullable<FastifyServerOptions['logger']> {
  const pretty = !config.isProduction && !stream && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: loggableError,
      req: (request: RequestLike) => ({
        id: request.id,
        method: request.method,
        url: safeUrl(request.url),
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
    ...(stream ? { stream } : {}),
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  } as NonNullable<FastifyServerOptions['logger']>;
}

/**
 * The logger of access lines, one `request completed` line per answer. Their fields are chosen by the req
 * and res serializers above, which name no secret, so the line skips redaction: pino's redaction cost more
 * than the rest of a cached answer (docs/decisions/0144-express-lane.md).
 */
export function accessLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  return log.child({}, { redact: { paths: [] } });
}

/**
 * Fastify's per-request lines: nothing when a request comes in, and one access line when it completes
 * (through `accessLogger`; an answer that failed to send is logged with its error, redacted as usual).
 */
export class AccessLogController extends LogController {
  private access: FastifyBaseLogger | undefined;

  /** The app's logger, once the app exists (the controller is one of the app's options). */
  attach(log: FastifyBaseLogger) {
    this.access = accessLogger(log);
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else this.access?.info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
