import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { listAuditEvents } from '../repositories/audit-events.ts';
import { findUserByEmail } from '../repositories/users.ts';
import { staffCommand } from './staff.ts';

let t: TestApp;
let promoted: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp();
  promoted = await t.signUp({ email: 'promote.me@example.test', verified: false });
});
afterAll(() => t.close());

const verifiedAt = async (email: string) => (await findUserByEmail(t.db, email))!.emailVerifiedAt;
const recorded = async () =>
  (await listAuditEvents(t.db, { limit: 10 })).rows.map(({ kind, actor, subject, email, ipAddress, userAgent, detail }) => ({
    kind,
    actor,
    subject: subject?.id,
    email,
    ipAddress,
    userAgent,
    detail,
  }));

describe('npm run staff', () => {
  it('grants by email, case-insensitively, vouching for the address, and records both', async () => {
    expect(await verifiedAt('promote.me@example.test')).toBeNull();
    expect(await staffCommand(t.db, ['grant', 'Promote.Me@example.test'])).toEqual({
      code: 0,
      output: 'promote.me@example.test is now staff. Their email address is now marked verified.',
    });
    expect((await findUserByEmail(t.db, 'promote.me@example.test'))!.isStaff).toBe(1);
    expect(await verifiedAt('promote.me@example.test')).toBeInstanceOf(Date);
    const shell = {
      actor: null,
      subject: promoted.user.id,
      email: 'promote.me@example.test',
      ipAddress: null,
      userAgent: null,
      detail: { via: 'shell' },
    };
    expect(await recorded()).toEqual([
      { kind: 'staff-granted', ...shell },
      { kind: 'email-verified', ...shell },
    ]);
    expect(await staffCommand(t.db, ['grant', 'promote.me@example.test'])).toEqual({
      code: 0,
      output: 'promote.me@example.test is already staff.',
    });
    expect(await recorded()).toHaveLength(2);
  });

  it('will not revoke the last staff account', async () => {
    expect(await staffCommand(t.db, ['revoke', 'promote.me@example.test'])).toEqual({
      code: 1,
      output: 'The last staff account cannot lose its staff status: grant another account first.',
    });
    expect((await findUserByEmail(t.db, 'promote.me@example.test'))!.isStaff).toBe(1);
  });

  it('revokes, ends the sessions of the user and records it', async () => {
    await t.signUp({ email: 'second.staff@example.test', isStaff: 1 });
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: promoted.cookie })).statusCode).toBe(200);
    expect(await staffCommand(t.db, ['revoke', 'promote.me@example.test'])).toEqual({
      code: 0,
      output: 'promote.me@example.test is no longer staff: their sessions are ended.',
    });
    expect((await findUserByEmail(t.db, 'promote.me@example.test'))!.isStaff).toBe(0);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: promoted.cookie })).statusCode).toBe(401);
    expect((await recorded())[0]).toEqual({
      kind: 'staff-revoked',
      actor: null,
      subject: promoted.user.id,
      email: 'promote.me@example.test',
      ipAddress: null,
      userAgent: null,
      detail: { via: 'shell' },
    });
    expect(await staffCommand(t.db, ['revoke', 'promote.me@example.test'])).toEqual({
      code: 0,
      output: 'promote.me@example.test is not staff.',
    });
  });

  it('explains an unknown email and bad usage', async () => {
    expect((await staffCommand(t.db, ['grant', 'nobody@example.test'])).code).toBe(1);
    expect(await staffCommand(t.db, ['promote', 'x@example.test'])).toEqual({
      code: 2,
      output: 'Usage: npm run staff -- grant|revoke EMAIL',
    });
    expect((await staffCommand(t.db, ['grant'])).code).toBe(2);
  });
});
