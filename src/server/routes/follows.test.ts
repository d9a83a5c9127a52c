// Following officials, bills, subjects and searches; the events the data paths write; the inbox and the
// badge count they feed, next to the spec's author subscriptions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { events, officials } from '../db/schema.ts';
import { insertBill, insertBills, type NewImportedBill } from '../repositories/import-bills.ts';
import { writeRollCallBatch } from '../repositories/import-roll-call-batch.ts';
import { writeRollCall } from '../repositories/import-votes.ts';

let t: TestApp;
let reader: Awaited<ReturnType<TestApp['signUp']>>;
let officialId: number;
let billId: number;
let rollNumber = 900;

const federalBill = (number: number, extra: Partial<NewImportedBill> = {}): NewImportedBill => ({
  sourceKey: `federal:119:hr:${number}`,
  billNumber: `H.R. ${number}`,
  title: `A bill numbered ${number}`,
  summary: 'Summary',
  status: 'Introduced',
  level: 'federal',
  state: null,
  progressiveScore: null,
  progressiveAnalysis: '',
  introducedDate: new Date('2025-01-03'),
  passedDate: null,
  policyArea: 'Energy',
  latestAction: 'Introduced in House',
  latestActionDate: new Date('2025-01-03'),
  ...extra,
});

/** A roll call as the votes import records it, with the followed official among 435 members. */
const recordRollCall = (result = 'Passed') => {
  const number = rollNumber++;
  const positions = Array.from({ length: 435 }, (_, i) => ({
    memberKey: `M${i}`,
    name: `Member ${i}`,
    party: 'D',
    state: 'CA',
    position: 'Yes',
    officialId: i === 0 ? officialId : null,
  }));
  return writeRollCall(t.db, {
    billKey: `federal:119:hr:1`,
    newBill: async () => federalBill(1),
    rollCall: `house:119:1:${number}`,
    votedAt: new Date('2025-03-01'),
    votes: [{ officialId, vote: 'Yes' }],
    record: {
      chamber: 'house',
      congress: 119,
      session: 1,
      number,
      question: 'On Passage',
      result,
      kind: 'passage',
      sourceUrl: null,
      partyTally: [],
      membersRecorded: true,
      positions,
    },
  });
};

const get = (url: string, cookie = reader.cookie) => call(t.app, 'GET', url, { cookie });
const count = async () => (await get('/api/notifications/count')).json().count as number;

beforeAll(async () => {
  t = await createTestApp();
  reader = await t.signUp();
  [{ id: officialId }] = (await t.db
    .insert(officials)
    .values({ name: 'Jane Member', party: 'Democratic', office: 'Representative', state: 'CA' })
    .returning({ id: officials.id })) as [{ id: number }];
  billId = (await insertBill(t.db, federalBill(1))).id;
});
afterAll(() => t.close());

