import { MIN_PASSWORD_LENGTH } from '../../shared/schemas/users.ts';
import { ApiError } from './api.ts';

export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong, memorable password.`;

/** A server refusal that names one input (e.g. a password too easy to guess): shown under that input. */
export function serverFieldError(error: unknown): { field: string; message: string } | undefined {
  if (error instanceof ApiError && error.status === 400 && error.body?.field && error.body.message) {
    return { field: error.body.field, message: error.body.message };
  }
  return undefined;
}
