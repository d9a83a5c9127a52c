// Structured request logs (pino): JSON in production, pretty on a terminal. Cookies, authorization
// headers, passwords, the OIDC callback's code and a failed query's values never reach a log line.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { loggableError } from '../lib/loggable-error.ts';

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
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

/** Only the query string of the OIDC callback is sensitive enough (authorization code) to drop. */
function safeUrl(url: string): string {
  return url.startsWith('/api/callback') ? url.split('?')[0]! : url;
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
