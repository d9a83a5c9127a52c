// User Management's staff changes as security events: verified addresses only, recorded with who, whom
// and from where, and a revocation ends the user's sessions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { auditEventList } from '../../shared/schemas/audit.ts';
import { adminUserList } from '../../shared/schemas/users.ts';
import { users } from '../db/schema.ts';

let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signUp({ email: 'chief@example.test', firstName: 'Chief', lastName: 'Editor', isStaff: 1 });
});
afterAll(() => t.close());

const markVerified = (userId: string) => t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));

/** PATCH as the staff member, from a known address and browser. */
const setStaff = (userId: string, isStaff: 0 | 1) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${userId}/staff`,
    remoteAddress: '203.0.113.7',
    headers: { cookie: staff.cookie, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    payload: { isStaff },
  });

async function events(kind: string) {
  const response = await call(t.app, 'GET', `/api/admin/audit-events?kind=${kind}`, { cookie: staff.cookie });
  return auditEventList.parse(response.json());
}

describe('PATCH /api/admin/users/:userId/staff', () => {
  it('refuses to make an unverified account staff, and records nothing', async () => {
    const unverified = await t.signUp({ email: 'new.person@example.test', verified: false });
    const refused = await setStaff(unverified.user.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This user must verify their email address before becoming staff' });
    const listed = adminUserList.parse((await call(t.app, 'GET', '/api/admin/users', { cookie: staff.cookie })).json());
    expect(listed.find((user) => user.id === unverified.user.id)).toMatchObject({ isStaff: 0, emailVerified: false });
    expect(listed.find((user) => user.id === staff.user.id)).toMatchObject({ emailVerified: true });
    expect(await events('staff-granted')).toEqual([]);
  });

  it('records a grant with the staff member, the user and where the request came from', async () => {
    const member = await t.signUp({ email: 'grace@example.test', firstName: 'Grace', lastName: 'Hopper', verified: false });
    await markVerified(member.user.id);
    const granted = await setStaff(member.user.id, 1);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ id: member.user.id, isStaff: 1, emailVerified: true });
    expect(await events('staff-granted')).toEqual([
      expect.objectContaining({
        kind: 'staff-granted',
        actor: { id: staff.user.id, name: 'Chief Editor' },
        subject: { id: member.user.id, name: 'Grace Hopper' },
        email: 'grace@example.test',
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
        detail: { via: 'admin' },
      }),
    ]);
    // Granting again changes nothing, so it records nothing.
    expect((await setStaff(member.user.id, 1)).statusCode).toBe(200);
    expect(await events('staff-granted')).toHaveLength(1);
  });

  it('records a revocation and signs the user out everywhere', async () => {
    const member = await t.signUp({ email: 'former@example.test', firstName: 'Fo', lastName: 'Rmer', isStaff: 1 });
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: member.cookie })).statusCode).toBe(200);

    const revoked = await setStaff(member.user.id, 0);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ isStaff: 0 });
    const gone = await call(t.app, 'GET', '/api/auth/user', { cookie: member.cookie });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toContain('Unauthorized');
    expect(await events('staff-revoked')).toEqual([
      expect.objectContaining({
        actor: { id: staff.user.id, name: 'Chief Editor' },
        subject: { id: member.user.id, name: 'Fo Rmer' },
        email: 'former@example.test',
        ipAddress: '203.0.113.7',
        detail: { via: 'admin' },
      }),
    ]);
    // The staff member who revoked keeps their own session.
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: staff.cookie })).statusCode).toBe(200);
  });
});
