// The mailed links and passwords of local accounts (docs/decisions/0103-email-verification.md,
// 0104-passwords.md): thin handlers over services/accounts.ts.
import type { FastifyInstance } from 'fastify';
import * as authApi from '../../shared/api/auth.ts';
import { NOTHING_PUBLIC } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { changePassword, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from '../services/accounts.ts';
import { toCurrentUser } from '../services/user-views.ts';

export async function accountRoutes(app: FastifyInstance) {
  // Accounts show on no public answer: a profile's public face changes only through its own edit.
  const config = { rateLimit: app.authRateLimit };
  const invalidates = NOTHING_PUBLIC;

  registerEndpoint(app, authApi.verifyEmail, { config, invalidates }, async (request, reply) =>
    toCurrentUser(await verifyEmail(request, reply, request.body.token)),
  );

  registerEndpoint(app, authApi.resendVerification, { config, invalidates }, async (request) =>
    resendVerification(request, signedInUser(request)),
  );

  registerEndpoint(app, authApi.requestPasswordReset, { config, invalidates }, async (request) =>
    requestPasswordReset(request, request.body.email),
  );

  registerEndpoint(app, authApi.resetPassword, { config, invalidates }, async (request, reply) =>
    toCurrentUser(await resetPassword(request, reply, request.body)),
  );

  registerEndpoint(app, authApi.changePassword, { config, invalidates }, async (request, reply) =>
    changePassword(request, reply, signedInUser(request), request.body),
  );
}
