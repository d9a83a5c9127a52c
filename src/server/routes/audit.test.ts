// GET /api/admin/audit-events: who may read it, keyset pages announced by Link headers, kinds, names.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CURSORS } from '../../../tests/support/server/pages.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { type AuditKind, auditEventList } from '../../shared/schemas/audit.ts';
import { auditEvents } from '../db/schema.ts';
import { insertAuditEvent } from '../repositories/audit-events.ts';

let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUp']>>;
let reader: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signUp({ email: 'ada@example.test', firstName: 'Ada', lastName: 'Editor', isStaff: 1 });
  reader = await t.signUp({ email: 'only.first@example.test', firstName: 'Only', lastName: null });
});
afterAll(() => t.close());

const read = (url: string) => call(t.app, 'GET', url, { cookie: staff.cookie });

/** The page's events (checked against the shared schema) and the URL its Link header names next. */
async function page(url: string) {
  const response = await read(url);
  expect(response.statusCode, response.body).toBe(200);
  const link = response.headers.link as string | undefined;
  return { events: auditEventList.parse(response.json()), next: link?.match(/^<([^>]+)>; rel="next"$/)?.[1], link };
}

/** Follows rel="next" from `url` to the last page; the `n` of each event's detail, in the order served. */
async function walk(url: string) {
  const sizes: number[] = [];
  const order: unknown[] = [];
  for (let next: string | undefined = url; next; ) {
    const current = await page(next);
    sizes.push(current.events.length);
    order.push(...current.events.map((event) => event.detail.n));
    next = current.next;
  }
  return { sizes, order };
}

const insertMany = (kind: AuditKind, numbers: number[]) => t.db.insert(auditEvents).values(numbers.map((n) => ({ kind, detail: { n } })));

describe('GET /api/admin/audit-events', () => {
  it('is for staff only, and never cached', async () => {
    const visitor = await call(t.app, 'GET', '/api/admin/audit-events');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toContain('Unauthorized');
    expect((await call(t.app, 'GET', '/api/admin/audit-events', { cookie: reader.cookie })).statusCode).toBe(403);
    const ok = await read('/api/admin/audit-events');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('serves newest first in pages of `limit`, each announcing the next in a Link header', async () => {
    // Four rows one by one, then three in one statement: those share created_at, so id breaks the tie.
    for (const n of [1, 2, 3, 4]) await insertAuditEvent(t.db, { kind: 'password-reset-requested', detail: { n } });
    await insertMany('password-reset-requested', [5, 6, 7]);

    const first = await page('/api/admin/audit-events?kind=password-reset-requested&limit=3');
    expect(first.link).toMatch(/^<\/api\/admin\/audit-events\?cursor=[A-Za-z0-9_-]+&kind=password-reset-requested&limit=3>; rel="next"$/);
    expect(await walk('/api/admin/audit-events?kind=password-reset-requested&limit=3')).toEqual({
      sizes: [3, 3, 1],
      order: [7, 6, 5, 4, 3, 2, 1],
    });
  });

  it('pages 50 by default, at most 200', async () => {
    await insertMany(
      'session-revoked',
      Array.from({ length: 51 }, (_, i) => i),
    );
    const first = await page('/api/admin/audit-events?kind=session-revoked');
    expect(first.events).toHaveLength(50);
    // The default limit is not repeated in the link.
    expect(first.next).toMatch(/^\/api\/admin\/audit-events\?cursor=[A-Za-z0-9_-]+&kind=session-revoked$/);
    expect((await page(first.next!)).events).toHaveLength(1);

    for (const limit of ['0', '201', 'many']) {
      const refused = await read(`/api/admin/audit-events?limit=${limit}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^limit: /);
    }
    expect((await page('/api/admin/audit-events?kind=session-revoked&limit=200')).events).toHaveLength(51);
  });

  it('keeps a cursor valid while new events are written: the next page continues where the last ended', async () => {
    for (const n of [1, 2, 3, 4]) await insertAuditEvent(t.db, { kind: 'password-changed', detail: { n } });
    const first = await page('/api/admin/audit-events?kind=password-changed&limit=2');
    expect(first.events.map((event) => event.detail.n)).toEqual([4, 3]);
    for (const n of [5, 6]) await insertAuditEvent(t.db, { kind: 'password-changed', detail: { n } });
    expect(await walk(first.next!)).toEqual({ sizes: [2], order: [2, 1] });
  });

  it('keeps rows written within one millisecond apart: the cursor holds microseconds', async () => {
    // The newer row has the lower id: a cursor rounded to the millisecond would skip the older one.
    await t.db
      .insert(auditEvents)
      .values({ kind: 'password-reset', createdAt: sql`'2001-02-03T04:05:06.000900Z'`, detail: { n: 'newer' } });
    await t.db
      .insert(auditEvents)
      .values({ kind: 'password-reset', createdAt: sql`'2001-02-03T04:05:06.000100Z'`, detail: { n: 'older' } });
    expect(await walk('/api/admin/audit-events?kind=password-reset&limit=1')).toEqual({ sizes: [1, 1], order: ['newer', 'older'] });
  });

  it('refuses a cursor it did not write', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const ids = [-1, 0, 1.5, 2 ** 31].map((id) => encode(['2025-01-01T00:00:00.000000Z', id]));
    for (const cursor of [...BAD_CURSORS, 'not+base64/', encode({ at: 1 }), ...ids]) {
      const refused = await read(`/api/admin/audit-events?cursor=${encodeURIComponent(cursor)}`);
      expect(refused.statusCode, cursor).toBe(400);
      expect(refused.json().message).toMatch(/^cursor: /);
    }
  });

  it('filters by kind, and refuses an unknown kind', async () => {
    await insertAuditEvent(t.db, { kind: 'account-locked', email: 'target@example.test' });
    await insertAuditEvent(t.db, { kind: 'sign-in-failed', email: 'target@example.test' });
    const locked = await page('/api/admin/audit-events?kind=account-locked');
    expect(locked.events.map((event) => [event.kind, event.email])).toEqual([['account-locked', 'target@example.test']]);
    expect((await read('/api/admin/audit-events?kind=burglary')).statusCode).toBe(400);
  });

  it('names actor and subject: first and last name, else the email; no actor for a visitor', async () => {
    await insertAuditEvent(t.db, {
      kind: 'staff-granted',
      actorUserId: staff.user.id,
      subjectUserId: reader.user.id,
      email: reader.user.email,
      ipAddress: '198.51.100.4',
      userAgent: 'curl/8.5.0',
      detail: { via: 'admin' },
    });
    await insertAuditEvent(t.db, { kind: 'sign-up', subjectUserId: reader.user.id, email: reader.user.email });
    const { events } = await page('/api/admin/audit-events?limit=2');
    expect(
      events.map(({ kind, actor, subject, email, ipAddress, userAgent, detail }) => ({
        kind,
        actor,
        subject,
        email,
        ipAddress,
        userAgent,
        detail,
      })),
    ).toEqual([
      {
        kind: 'sign-up',
        actor: null,
        subject: { id: reader.user.id, name: 'only.first@example.test' },
        email: reader.user.email,
        ipAddress: null,
        userAgent: null,
        detail: {},
      },
      {
        kind: 'staff-granted',
        actor: { id: staff.user.id, name: 'Ada Editor' },
        subject: { id: reader.user.id, name: 'only.first@example.test' },
        email: reader.user.email,
        ipAddress: '198.51.100.4',
        userAgent: 'curl/8.5.0',
        detail: { via: 'admin' },
      },
    ]);
  });
});
