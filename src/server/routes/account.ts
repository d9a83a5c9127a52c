// The mailed links and passwords of local accounts (docs/decisions/0103-email-verification.md,
// 0104-passwords.md): thin handlers over services/accounts.ts.
import type { FastifyInstance } from 'fastify';
import * as authApi from '../../shared/api/auth.ts';
import { registerEndpoint } from '../lib/register-endpoint.ts';
import { signedInUser } from '../plugins/auth.ts';
import { changePassword, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from '../services/accounts.ts';
import { toCurrentUser } from '../services/user-views.ts';

export async function accountRoutes(app: FastifyInstance) {
  const config = { rateLimit: app.authRateLimit };

  registerEndpoint(app, authApi.verifyEmail, { config }, async (request, reply) =>
    toCurrentUser(await verifyEmail(request, reply, request.body.token)),
  );

  registerEndpoint(app, authApi.resendVerification, { auth: 'user', config }, async (request) =>
    resendVerification(request, signedInUser(request)),
  );

  registerEndpoint(app, authApi.requestPasswordReset, { config }, async (request) => requestPasswordReset(request, request.body.email));

  registerEndpoint(app, authApi.resetPassword, { config }, async (request, reply) => toCurrentUser(await resetPassword(request, reply, request.body)));

  registerEndpoint(app, authApi.changePassword, { auth: 'user', config }, async (request, reply) =>
    changePassword(request, reply, signedInUser(request), request.body),
  );
}
