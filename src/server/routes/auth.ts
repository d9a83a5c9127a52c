// Sign-in, sign-up and sign-out: email + password always, OpenID Connect when configured.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as authApi from '../../shared/api/auth.ts';
import { resolveReturnTo } from '../../shared/return-to.ts';
import { returnToQuery } from '../../shared/schemas/users.ts';
import { authorizationRedirect, cachedDiscovery, completeAuthorization, defaultOidcDiscover } from '../auth/oidc.ts';
import { NOTHING_PUBLIC } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { isSameOriginNavigation } from '../http/cross-origin.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { badRequest, HttpError, notFound } from '../platform/http-error.ts';
import { userForOidcIdentity } from '../repositories/users.ts';
import { register } from '../services/accounts.ts';
import { endSession, startSession } from '../services/session-cookie.ts';
import { completeSignIn, passwordSignIn } from '../services/sign-in.ts';
import { toCurrentUser } from '../services/user-views.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the OIDC client configuration; undefined when OIDC is not configured. */
    oidcConfiguration: ReturnType<typeof cachedDiscovery> | undefined;
  }
}

/** Where the login page explains why a provider sign-in could not be linked to an existing account. */
export const OIDC_LINK_REFUSED_NOTICE = 'link-refused';

export async function authRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const rateLimit = { rateLimit: app.authRateLimit };
  const discover = app.oidcConfiguration ?? (config.oidc ? cachedDiscovery(defaultOidcDiscover(config.oidc)) : undefined);

  registerEndpoint(app, authApi.getAuthUser, { cache: 'private' }, async (request) => toCurrentUser(signedInUser(request)));

  // Answers 202 alike for new and taken addresses and signs no one in: the mailed link does that.
  registerEndpoint(app, authApi.register, { config: rateLimit, invalidates: NOTHING_PUBLIC }, async (request) =>
    register(request, request.body),
  );

  registerEndpoint(app, authApi.login, { config: rateLimit, invalidates: NOTHING_PUBLIC }, async (request, reply) =>
    toCurrentUser(await passwordSignIn(request, reply, request.body)),
  );

  registerEndpoint(app, authApi.logout, { invalidates: NOTHING_PUBLIC }, async (request, reply) => {
    await endSession(request, reply);
    return { message: 'Signed out' };
  });

  // The plain navigations below are not JSON calls, so they stay routes without a shared contract.
  // A plain link: to the provider when OIDC is configured, else to the app's own /login page.
  app.get('/api/login', { config: rateLimit, schema: { querystring: returnToQuery } }, async (request, reply) => {
    // Resolved here, so the OIDC session keeps (and /api/callback redirects to) only a path on this site.
    const returnTo = resolveReturnTo(request.query.returnTo, config.publicOrigin);
    if (!discover) return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    const configuration = await discover().catch((error: unknown) => {
      request.log.error({ err: error }, 'OIDC discovery failed');
      throw new HttpError(503, 'Sign-in provider is unavailable; try again later');
    });
    const { url, pending } = await authorizationRedirect(configuration, `${config.publicOrigin}/api/callback`);
    await startSession(request, reply, { oidc: { ...pending, returnTo } }, null);
    return reply.redirect(url);
  });

  app.get(
    '/api/callback',
    { config: rateLimit, schema: { querystring: z.record(z.string(), z.string().max(4096)) } },
    async (request, reply) => {
      if (!discover) throw notFound('Sign-in with an identity provider is not configured');
      const pending = request.session.data.oidc;
      if (!pending) throw badRequest('Sign-in expired or was started elsewhere; please log in again');
      const configuration = await discover();
      const profile = await completeAuthorization(configuration, new URL(request.url, config.publicOrigin), pending).catch(
        (error: unknown) => {
          request.log.warn({ err: error }, 'OIDC callback rejected');
          throw badRequest('Sign-in failed; please try again');
        },
      );
      if (!profile.email) throw badRequest('The sign-in provider did not share an email address');
      // The local user of the identity, or 'refused' when an existing account may not be linked to it.
      const identity = await userForOidcIdentity(app.db, { ...profile, email: profile.email });
      // An account with this address exists, but either side has not proven the address: linking would
      // hand the account to whoever registered the address first (or to an unverified provider claim).
      if (identity === 'refused') return reply.redirect(`/login?notice=${OIDC_LINK_REFUSED_NOTICE}`);
      await completeSignIn(request, reply, identity.user.id, 'oidc');
      return reply.redirect(pending.returnTo);
    },
  );

  // The menu's plain link. A link or image on another site must not sign the reader out, so a request the
  // browser does not vouch for as this site's own goes to the /logout page to confirm with a click.
  app.get('/api/logout', async (request, reply) => {
    if (!isSameOriginNavigation(request)) return reply.redirect('/logout');
    await endSession(request, reply);
    return reply.redirect('/');
  });
}
