import type { FastifyInstance } from 'fastify';
import * as followsApi from '../../shared/api/follows.ts';
import { NOTHING_PUBLIC } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { chooseDigest, digestSettingsOf, unsubscribeByToken } from '../services/digests.ts';

export async function digestRoutes(app: FastifyInstance) {
  registerEndpoint(app, followsApi.getDigestSettings, { cache: 'private' }, async (request) =>
    digestSettingsOf(app.db, signedInUser(request)),
  );

  registerEndpoint(app, followsApi.saveDigestSettings, { invalidates: NOTHING_PUBLIC }, async (request, _reply, db) =>
    chooseDigest(db, signedInUser(request), request.body.frequency, app.clock()),
  );

  // RFC 8058: the mail provider POSTs 'List-Unsubscribe=One-Click' as a form, with no session and no Origin;
  // the signed token in the address is the credential, so the form's body is read and set aside. Routes
  // registered here only: the rest of the API still speaks JSON alone.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );
  registerEndpoint(app, followsApi.unsubscribeDigest, { invalidates: NOTHING_PUBLIC }, async (request, _reply, db) =>
    unsubscribeByToken(db, app.config.sessionSecret, request.query.token, app.clock()),
  );
}
