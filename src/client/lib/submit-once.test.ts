import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeComment } from '../../../tests/support/client/fixtures.ts';
import { json, mockApi } from '../../../tests/support/client/render.tsx';
import { createArticle } from '../../shared/api/articles.ts';
import { createBill } from '../../shared/api/bills.ts';
import { createCandidate } from '../../shared/api/candidates.ts';
import { createComment } from '../../shared/api/comments.ts';
import { logCall, reportWrongNumber } from '../../shared/api/contact.ts';
import type { Endpoint } from '../../shared/api/contract.ts';
import { follow } from '../../shared/api/follows.ts';
import { createApiKey } from '../../shared/api/open-data.ts';
import { subscribe } from '../../shared/api/subscriptions.ts';
import { comment } from '../../shared/schemas/comments.ts';
import { callEndpoint } from './endpoint.ts';
import { SUBMIT_ATTEMPTS } from './submit-once.ts';

const created = comment.parse(makeComment({ id: 77, content: 'Hello' }));
/** What the client reads back: the wire form (dates as ISO strings). */
const wire: unknown = JSON.parse(JSON.stringify(created));
const unavailable = () =>
  json({ message: 'The service is briefly unavailable. Please try again in a moment.' }, 503, { 'Retry-After': '0' });
const post = (content = 'Hello') => callEndpoint(createComment, { body: { content, billId: 4 } });

/** The Idempotency-Key each POST carried, in order. */
const keysSent = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => (init!.headers as Record<string, string>)['idempotency-key']);

/** Answers each call with the next of `answers`, the last one from then on. */
const inTurn = (...answers: (() => Response | Promise<Response>)[]) => {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!();
};

afterEach(() => {
  vi.useRealTimers();
});

describe('a create sent with an Idempotency-Key', () => {
  it('retries after a 503 with the same key and answers the created record', async () => {
    const fetchMock = mockApi({ 'POST /api/comments': inTurn(unavailable, () => json(created, 201)) });
    await expect(post('Hello')).resolves.toEqual(wire);
    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('waits as long as Retry-After asks before retrying', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({
      'POST /api/comments': inTurn(
        () => json({ message: 'busy' }, 503, { 'Retry-After': '2' }),
        () => json(created, 201),
      ),
    });
    const result = post('Patience');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(keysSent(fetchMock)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(wire);
    expect(new Set(keysSent(fetchMock)).size).toBe(1);
  });

  it('retries after a network error (no answer at all) with the same key', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({
      'POST /api/comments': inTurn(
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => json(created, 201),
      ),
    });
    const result = post('Offline for a moment');
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual(wire);
    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('does not retry an answer that is the request’s fault', async () => {
    const fetchMock = mockApi({ 'POST /api/comments': json({ message: 'content: Comment is required' }, 400) });
    await expect(post('x')).rejects.toThrow('400');
    expect(keysSent(fetchMock)).toHaveLength(1);
  });

  it('gives up after a bounded number of attempts; a second submit of the same body reuses the key, a new body or a success starts a new one', async () => {
    const fetchMock = mockApi({ 'POST /api/comments': unavailable });
    await expect(post('Same words')).rejects.toThrow('503');
    expect(keysSent(fetchMock)).toHaveLength(SUBMIT_ATTEMPTS);
    await expect(post('Same words')).rejects.toThrow('503');
    const [first, ...rest] = keysSent(fetchMock);
    expect(rest.every((key) => key === first)).toBe(true);

    await expect(post('Other words')).rejects.toThrow('503');
    const changed = keysSent(fetchMock).at(-1);
    expect(changed).not.toBe(first);

    const ok = mockApi({ 'POST /api/comments': json(created, 201) });
    await post('Other words');
    await post('Other words');
    const [afterError, afterSuccess] = keysSent(ok);
    expect(afterError).toBe(changed);
    expect(afterSuccess).not.toBe(changed);
  });
});

describe('every create the web client sends', () => {
  // Comments and replies, follows, calls logged, wrong-number reports, subscriptions, and staff's articles,
  // bills, candidates and API keys (docs/decisions/0314-a-committed-write-answers-2xx.md).
  const creates: Endpoint[] = [
    createComment,
    follow,
    logCall,
    reportWrongNumber,
    subscribe,
    createArticle,
    createBill,
    createCandidate,
    createApiKey,
  ];

  it.each(creates.map((endpoint) => [endpoint.path, endpoint] as const))('%s carries an Idempotency-Key', async (_path, endpoint) => {
    const fetchMock = mockApi({ [`POST ${endpoint.path}`]: json({ message: 'Refused' }, 400) });
    await expect(callEndpoint(endpoint, { body: {} as never })).rejects.toThrow('400');
    expect(keysSent(fetchMock)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });
});
