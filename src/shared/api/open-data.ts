// The open-data surface: the API's own description, API keys for heavier readers (staff issue and revoke
// them) and oEmbed for publishing tools (docs/decisions/0270-openapi-from-the-contracts.md,
// 0271-public-read-api.md, 0273-embeds.md).
import { z } from 'zod';
import { apiKey, issuedApiKey, newApiKey } from '../schemas/api-keys.ts';
import { idParams } from '../schemas/common.ts';
import { defineEndpoint } from './contract.ts';

/** The request header that carries an API key. */
export const API_KEY_HEADER = 'X-API-Key';

/** The OpenAPI 3.1 document of every route (a JSON object; its shape is OpenAPI's). */
export const getOpenApi = defineEndpoint({
  method: 'GET',
  path: '/api/openapi.json',
  status: 200,
  response: z.record(z.string(), z.unknown()),
});

export const listApiKeys = defineEndpoint({
  method: 'GET',
  auth: 'staff',
  path: '/api/admin/api-keys',
  status: 200,
  response: z.array(apiKey),
});

/** Issues a key: the answer is the only time its secret is shown. */
export const createApiKey = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/admin/api-keys',
  body: newApiKey,
  status: 201,
  response: issuedApiKey,
  idempotent: true,
});

/** Revokes a key at once: a request with it is refused from then on. */
export const revokeApiKey = defineEndpoint({
  method: 'DELETE',
  auth: 'staff',
  path: '/api/admin/api-keys/:id',
  params: idParams,
  status: 200,
  response: apiKey,
});

export const oembedQuery = z.strictObject({
  url: z.string().url({ error: 'url must be an address' }).max(2000),
  format: z.literal('json', { error: 'format must be json' }).default('json'),
  maxwidth: z.coerce.number().int().min(200).max(2000).optional(),
  maxheight: z.coerce.number().int().min(150).max(2000).optional(),
});

export const oembedResponse = z.object({
  type: z.literal('rich'),
  version: z.literal('1.0'),
  title: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** oEmbed (https://oembed.com) for an official's or a bill's page address: the iframe of its score card. */
export const getOembed = defineEndpoint({ method: 'GET', path: '/api/oembed', query: oembedQuery, status: 200, response: oembedResponse });