describe('following', () => {
  it('follows once, reports it, lists it on the profile list, and unfollows', async () => {
    const check = () => get(`/api/follows/check?kind=official&target=${officialId}`);
    expect((await check()).json()).toEqual({ following: false });
    const first = await call(t.app, 'POST', '/api/follows', {
      cookie: reader.cookie,
      body: { kind: 'official', target: String(officialId) },
    });
    expect(first.statusCode).toBe(201);
    const again = await call(t.app, 'POST', '/api/follows', {
      cookie: reader.cookie,
      body: { kind: 'official', target: String(officialId) },
    });
    expect(again.statusCode).toBe(200);
    expect((await check()).json()).toEqual({ following: true });
    expect((await get('/api/follows')).json()).toEqual([
      expect.objectContaining({ kind: 'official', label: 'Jane Member', path: `/officials/${officialId}` }),
    ]);
    await call(t.app, 'DELETE', `/api/follows?kind=official&target=${officialId}`, { cookie: reader.cookie });
    expect((await check()).json()).toEqual({ following: false });
  });

  it('refuses visitors, unknown targets and malformed ids', async () => {
    expect((await call(t.app, 'POST', '/api/follows', { body: { kind: 'bill', target: '1' } })).statusCode).toBe(401);
    const unknown = await call(t.app, 'POST', '/api/follows', { cookie: reader.cookie, body: { kind: 'bill', target: '999999' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Bill not found');
    expect(
      (await call(t.app, 'POST', '/api/follows', { cookie: reader.cookie, body: { kind: 'official', target: 'abc' } })).statusCode,
    ).toBe(400);
  });

  it("follows a staff author through the spec's subscription, which its own check then reports", async () => {
    const author = await t.signUp({ isStaff: 1, firstName: 'Ada', lastName: 'Writer' });
    const someone = await t.signUp();
    await call(t.app, 'POST', '/api/follows', { cookie: someone.cookie, body: { kind: 'author', target: author.user.id } });
    expect((await get(`/api/subscriptions/check/${author.user.id}`, someone.cookie)).json()).toEqual({ isSubscribed: true });
    expect((await get('/api/follows', someone.cookie)).json()).toEqual([expect.objectContaining({ kind: 'author', label: 'Ada Writer' })]);
  });
});

describe('events and the inbox', () => {
  it('writes one event per roll call however many members voted, and the follower of one of them sees it', async () => {
    await call(t.app, 'POST', '/api/follows', { cookie: reader.cookie, body: { kind: 'official', target: String(officialId) } });
    await call(t.app, 'POST', '/api/notifications/mark-read', { cookie: reader.cookie });
    expect(await count()).toBe(0);
    const before = (await t.db.select().from(events)).length;
    await recordRollCall();
    expect((await t.db.select().from(events)).length - before).toBe(1 + 1); // the roll call, and the bill's new status
    expect(await count()).toBe(1);
    const inbox = (await get('/api/inbox')).json();
    expect(inbox[0]).toMatchObject({
      kind: 'roll_call',
      title: 'House vote — H.R. 1: On Passage: Passed',
      path: `/bills/${billId}`,
      unread: true,
      via: { kind: 'official', label: 'Jane Member' },
    });
    await call(t.app, 'POST', '/api/notifications/mark-read', { cookie: reader.cookie });
    expect(await count()).toBe(0);
    expect((await get('/api/inbox')).json()[0].unread).toBe(false);
  });

  it('writes one event per new roll call of a congress-data batch, none for one written again', async () => {
    const other = await t.signUp();
    await call(t.app, 'POST', '/api/follows', { cookie: other.cookie, body: { kind: 'official', target: String(officialId) } });
    const record = (number: number) => ({
      chamber: 'house' as const,
      congress: 119,
      session: 1,
      number,
      question: 'On Agreeing to the Amendment',
      result: 'Agreed to',
      kind: 'amendment' as const,
      sourceUrl: null,
      partyTally: [],
      membersRecorded: true,
      positions: [{ memberKey: 'M0', name: 'Jane Member', party: 'D', state: 'CA', position: 'No', officialId }],
    });
    const batch = (stored: boolean) =>
      [800, 801].map((number) => ({
        key: `house:119:1:${number}`,
        votedAt: new Date('2025-04-01'),
        record: record(number),
        sourceHash: 'h',
        bill: null,
        countsInScores: false,
        stored,
      }));
    await writeRollCallBatch(t.db, batch(false));
    await writeRollCallBatch(t.db, batch(true));
    const titles = (await get('/api/inbox', other.cookie)).json().map((item: { title: string }) => item.title);
    expect(titles).toEqual([
      'House vote — On Agreeing to the Amendment: Agreed to',
      'House vote — On Agreeing to the Amendment: Agreed to',
    ]);
  });

  it("tells a bill's follower of its new status and its new action, not of facts that read the same", async () => {
    await call(t.app, 'POST', '/api/follows', { cookie: reader.cookie, body: { kind: 'bill', target: String(billId) } });
    await call(t.app, 'POST', '/api/notifications/mark-read', { cookie: reader.cookie });
    await recordRollCall('Failed');
    await insertBill(t.db, federalBill(1, { latestAction: 'Referred to committee' }));
    await insertBill(t.db, federalBill(1, { latestAction: 'Referred to committee' }));
    const titles = (await get('/api/inbox'))
      .json()
      .filter((item: { unread: boolean }) => item.unread)
      .map((item: { title: string }) => item.title);
    expect(titles).toEqual(['H.R. 1: Referred to committee', 'H.R. 1 is now Failed', 'House vote — H.R. 1: On Passage: Failed']);
    expect(await count()).toBe(3);
  });

  it('matches new bills against followed subjects and saved searches', async () => {
    const other = await t.signUp();
    await call(t.app, 'POST', '/api/follows', { cookie: other.cookie, body: { kind: 'subject', target: 'Health' } });
    await call(t.app, 'POST', '/api/follows', { cookie: other.cookie, body: { kind: 'search', target: '  Clean   WATER ' } });
    await insertBill(t.db, federalBill(50, { policyArea: 'Health', title: 'Hospital rules' }));
    await insertBills(t.db, [
      federalBill(51, { policyArea: 'Energy', title: 'Clean water for towns', level: 'state', state: 'VT', sourceKey: 'state:vt:51' }),
    ]);
    await insertBills(t.db, [
      federalBill(52, { policyArea: 'Energy', title: 'Roads', level: 'state', state: 'VT', sourceKey: 'state:vt:52' }),
    ]);
    const inbox = (await get('/api/inbox', other.cookie)).json();
    expect(inbox.map((item: { title: string; via: { label: string } }) => [item.title, item.via.label])).toEqual([
      ['New bill H.R. 51: Clean water for towns', 'Search: “clean water”'],
      ['New bill H.R. 50: Hospital rules', 'Subject: Health'],
    ]);
  });

  it("tells an author's followers of a published article, not of a draft, and pages the inbox", async () => {
    const author = await t.signUp({ isStaff: 1, firstName: 'Pat', lastName: 'Press' });
    const fan = await t.signUp();
    await call(t.app, 'POST', '/api/subscriptions', { cookie: fan.cookie, body: { authorId: author.user.id } });
    const post = (title: string, status?: string) =>
      call(t.app, 'POST', '/api/articles', {
        cookie: author.cookie,
        body: { title, excerpt: 'e', content: '<p>c</p>', category: 'Climate', readTime: 2, ...(status ? { status } : {}) },
      });
    await post('A draft', 'draft');
    await post('First story');
    await post('Second story');
    // The spec's count: two new articles, counted once (the inbox's article events are the same news).
    expect((await get('/api/notifications/count', fan.cookie)).json().count).toBe(2);
    const first = await call(t.app, 'GET', '/api/inbox?limit=1', { cookie: fan.cookie });
    expect(first.json().map((i: { title: string }) => i.title)).toEqual(['Second story']);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await call(t.app, 'GET', next, { cookie: fan.cookie });
    expect(second.json()).toEqual([
      expect.objectContaining({ title: 'First story', via: expect.objectContaining({ kind: 'author', label: 'Pat Press' }) }),
    ]);
  });
});
