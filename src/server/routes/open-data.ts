// The API's description (OpenAPI document and reference) and the staff's API keys
// (docs/decisions/0270-openapi-from-the-contracts.md, 0271-public-read-api.md).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import packageJson from '../../../package.json' with { type: 'json' };
import * as api from '../../shared/api/open-data.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { DOCS_FILES, DOCS_PAGE, type DocsFile, docsFile } from '../open-data/docs-page.ts';
import { openApiDocument } from '../open-data/openapi-document.ts';
import { apiKeyList } from '../repositories/api-keys.ts';
import { issueApiKey, revokeApiKey } from '../services/api-keys.ts';

const docsParams = z.strictObject({ file: z.enum(Object.keys(DOCS_FILES) as [DocsFile, ...DocsFile[]]) });

export async function openDataRoutes(app: FastifyInstance) {
  let document: Record<string, unknown> | undefined;
  // Drawn on first request, when every route is registered; the routes never change while the app runs.
  registerEndpoint(app, api.getOpenApi, { cache: [] }, async () => {
    document ??= openApiDocument(app.routeCatalogue, { serverUrl: app.config.publicOrigin, version: packageJson.version });
    return document;
  });

  // The reference is a fixed page and its files, sent as built: outside the read budget, as the client's files are.
  const config = { readBudget: false } as const;
  app.get('/api/docs', { config, schema: { response: { 200: z.string() } } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(DOCS_PAGE),
  );

  app.get<{ Params: z.output<typeof docsParams> }>('/api/docs/:file', { config, schema: { params: docsParams } }, async (request, reply) =>
    reply.type(DOCS_FILES[request.params.file]).header('cache-control', 'public, max-age=86400').send(docsFile(request.params.file)),
  );

  registerEndpoint(app, api.listApiKeys, { cache: 'private' }, async () => apiKeyList(app.db));

  registerEndpoint(app, api.createApiKey, { invalidates: [] }, async (request, _reply, db) =>
    issueApiKey(db, request.body.name, request.user!.id),
  );

  registerEndpoint(app, api.revokeApiKey, { invalidates: [] }, async (request, _reply, db) =>
    revokeApiKey(db, request.params.id, app.clock()),
  );
}
