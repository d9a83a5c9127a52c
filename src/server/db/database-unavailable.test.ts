// Which failures count as the database being unavailable (503 + Retry-After) and which reads may be retried.
import { describe, expect, it } from 'vitest';
import { isConnectionLost, isDatabaseUnavailable, readWithOneRetry } from './database-unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** Drizzle's wrapper: the driver's error sits in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into ...'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['admin shutdown', withCode('57P01')],
    ['crash shutdown', withCode('57P02')],
    ['cannot connect now (starting up)', withCode('57P03')],
    ['connection exception class 08', withCode('08006')],
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['timed out', withCode('ETIMEDOUT')],
    ['socket closed', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['wrapped by Drizzle', wrapped(withCode('57P01'))],
    ['a failed dual-stack connect', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('%s: yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505')],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['not an error', 'oops'],
  ])('%s: no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('does not retry a statement the server cancelled for time: it would only run as long again', () => {
    expect(isConnectionLost(withCode('57014'))).toBe(false);
  });
});

describe('readWithOneRetry', () => {
  it('tries a read once more after a lost connection, and answers the second result', async () => {
    const outcomes = [Promise.reject(new Error('Connection terminated unexpectedly')), Promise.resolve('rows')];
    expect(await readWithOneRetry(() => outcomes.shift()!)).toBe('rows');
  });

  it('gives up after the second failure, and never retries other errors', async () => {
    let calls = 0;
    await expect(readWithOneRetry(async () => (calls++, Promise.reject(withCode('ECONNRESET'))))).rejects.toThrow();
    expect(calls).toBe(2);
    await expect(readWithOneRetry(async () => (calls++, Promise.reject(withCode('23505'))))).rejects.toThrow();
    expect(calls).toBe(3);
  });
});
