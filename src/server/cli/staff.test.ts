import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../repositories/users.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { staffCommand } from './staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.signUp({ email: 'promote.me@example.test' });
});
afterAll(() => t.close());

describe('npm run staff', () => {
  it('grants and revokes staff by email, case-insensitively', async () => {
    expect(await staffCommand(t.db, ['grant', 'Promote.Me@example.test'])).toEqual({ code: 0, output: 'promote.me@example.test is now staff.' });
    expect((await findUserByEmail(t.db, 'promote.me@example.test'))!.isStaff).toBe(1);
    expect(await staffCommand(t.db, ['revoke', 'promote.me@example.test'])).toEqual({ code: 0, output: 'promote.me@example.test is no longer staff.' });
    expect((await findUserByEmail(t.db, 'promote.me@example.test'))!.isStaff).toBe(0);
  });

  it('explains an unknown email and bad usage', async () => {
    expect((await staffCommand(t.db, ['grant', 'nobody@example.test'])).code).toBe(1);
    expect(await staffCommand(t.db, ['promote', 'x@example.test'])).toEqual({ code: 2, output: 'Usage: npm run staff -- grant|revoke EMAIL' });
    expect((await staffCommand(t.db, ['grant'])).code).toBe(2);
  });
});
