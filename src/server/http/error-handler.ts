// Every non-2xx answer is JSON `{ message }`: validation failures name the field (in the message, and in
// `fields`, each refused input's first message, for a form to show under the input), database constraint
// failures are mapped to 4xx as a safety net, database outages to 503, and nothing internal (stack, SQL)
// reaches a client.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/database-unavailable.ts';
import { HttpError } from '../platform/http-error.ts';
import { undeclaredParametersMessage } from './declared-query.ts';

type PgLikeError = { code?: string; constraint?: string; constraint_name?: string };

/** Postgres SQLSTATE codes (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const PG_STATUS: Record<string, [number, string]> = {
  '23505': [409, 'This record already exists'],
  '23503': [400, 'A referenced record does not exist'],
  '23514': [400, 'A value is out of range'],
  '23502': [400, 'A required value is missing'],
  '22001': [400, 'A value is too long'],
  '22P02': [400, 'A value has the wrong format'],
  // Input the schemas should already refuse: a NUL character, a number or date out of range.
  '22021': [400, 'A value contains a character that cannot be stored'],
  '22P05': [400, 'A value contains a character that cannot be stored'],
  '22003': [400, 'A number is out of range'],
  '22008': [400, 'A date is out of range'],
  '22007': [400, 'A date has the wrong format'],
};

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause. */
function pgError(error: unknown): PgLikeError | undefined {
  for (let e = error as { cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as never, depth++) {
    const code = (e as PgLikeError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && PG_STATUS[code]) return e as PgLikeError;
  }
  return undefined;
}

type ValidationIssue = { instancePath?: string; message?: string; keyword?: string; params?: { keys?: string[] } };

const issuePath = (issue: ValidationIssue) => (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');

/** The parameters a route's query schema names, for the message refusing one it does not. */
const declaredParameters = (schema: unknown) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

function validationMessage(issues: ValidationIssue[], context: string | undefined, querySchema: unknown): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      if (context === 'querystring' && issue.keyword === 'unrecognized_keys')
        return undeclaredParametersMessage(issue.params?.keys ?? [], declaredParameters(querySchema));
      const field = issuePath(issue);
      if (!field && context === 'body' && issue.keyword === 'invalid_type') return 'Request body must be a JSON object';
      return field ? `${field}: ${issue.message}` : `${issue.message}`;
    })
    .join('; ');
}

/** Each refused top-level input's first message ('title', not 'title.0'); undefined when none names one. */
function fieldMessages(issues: ValidationIssue[]): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issuePath(issue).split('.')[0];
    if (field && issue.message) fields[field] ??= issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match Content-Length',
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validationContext === 'body' ? fieldMessages(error.validation) : undefined;
      return reply.code(400).send({
        message: validationMessage(error.validation, error.validationContext, request.routeOptions.schema?.querystring),
        ...(fields && { fields }),
      });
    }
    if (error.code && FASTIFY_CODES[error.code]) {
      return reply.code(error.statusCode ?? 400).send({ message: FASTIFY_CODES[error.code] });
    }
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'Malformed JSON in request body' });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a fault of this request: the client may try again (docs/decisions/0150-database-outages.md).
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: UNAVAILABLE_MESSAGE });
    }
    const pg = pgError(error);
    if (pg) {
      const [status, message] = PG_STATUS[pg.code!]!;
      request.log.warn({ code: pg.code, constraint: pg.constraint ?? pg.constraint_name }, 'constraint violation');
      return reply.code(status).send({ message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (e.g. rate limit, bad content type) carry safe messages.
      return reply.code(status).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
