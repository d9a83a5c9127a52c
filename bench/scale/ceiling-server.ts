// The ceiling the app is measured against: a bare node:http server answering each measured path with the
// very bytes and headers the app sent for it. No routing, database, serialisation or compression, so no
// server on this machine answers those bytes faster. Run as a child process: `ceiling-server.ts <file>`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { StoredResponse } from './ceiling.ts';

const stored = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, StoredResponse>;
const responses = new Map(
  Object.entries(stored).map(([url, response]) => [url, { ...response, body: Buffer.from(response.body, 'base64') }]),
);

createServer((request, response) => {
  const answer = responses.get(request.url ?? '');
  if (!answer) response.writeHead(404).end();
  else response.writeHead(answer.status, answer.headers).end(answer.body);
}).listen(Number(process.env.PORT), process.env.HOST);
