// Role checks (visitor, user, staff) as preHandlers. The client hides buttons as a courtesy; these are the rules.
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../platform/http-error.ts';
import type { UserRow } from '../repositories/users.ts';

export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

export async function requireStaff(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (request.user.isStaff !== 1) throw forbidden('Forbidden: staff only');
}

/** The signed-in user inside a handler guarded by requireUser/requireStaff. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
