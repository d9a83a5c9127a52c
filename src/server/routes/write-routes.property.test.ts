// Property-based: every write route the shared contracts declare, fed bodies derived from its schema,
// the same made hostile, and JSON of any shape, as staff and as a reader. Whatever arrives, the server
// never answers 5xx, a refusal (4xx) writes nothing, and no body makes anyone staff (only the staff
// route, for another user, may). A failure prints its seed and the shrunk request; FC_SEED replays it.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaff } from '../../shared/api/admin.ts';
import type { Endpoint } from '../../shared/api/contract.ts';
import { users } from '../db/schema.ts';
import { createArticle } from '../repositories/articles.ts';
import { createBill } from '../repositories/bills.ts';
import { createCandidate } from '../repositories/candidates.ts';
import { createOfficial } from '../repositories/officials.ts';
import { CONTRACTS, fillPath } from '../test-support/contracts.ts';
import { bodyText, type Samples } from '../test-support/hostile-input.ts';
import { tableSnapshot } from '../test-support/table-snapshot.ts';
import { call, createTestApp, type TestApp } from '../test-support/test-app.ts';

const SEED = Number(process.env.FC_SEED ?? 20_261_123);
/** Per route and per database: enough to meet each kind of body a few times, cheap enough for every run. */
const RUNS = Number(process.env.FC_RUNS ?? 12);

let t: TestApp;
const people = { staff: '', reader: '', other: '', author: '' };
let samples: Samples;

beforeAll(async () => {
  t = await createTestApp();
  people.staff = (await t.signUp({ email: 'fuzz-staff@example.test', isStaff: 1 })).user.id;
  people.author = (await t.signUp({ email: 'fuzz-author@example.test', isStaff: 1 })).user.id;
  people.reader = (await t.signUp({ email: 'fuzz-reader@example.test' })).user.id;
  people.other = (await t.signUp({ email: 'fuzz-other@example.test' })).user.id;
  const article = await createArticle(t.db, { title: 'A', excerpt: 'E', content: '<p>C</p>', category: 'Economy', readTime: 3, userId: people.author, authorName: 'Author' });
  const bill = await createBill(t.db, { billNumber: 'H.R. 1', title: 'T', summary: 'S', status: 'Pending', level: 'federal', progressiveScore: 6, progressiveAnalysis: 'A' });
  const candidate = await createCandidate(t.db, { name: 'C', party: 'Democrat', office: 'House', state: 'CA', progressiveScore: 5, progressiveAnalysis: 'A' });
  const official = await createOfficial(t.db, { name: 'O', party: 'Democrat', office: 'Senator', state: 'CA' });
  samples = { uuids: [people.author, people.other, people.reader], ids: [article.id, bill.id, candidate.id, official.id] };
});
afterAll(() => t.close());

/** Path params that lead to real rows: the staff route aims at another user, other ids at the actor or a row. */
function pathFor(endpoint: Endpoint, actor: string): string {
  return fillPath(endpoint, (name) => {
    if (name === 'userId') return people.other;
    if (name === 'authorId') return people.author;
    // A numeric id: the bill's, which in this fresh database is also the first article's, candidate's and official's.
    return endpoint.params?.safeParse({ [name]: actor }).success ? actor : String(samples.ids[1]);
  });
}

const staffIds = async () => (await t.db.select({ id: users.id }).from(users).where(eq(users.isStaff, 1))).map(({ id }) => id).sort();

const WRITES = CONTRACTS.filter(({ endpoint }) => endpoint.method !== 'GET');

describe('every write route, whatever the body', () => {
  it('finds the write routes in src/shared/api', () => {
    expect(WRITES.map(({ name }) => name)).toEqual(expect.arrayContaining(['users.updateProfile', 'admin.setStaff', 'comments.createComment']));
  });

  it.each(WRITES)('$name', async ({ endpoint }) => {
    let snapshot = await tableSnapshot(t.db);
    // One session each for the route's runs (a sign-out ends it: later runs then check the 401 path).
    const cookies = { staff: (await t.signIn(people.staff)).cookie, reader: (await t.signIn(people.reader)).cookie };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('staff', 'reader') as fc.Arbitrary<'staff' | 'reader'>, bodyText(endpoint.body, samples), async (role, body) => {
        const actor = people[role];
        const cookie = cookies[role];
        const staffBefore = await staffIds();
        const response = await call(t.app, endpoint.method, pathFor(endpoint, actor), {
          cookie,
          body,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        const after = await tableSnapshot(t.db);
        if (response.statusCode >= 400) expect(after, `${response.statusCode} ${response.body}`).toEqual(snapshot);
        snapshot = after;
        const staffAfter = await staffIds();
        const granted = staffAfter.filter((id) => !staffBefore.includes(id));
        // Only staff, on the staff route, may grant, and only to the user the path names.
        const mayGrant = endpoint === setStaff && role === 'staff' && response.statusCode === 200;
        expect(granted).toEqual(mayGrant ? granted.filter((id) => id === people.other) : []);
        expect(staffAfter).not.toContain(people.reader);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
