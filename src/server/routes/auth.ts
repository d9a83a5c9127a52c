// Sign-in, sign-up and sign-out (DESIGN.md §4): email + password always, OpenID Connect when configured.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/schemas/common.ts';
import { currentUser, loginInput, registerInput, returnToQuery } from '../../shared/schemas/users.ts';
import { cachedDiscovery, completeAuthorization, authorizationRedirect, defaultOidcDiscover } from '../auth/oidc.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../http-error.ts';
import { endSession, startSession } from '../plugins/session.ts';
import {
  createUser,
  findPasswordHash,
  findUserByEmail,
  findUserById,
  promoteAdmins,
  userForOidcIdentity,
} from '../repositories/users.ts';
import { toCurrentUser } from './user-views.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the OIDC client configuration; undefined when OIDC is not configured. */
    oidcConfiguration: ReturnType<typeof cachedDiscovery> | undefined;
  }
}

/** The address the provider sends the browser back to: PUBLIC_URL when set, else this request's origin. */
function publicOrigin(request: FastifyRequest): string {
  return request.server.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}

export async function authRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const rateLimit = { rateLimit: app.authRateLimit };
  const discover = app.oidcConfiguration ?? (config.oidc ? cachedDiscovery(defaultOidcDiscover(config.oidc)) : undefined);

  const signIn = async (request: FastifyRequest, reply: Parameters<typeof startSession>[1], userId: string) => {
    const user = await findUserById(app.db, userId);
    if (user && config.ADMIN_EMAILS.includes(user.email)) await promoteAdmins(app.db, [user.email]);
    await startSession(request, reply, { userId });
    return (await findUserById(app.db, userId))!;
  };

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: currentUser, 401: errorBody } } },
    async (request) => {
      if (!request.user) throw unauthorized();
      return toCurrentUser(request.user);
    },
  );

  app.post(
    '/api/auth/register',
    { config: rateLimit, schema: { body: registerInput, response: { 201: currentUser } } },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      if (await findUserByEmail(app.db, email)) throw conflict('An account with this email already exists');
      const user = await createUser(app.db, { email, firstName, lastName }, await hashPassword(password));
      return reply.code(201).send(toCurrentUser(await signIn(request, reply, user.id)));
    },
  );

  app.post(
    '/api/auth/login',
    { config: rateLimit, schema: { body: loginInput, response: { 200: currentUser } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      const hash = user && (await findPasswordHash(app.db, user.id));
      const valid = hash ? await verifyPassword(password, hash) : await verifyAgainstDummy(password);
      if (!user || !valid) throw new HttpError(401, 'Invalid email or password');
      return toCurrentUser(await signIn(request, reply, user.id));
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: z.object({ message: z.string() }) } } }, async (request, reply) => {
    await endSession(request, reply);
    return { message: 'Signed out' };
  });

  // A plain link (SPEC.md §2): to the provider when OIDC is configured, else to the app's own /login page.
  app.get('/api/login', { config: rateLimit, schema: { querystring: returnToQuery } }, async (request, reply) => {
    const returnTo = request.query.returnTo ?? '/';
    if (!discover) return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    const configuration = await discover().catch((error: unknown) => {
      request.log.error({ err: error }, 'OIDC discovery failed');
      throw new HttpError(503, 'Sign-in provider is unavailable; try again later');
    });
    const { url, pending } = await authorizationRedirect(configuration, `${publicOrigin(request)}/api/callback`);
    await startSession(request, reply, { oidc: { ...pending, returnTo } });
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
      const profile = await completeAuthorization(
        configuration,
        new URL(request.url, publicOrigin(request)),
        pending,
      ).catch((error: unknown) => {
        request.log.warn({ err: error }, 'OIDC callback rejected');
        throw badRequest('Sign-in failed; please try again');
      });
      if (!profile.email) throw badRequest('The sign-in provider did not share an email address');
      const existing = await findUserByEmail(app.db, profile.email);
      // Linking to an existing account by email is only safe when the provider vouches for the address.
      if (existing && !profile.emailVerified) throw conflict('An account with this email already exists');
      const user = await userForOidcIdentity(app.db, { ...profile, email: profile.email });
      await signIn(request, reply, user.id);
      return reply.redirect(pending.returnTo);
    },
  );

  app.get('/api/logout', async (request, reply) => {
    await endSession(request, reply);
    return reply.redirect('/');
  });
}
