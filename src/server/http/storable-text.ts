// Text PostgreSQL cannot store (a NUL character) or that is not text at all (a UTF-16 surrogate with no
// partner, which would be saved as U+FFFD) is refused with a 400 naming the field, for every route and
// every part of a request: docs/decisions/0155-unstorable-text.md. It runs after the permission check
// and the schema, so a visitor still gets 401 first and the schema's own messages come before this one.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../platform/http-error.ts';

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** The dotted path of the first string (or key) in `value` that cannot be stored, or undefined. */
export function unstorableTextPath(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : path.join('.');
  // Schemas bound the depth of anything that reaches here; the cap only keeps a hostile shape cheap.
  if (value === null || typeof value !== 'object' || depth > 32 || value instanceof Date) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorable(key)) return [...path, '(key)'].join('.');
    const found = unstorableTextPath(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isStorable = (text: string) => !UNSTORABLE.test(text);

export function registerStorableText(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = unstorableTextPath(value);
      if (path !== undefined) throw badRequest(`${path || (part === 'body' ? 'Request body' : part)}: ${UNSTORABLE_TEXT_MESSAGE}`);
    }
  });
}
