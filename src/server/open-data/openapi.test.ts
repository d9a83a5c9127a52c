// The OpenAPI document (docs/decisions/0270-openapi-from-the-contracts.md): valid OpenAPI 3.1, and every
// route the app serves is in it, found from the app's own route tree (never a list written here), with
// its parameters, its success and error answers, and the security requirement of a private or staff route.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS, servedRoutes } from '../../../tests/support/server/contracts.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { openApiPath } from './openapi-document.ts';

type Operation = {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  const response = await call(t.app, 'GET', '/api/openapi.json');
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

const served = () => servedRoutes(t.app.printRoutes({ commonPrefix: false })).filter(({ method }) => method !== 'OPTIONS');
const operationOf = (method: string, path: string) => document.paths[openApiPath(path)]?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has every route the app serves, each with its path parameters and an answer', () => {
    const routes = served();
    expect(routes.length).toBeGreaterThan(60);
    for (const { method, path } of routes) {
      const operation = operationOf(method, path);
      expect(operation, `${method} ${path}`).toBeDefined();
      const names = [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
      expect(
        operation!.parameters?.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name) ?? [],
        `${method} ${path}`,
      ).toEqual(names);
      expect(
        Object.keys(operation!.responses).some((status) => status.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true);
    }
  });

  it("gives each contract's query parameters, body, and errors", () => {
    for (const { name, endpoint } of CONTRACTS) {
      const operation = operationOf(endpoint.method, endpoint.path)!;
      expect(operation, name).toBeDefined();
      const shape = (endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape;
      for (const key of Object.keys(shape ?? {}))
        expect(
          operation.parameters?.map((parameter) => parameter.name),
          name,
        ).toContain(key);
      expect(Boolean(operation.requestBody), name).toBe(Boolean(endpoint.body));
      const statuses = Object.keys(operation.responses);
      expect(statuses, name).toContain(String(endpoint.status));
      expect(statuses, name).toContain('503');
      if (endpoint.params || endpoint.query || endpoint.body) expect(statuses, name).toContain('400');
      if (endpoint.auth) expect(statuses, name).toEqual(expect.arrayContaining(endpoint.auth === 'staff' ? ['401', '403'] : ['401']));
    }
  });

  it('puts the session requirement on private and staff routes, and the optional key on public reads', () => {
    for (const { name, endpoint } of CONTRACTS) {
      const operation = operationOf(endpoint.method, endpoint.path)!;
      if (endpoint.auth) expect(operation.security, name).toEqual([{ sessionCookie: [] }]);
    }
    expect(operationOf('GET', '/api/officials/:id/votes')!.security).toEqual([{}, { apiKey: [] }]);
    expect(operationOf('POST', '/api/auth/login')!.security).toBeUndefined();
    expect(Object.keys(operationOf('GET', '/api/votes')!.responses)).toContain('429');
    // Every read draws on the read budget but the client's files and the health checks; a route without a query takes none.
    for (const path of ['/embed/official/:id', '/data', '/officials/:id', '/feeds/search.atom', '/api/auth/user'])
      expect(Object.keys(operationOf('GET', path)!.responses), path).toContain('429');
    expect(Object.keys(operationOf('GET', '/healthz')!.responses)).not.toContain('429');
    expect(Object.keys(operationOf('GET', '/api/openapi.json')!.responses)).toContain('400');
    const download = operationOf('GET', '/api/downloads/:file')!;
    expect(download.security).toEqual([{}, { apiKey: [] }]);
    expect(Object.keys((download.responses['200'] as { content: object }).content)).toEqual(['application/gzip']);
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI from the app itself, pointed at the document', async () => {
    const page = await call(t.app, 'GET', '/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
    for (const script of scripts) expect((await call(t.app, 'GET', script)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/docs/init.js')).body).toContain("url: '/api/openapi.json'");
    expect((await call(t.app, 'GET', '/api/docs/swagger-ui.css')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/docs/other.js')).statusCode).toBe(400);
  });
});
