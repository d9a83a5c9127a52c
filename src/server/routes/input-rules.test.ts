// What the server makes of awkward but plausible input: text the database cannot store, an id in
// upper case, a PATCH that names one field, the removal of the last staff account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../tests/support/server/table-snapshot.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { users } from '../db/schema.ts';
import { createBill } from '../repositories/bills.ts';
import { findUserById } from '../repositories/users.ts';

let t: TestApp;
let reader: Awaited<ReturnType<TestApp['signUp']>>;
let staff: Awaited<ReturnType<TestApp['signUp']>>;
let billId: number;

beforeAll(async () => {
  t = await createTestApp();
  reader = await t.signUp({ email: 'reader@example.test', firstName: 'Rita', lastName: 'Reader' });
  staff = await t.signUp({ email: 'editor@example.test', isStaff: 1 });
  billId = (
    await createBill(t.db, {
      billNumber: 'H.R. 5',
      title: 'T',
      summary: 'S',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 5,
      progressiveAnalysis: 'A',
    })
  ).id;
});
afterAll(() => t.close());

const FIELD_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

describe('text the database cannot store', () => {
  it.each([
    [
      'a NUL in a profile',
      () => ({ method: 'PATCH' as const, url: `/api/users/${reader.user.id}/profile`, body: { lastName: '\u0000', bio: '\u0000' } }),
      'lastName',
    ],
    [
      'a lone surrogate in a comment',
      () => ({ method: 'POST' as const, url: '/api/comments', body: { content: 'Half a pair \ud83d', billId } }),
      'content',
    ],
    [
      'a lone low surrogate in a profile',
      () => ({ method: 'PATCH' as const, url: `/api/users/${reader.user.id}/profile`, body: { bio: '\udc00 tail' } }),
      'bio',
    ],
    ['a NUL in a search', () => ({ method: 'GET' as const, url: '/api/search?q=budget%00', body: undefined }), 'q'],
    ['a NUL in a sign-in redirect', () => ({ method: 'GET' as const, url: '/api/login?returnTo=%2F%00', body: undefined }), 'returnTo'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_name, request, field) => {
    const { method, url, body } = request();
    const before = await tableSnapshot(t.db);
    const response = await call(t.app, method, url, { cookie: reader.cookie, body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: `${field}: ${FIELD_MESSAGE}` });
    expect(await tableSnapshot(t.db)).toEqual(before);
  });

  it('accepts whole surrogate pairs, RTL marks and replacement patterns as ordinary text', async () => {
    const bio = 'Votes 🗳️ \u202Eעברית\u202C $` $& </script>';
    const response = await call(t.app, 'PATCH', `/api/users/${reader.user.id}/profile`, { cookie: reader.cookie, body: { bio } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().bio).toBe(bio);
  });
});

describe('PATCH /api/users/:id/profile', () => {
  it('changes only the fields sent; a field sent empty or null is cleared', async () => {
    await call(t.app, 'PATCH', `/api/users/${reader.user.id}/profile`, {
      cookie: reader.cookie,
      body: { firstName: 'Rita', lastName: 'Reader', profileImageUrl: 'https://example.test/rita.png', bio: 'First' },
    });
    const bioOnly = await call(t.app, 'PATCH', `/api/users/${reader.user.id}/profile`, { cookie: reader.cookie, body: { bio: 'Second' } });
    expect(bioOnly.json()).toMatchObject({
      firstName: 'Rita',
      lastName: 'Reader',
      profileImageUrl: 'https://example.test/rita.png',
      bio: 'Second',
    });
    const cleared = await call(t.app, 'PATCH', `/api/users/${reader.user.id}/profile`, {
      cookie: reader.cookie,
      body: { lastName: '', profileImageUrl: null },
    });
    expect(cleared.json()).toMatchObject({ firstName: 'Rita', lastName: null, profileImageUrl: null, bio: 'Second' });
  });

  it('takes an upper-case spelling of one’s own id as one’s own', async () => {
    const response = await call(t.app, 'PATCH', `/api/users/${reader.user.id.toUpperCase()}/profile`, {
      cookie: reader.cookie,
      body: { firstName: 'Upper' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().firstName).toBe('Upper');
  });
});

describe('PATCH /api/admin/users/:userId/staff', () => {
  const setStaff = (cookie: string, userId: string, isStaff: 0 | 1) =>
    call(t.app, 'PATCH', `/api/admin/users/${userId}/staff`, { cookie, body: { isStaff } });

  it('refuses a staff member their own flag, however the id is spelled', async () => {
    for (const id of [staff.user.id, staff.user.id.toUpperCase()]) {
      const response = await setStaff(staff.cookie, id, 0);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe('Forbidden: you cannot change your own staff status');
    }
    expect((await findUserById(t.db, staff.user.id))!.isStaff).toBe(1);
  });

  it('changes another user found by an upper-case id', async () => {
    const other = await t.signUp({ email: 'other@example.test' });
    const response = await setStaff(staff.cookie, other.user.id.toUpperCase(), 1);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: other.user.id, isStaff: 1 });
    expect((await setStaff(staff.cookie, other.user.id, 0)).statusCode).toBe(200);
  });

  it('keeps the last staff account: two staff revoking each other at once leave one of them staff', async () => {
    const second = await t.signUp({ email: 'second@example.test', isStaff: 1 });
    const answers = await Promise.all([setStaff(staff.cookie, second.user.id, 0), setStaff(second.cookie, staff.user.id, 0)]);
    const statuses = answers.map((answer) => answer.statusCode);
    // The one that went second is refused: 409 when both passed the staff check before either revoked, or,
    // when the first had already revoked it, as the reader it now is (403) or with its session ended (401).
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode !== 200)!;
    expect([401, 403, 409]).toContain(refused.statusCode);
    if (refused.statusCode === 409) expect(refused.json().message).toBe('The last staff account cannot lose its staff status');
    expect(await t.db.$count(users, eq(users.isStaff, 1))).toBe(1);
  });
});
