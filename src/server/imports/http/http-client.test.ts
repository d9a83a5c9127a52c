import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ReplayServer, startReplayServer } from '../../../../tests/support/server/imports/replay-server.ts';
import { createHttpClient, UpstreamError } from './http-client.ts';
import { serviceUrl } from './redact-url.ts';

const memberPage = z.object({ members: z.array(z.object({ bioguideId: z.string() })) });
let server: ReplayServer;
let sleeps: number[];
// A generous timeout (a loaded machine answers slowly even on loopback), but a short one for a hang.
const client = (retries = 2, timeoutMs = 5_000) =>
  createHttpClient({ timeoutMs, retries, backoffMs: 10, sleep: async (ms) => void sleeps.push(ms) });
const memberUrl = () => serviceUrl(server.base('congress'), '/member', { format: 'json', api_key: 'super-secret' });

beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  sleeps = [];
});

describe('http client against the loopback replay server', () => {
  it('reads a recorded response and validates its shape', async () => {
    const body = await client().getJson(memberUrl(), memberPage);
    expect(body.members[0]?.bioguideId).toBe('C001078');
  });

  it('retries a 429 after the Retry-After the service asked for', async () => {
    server.script('congress', '/member', [{ status: 429, headers: { 'retry-after': '7' }, body: { error: 'slow down' } }]);
    const body = await client().getJson(memberUrl(), memberPage);
    expect(body.members.length).toBeGreaterThan(0);
    expect(sleeps).toEqual([7000]);
    expect(server.requests.filter((r) => r.path === '/member')).toHaveLength(2);
  });

  it('backs off exponentially on 5xx and gives up after the configured retries', async () => {
    server.always('congress', '/member', { status: 503, body: { error: 'down' } });
    const error = await client(2)
      .getJson(memberUrl(), memberPage)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as Error).message).toMatch(/failed after 3 attempts \(HTTP 503\)/);
    expect(sleeps).toEqual([10, 20]);
  });

  it('stops at once when its import is taken back: no wait before a retry, no further request', async () => {
    server.always('congress', '/member', { status: 503, body: { error: 'down' } });
    const takenBack = new AbortController();
    // The queue takes the job back while the client waits to retry.
    const stopping = createHttpClient({
      retries: 3,
      signal: takenBack.signal,
      sleep: async (_ms, signal) => (takenBack.abort(), signal?.throwIfAborted()),
    });
    const error = await stopping.getJson(memberUrl(), memberPage).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(server.requests.filter((r) => r.path === '/member')).toHaveLength(1);
  });

  it('recovers when a 500 is followed by a good answer', async () => {
    server.script('congress', '/member', [{ status: 500, body: 'oops' }]);
    await expect(client().getJson(memberUrl(), memberPage)).resolves.toHaveProperty('members');
    expect(sleeps).toEqual([10]);
  });

  it('times out a hung request and retries it', async () => {
    server.script('congress', '/member', [{ hang: true }]);
    // Time enough for the retry's answer on a loaded machine (one took over 200 ms and was timed out too).
    const body = await client(2, 2_000).getJson(memberUrl(), memberPage);
    expect(body.members.length).toBeGreaterThan(0);
    expect(sleeps).toEqual([10]);
  });

  it('reports malformed JSON and unexpected shapes clearly, without the API key', async () => {
    server.script('congress', '/member', [{ body: '{"members": [' }, { body: { members: 'none' } }]);
    const malformed = await client()
      .getJson(memberUrl(), memberPage)
      .catch((e: Error) => e.message);
    const unexpected = await client()
      .getJson(memberUrl(), memberPage)
      .catch((e: Error) => e.message);
    expect(malformed).toMatch(/answered malformed JSON/);
    expect(unexpected).toMatch(/answered an unexpected response: members/);
    for (const message of [malformed, unexpected]) {
      expect(message).not.toContain('super-secret');
      expect(message).toContain('api_key=REDACTED');
    }
  });

  it('does not retry a 4xx other than 429, and reads 404 as absent where allowed', async () => {
    server.always('congress', '/member', { status: 403, body: { error: 'bad key' } });
    await expect(client().getJson(memberUrl(), memberPage)).rejects.toMatchObject({ status: 403 });
    expect(sleeps).toEqual([]);
    const missing = await client().getOptionalJson(serviceUrl(server.base('congress'), '/bill/1/hr/1'), memberPage);
    expect(missing).toBeNull();
  });

  it('stops reading a body larger than the cap, with or without a Content-Length, and does not retry it', async () => {
    const capped = createHttpClient({
      timeoutMs: 200,
      retries: 2,
      backoffMs: 10,
      sleep: async (ms) => void sleeps.push(ms),
      maxBodyBytes: 1_000,
    });
    const huge = { members: Array.from({ length: 200 }, (_, i) => ({ bioguideId: `X${i}` })) };
    server.script('congress', '/member', [{ body: huge }, { body: huge, headers: { 'transfer-encoding': 'chunked' } }]);
    for (const declared of ['with Content-Length', 'chunked']) {
      const error = await capped.getJson(memberUrl(), memberPage).catch((e: unknown) => e);
      expect(error, declared).toBeInstanceOf(UpstreamError);
      expect((error as Error).message).toMatch(/answered a body larger than 1000 bytes; the import stopped reading it/);
      expect((error as Error).message).not.toContain('super-secret');
    }
    expect(sleeps).toEqual([]);
    expect(server.requests.filter((r) => r.path === '/member')).toHaveLength(2);
    // A body within the cap still reads.
    await expect(createHttpClient({ maxBodyBytes: 100_000 }).getJson(memberUrl(), memberPage)).resolves.toHaveProperty('members');
  });
});
