import { ApiError } from './api.ts';
import { serverFieldError } from './passwords.ts';

/**
 * A 400's messages under the inputs they are about. The server names one input in `field`, or, for a body
 * its schema refused, lists 'field: message' parts joined by '; ' (plugins/error-handler.ts). Answers
 * undefined when none of the parts names one of `fields`, so the caller shows the refusal as a whole.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> | undefined {
  const named = serverFieldError(error);
  if (named && fields.includes(named.field)) return { [named.field]: named.message };
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body?.message) return undefined;
  const out: Record<string, string> = {};
  for (const part of error.body.message.split('; ')) {
    const match = /^([\w.]+): (.+)$/.exec(part);
    const field = match?.[1]?.split('.')[0];
    if (match && field && fields.includes(field)) out[field] ??= match[2]!;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
