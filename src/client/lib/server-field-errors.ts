import { ApiError } from './api.ts';
import { serverFieldError } from './passwords.ts';

/**
 * A 400's messages under the inputs they are about: the server names one input in `field`, or, for a body
 * its schema refused, each refused input's message in `fields`. Answers undefined when none of them is one
 * of `fields`, so the caller shows the refusal as a whole.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> | undefined {
  const named = serverFieldError(error);
  if (named && fields.includes(named.field)) return { [named.field]: named.message };
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body?.fields) return undefined;
  const refused = Object.entries(error.body.fields).filter(([field]) => fields.includes(field));
  return refused.length > 0 ? Object.fromEntries(refused) : undefined;
}
