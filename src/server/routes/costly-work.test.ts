// When the process's password work is at its limit, sign-up and sign-in answer 503 with Retry-After at
// once (the browser client retries by itself) rather than queueing without bound
// (docs/decisions/0193-costly-work-off-the-event-loop.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../../../tests/support/server/test-app.ts';
import { users } from '../db/schema.ts';
import { passwordWork } from '../platform/work-queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Takes every slot and every place in line; `release` lets the held work finish. */
async function fillPasswordWork() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<unknown>[] = [];
  for (let refused = false; !refused && held.length < 1000; ) {
    const run = passwordWork.run(() => released);
    // A full queue refuses synchronously-settled: wait one turn to see whether this one was taken.
    refused = await Promise.race([
      run.then(
        () => false,
        () => true,
      ),
      new Promise<boolean>((resolve) => setImmediate(() => resolve(false))),
    ]);
    if (!refused) held.push(run);
  }
  return async () => {
    release();
    await Promise.all(held);
  };
}

describe('while password work is at its limit', () => {
  it('sign-up and sign-in answer 503 with Retry-After and write nothing; afterwards they work', async () => {
    const account = await t.createAccount({ email: 'busy@example.test' });
    const release = await fillPasswordWork();
    const before = (await t.db.select().from(users)).length;
    const signUp = await call(t.app, 'POST', '/api/auth/register', { body: { email: 'new@example.test', password: TEST_PASSWORD } });
    const signIn = await call(t.app, 'POST', '/api/auth/login', { body: { email: account.email, password: TEST_PASSWORD } });
    for (const response of [signUp, signIn]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json().message).toMatch(/try again in a moment/);
    }
    expect((await t.db.select().from(users)).length).toBe(before);
    await release();
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { email: account.email, password: TEST_PASSWORD } })).statusCode).toBe(
      200,
    );
  });
});
