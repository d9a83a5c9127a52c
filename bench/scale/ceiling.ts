// Fetches each measured page once from the app, compressed as a browser asks for it, and starts the
// ceiling server (ceiling-server.ts) that answers with the same bytes.
import { rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROWSER_HEADERS } from './load.ts';
import { type Running, startTsProcess } from './processes.ts';

/** A response as the app sent it, the body still compressed. */
export type AsSent = { status: number; headers: Record<string, string | string[]>; body: Buffer };
/** The same in the file handed to the ceiling server (the body in base64). */
export type StoredResponse = Omit<AsSent, 'body'> & { body: string };

/** Hop-by-hop and per-response headers; the ceiling's own node:http sets its own. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One response as sent: status, the headers worth replaying, and the body still compressed. */
export function fetchAsSent(url: string): Promise<AsSent> {
  return new Promise((resolve, reject) => {
    request(url, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(response.headers).filter(
            (entry): entry is [string, string | string[]] => entry[1] !== undefined && !NOT_REPLAYED.has(entry[0]),
          ),
        );
        resolve({ status: response.statusCode!, headers, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** `responses` by path; the ceiling answers each path with its response. */
export async function startCeiling(responses: Record<string, AsSent>): Promise<Running> {
  const file = path.join(tmpdir(), `civic-bench-ceiling-${process.pid}.json`);
  const stored = Object.fromEntries(
    Object.entries(responses).map(([url, r]) => [url, { ...r, body: r.body.toString('base64') } satisfies StoredResponse]),
  );
  writeFileSync(file, JSON.stringify(stored));
  // The server reads the file before it listens, so once it answers the file can go.
  return startTsProcess('bench/scale/ceiling-server.ts', [file], process.env, Object.keys(responses)[0]!).finally(() => rmSync(file));
}
