// A loopback HTTP server that replays the recorded responses of fixtures/ by path (the same table as
// the demo seed's transport), and lets a test script failures: 429 with Retry-After, 500, malformed
// bodies, hangs. Base URLs: `${server.url}/congress`, `/senate`, `/fec`, `/openstates`.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fixtureFor, fixturesDir, type Service } from '../../../../src/server/imports/fixtures/fixture-routes.ts';

export type ScriptedResponse =
  | { status?: number; body?: string | object; headers?: Record<string, string> }
  | { file: string }
  | { hang: true };

type Script = { service: Service; path: string; match?: (query: URLSearchParams) => boolean; queue: ScriptedResponse[]; sticky: boolean };

export type ReplayServer = {
  url: string;
  base: (service: Service) => string;
  /**
   * Answers the next requests to that path with these responses, in order, then falls back to fixtures;
   * `first`: ahead of every earlier script (an `always` included), e.g. a new roll call on a standing list.
   */
  script: (
    service: Service,
    path: string,
    responses: ScriptedResponse[],
    match?: (q: URLSearchParams) => boolean,
    options?: { first?: boolean },
  ) => void;
  /** Answers every request to that path (matching `match`) with this response. */
  always: (service: Service, path: string, response: ScriptedResponse, match?: (q: URLSearchParams) => boolean) => void;
  requests: { service: Service; path: string; query: URLSearchParams }[];
  /** Resolves when the next request to that path arrives (a test waits for the event, not for a time). */
  whenRequested: (service: Service, path: string) => Promise<void>;
  reset: () => void;
  close: () => Promise<void>;
};

export async function startReplayServer(): Promise<ReplayServer> {
  let scripts: Script[] = [];
  const requests: ReplayServer['requests'] = [];
  const hanging = new Set<ServerResponse>();
  let awaited: { service: Service; path: string; resolve: () => void }[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.statusCode = 500;
      res.end('replay server error');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [, service, ...rest] = url.pathname.split('/');
    const servicePath = `/${rest.join('/')}`;
    requests.push({ service: service as Service, path: servicePath, query: url.searchParams });
    for (const waiter of awaited.filter((w) => w.service === service && w.path === servicePath)) waiter.resolve();
    awaited = awaited.filter((w) => !(w.service === service && w.path === servicePath));
    const script = scripts.find(
      (s) => s.service === service && s.path === servicePath && s.queue.length > 0 && (!s.match || s.match(url.searchParams)),
    );
    const scripted = script ? (script.sticky ? script.queue[0]! : script.queue.shift()!) : undefined;
    if (scripted) return answer(res, scripted);
    const file = fixtureFor(service as Service, servicePath, url.searchParams);
    if (!file) return answer(res, { status: 404, body: { error: `Unknown resource: ${servicePath}` } });
    return answer(res, { file });
  }

  async function answer(res: ServerResponse, response: ScriptedResponse) {
    if ('hang' in response) {
      hanging.add(res);
      return;
    }
    if ('file' in response) {
      res.writeHead(200, { 'content-type': response.file.endsWith('.xml') ? 'application/xml' : 'application/json' });
      res.end(await readFile(path.join(fixturesDir, response.file)));
      return;
    }
    const body = typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? {});
    res.writeHead(response.status ?? 200, { 'content-type': 'application/json', ...response.headers });
    res.end(body);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    base: (service) => `${url}/${service}`,
    script: (service, p, responses, match, options) => {
      const script = { service, path: p, match, queue: [...responses], sticky: false };
      if (options?.first) scripts.unshift(script);
      else scripts.push(script);
    },
    always: (service, p, response, match) => scripts.push({ service, path: p, match, queue: [response], sticky: true }),
    requests,
    whenRequested: (service, p) => new Promise((resolve) => awaited.push({ service, path: p, resolve })),
    reset: () => {
      scripts = [];
      requests.length = 0;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
