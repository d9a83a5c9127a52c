// A signed-in person's sessions: the list (their own, live ones, the current one marked, no sids), signing
// out one device or all the others, and what visitors and other people get.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { sessionList } from '../../shared/schemas/sessions.ts';
import { auditEvents, sessions } from '../db/schema.ts';
import { SESSION_COOKIE } from '../services/session-cookie.ts';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Device = Awaited<ReturnType<TestApp['signIn']>>;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let laptop: Device;
let phone: Device;
let stranger: Awaited<ReturnType<TestApp['signUp']>>;

/** Sets when a session was started and last used, `hoursAgo` each. */
async function setTimes(sid: string, startedHoursAgo: number, seenHoursAgo: number) {
  const now = Date.now();
  await t.db
    .update(sessions)
    .set({ createdAt: new Date(now - startedHoursAgo * HOUR), lastSeenAt: new Date(now - seenHoursAgo * HOUR) })
    .where(eq(sessions.sid, sid));
}

const signedIn = async (cookie: string) => (await call(t.app, 'GET', '/api/auth/user', { cookie })).statusCode === 200;
const listOf = async (cookie: string) => sessionList.parse((await call(t.app, 'GET', '/api/auth/sessions', { cookie })).json());
const revocations = (userId: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, userId)).orderBy(auditEvents.id);

// Every test starts from one reader signed in on three devices (the first is 'this' one) and a stranger.
beforeEach(async () => {
  owner = await t.signUp({ email: `owner-${Date.now()}@example.test` });
  laptop = await t.signIn(owner.user.id, { userAgent: FIREFOX_ON_WINDOWS, ipAddress: '203.0.113.7' });
  phone = await t.signIn(owner.user.id, { userAgent: SAFARI_ON_IPHONE, ipAddress: '198.51.100.20' });
  stranger = await t.signUp();
  await setTimes(owner.sid, 48, 0.5);
  await setTimes(laptop.sid, 72, 2);
  await setTimes(phone.sid, 24, 5);
});

describe('GET /api/auth/sessions', () => {
  it("lists the caller's live sessions, most recently used first, marking the current one and naming devices", async () => {
    const response = await call(t.app, 'GET', '/api/auth/sessions', { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = sessionList.parse(response.json());
    expect(list.map(({ device, ipAddress, current }) => ({ device, ipAddress, current }))).toEqual([
      { device: 'Unknown device', ipAddress: null, current: true },
      { device: 'Firefox on Windows', ipAddress: '203.0.113.7', current: false },
      { device: 'Safari on iPhone', ipAddress: '198.51.100.20', current: false },
    ]);
    const [laptopRow] = await t.db.select().from(sessions).where(eq(sessions.sid, laptop.sid));
    expect(list[1]).toMatchObject({ id: laptopRow!.publicId, createdAt: laptopRow!.createdAt, lastSeenAt: laptopRow!.lastSeenAt });
  });

  it('never shows a session id, and each row carries exactly the public fields', async () => {
    const response = await call(t.app, 'GET', '/api/auth/sessions', { cookie: laptop.cookie });
    for (const sid of [owner.sid, laptop.sid, phone.sid]) expect(response.body).not.toContain(sid);
    for (const row of response.json()) {
      expect(Object.keys(row).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'ipAddress', 'lastSeenAt']);
    }
    expect((await listOf(laptop.cookie)).filter((s) => s.current).map((s) => s.device)).toEqual(['Firefox on Windows']);
  });

  it("leaves out expired sessions and other people's", async () => {
    await setTimes(phone.sid, 24 * 8, 24 * 8);
    const list = await listOf(owner.cookie);
    expect(list.map((s) => s.device)).toEqual(['Unknown device', 'Firefox on Windows']);
    expect(await listOf(stranger.cookie)).toHaveLength(1);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('signs out one other device of the caller and records it', async () => {
    const [, laptopRow] = await listOf(owner.cookie);
    const response = await call(t.app, 'DELETE', `/api/auth/sessions/${laptopRow!.id}`, { cookie: owner.cookie });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await listOf(owner.cookie)).map((s) => s.device)).toEqual(['Unknown device', 'Safari on iPhone']);
    expect(await signedIn(laptop.cookie)).toBe(false);
    expect(await signedIn(owner.cookie)).toBe(true);
    expect(await signedIn(phone.cookie)).toBe(true);
    expect(await revocations(owner.user.id)).toMatchObject([
      { kind: 'session-revoked', actorUserId: owner.user.id, subjectUserId: owner.user.id, detail: { ended: 1 } },
    ]);
  });

  it("answers 404 'Session not found' for someone else's session and for an unknown id, ending nothing", async () => {
    const [strangersSession] = await listOf(stranger.cookie);
    for (const id of [strangersSession!.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call(t.app, 'DELETE', `/api/auth/sessions/${id}`, { cookie: owner.cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Session not found' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(await signedIn(stranger.cookie)).toBe(true);
    expect(await revocations(owner.user.id)).toEqual([]);
  });

  it('refuses an id that is not a session id', async () => {
    const response = await call(t.app, 'DELETE', '/api/auth/sessions/not-a-uuid', { cookie: owner.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Must be a session id');
  });

  it('ending the current session signs this browser out', async () => {
    const [current] = await listOf(owner.cookie);
    const response = await call(t.app, 'DELETE', `/api/auth/sessions/${current!.id}`, { cookie: owner.cookie });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await signedIn(owner.cookie)).toBe(false);
    expect(await signedIn(laptop.cookie)).toBe(true);
  });
});

describe('POST /api/auth/sessions/sign-out-others', () => {
  it('ends every other session of the caller, keeps this one and records how many ended', async () => {
    const response = await call(t.app, 'POST', '/api/auth/sessions/sign-out-others', { cookie: phone.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ ended: 2 });
    expect(await signedIn(phone.cookie)).toBe(true);
    expect(await signedIn(owner.cookie)).toBe(false);
    expect(await signedIn(laptop.cookie)).toBe(false);
    expect(await signedIn(stranger.cookie)).toBe(true);
    expect((await listOf(phone.cookie)).map((s) => s.device)).toEqual(['Safari on iPhone']);
    expect(await revocations(owner.user.id)).toMatchObject([{ kind: 'session-revoked', detail: { ended: 2 } }]);
  });

  it('answers { ended: 0 } when there is no other session, recording nothing', async () => {
    const response = await call(t.app, 'POST', '/api/auth/sessions/sign-out-others', { cookie: stranger.cookie });
    expect(response.json()).toEqual({ ended: 0 });
    expect(await revocations(stranger.user.id)).toEqual([]);
  });
});

describe('visitors', () => {
  it.each([
    ['GET', '/api/auth/sessions'],
    ['DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/auth/sessions/sign-out-others'],
  ] as const)('%s %s answers 401 Unauthorized', async (method, url) => {
    const response = await call(t.app, method, url);
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Unauthorized');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
