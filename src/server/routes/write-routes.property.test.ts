// Property-based, over every write route the shared contracts declare. First, each route's success: every
// body its own schema accepts (cross-field rules included), sent by the caller it is for with the rows it
// needs, is answered with a success status and a body the contract describes, so a route that fails on
// its success path fails here. Then its refusals: bodies that schema accepts, the same made hostile, and
// JSON of any shape, as staff and as a reader; whatever arrives, the server never answers 5xx, a refusal
// (4xx) writes nothing, and no body makes anyone staff. The seed changes each run and is printed; FC_SEED
// replays it, FC_RUNS raises the run counts (docs/decisions/0185-how-the-suite-proves-protections.md).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS, fillPath } from '../../../tests/support/server/contracts.ts';
import { failingInserts } from '../../../tests/support/server/failing-inserts.ts';
import { bodyText } from '../../../tests/support/server/hostile-input.ts';
import { propertyRuns, propertySeed } from '../../../tests/support/server/property-runs.ts';
import { tableSnapshot } from '../../../tests/support/server/table-snapshot.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { createTestDatabase } from '../../../tests/support/server/test-database.ts';
import { CANNOT_SUCCEED, checkSuccess, type Scene, SUCCEEDS, setScene } from '../../../tests/support/server/write-route-success.ts';
import { setStaff } from '../../shared/api/admin.ts';
import { createComment } from '../../shared/api/comments.ts';
import type { Endpoint } from '../../shared/api/contract.ts';
import { comments, users } from '../db/schema.ts';

const SEED = propertySeed('write-routes.property');
/** Per route and per database: each success run prepares its rows, so a few; refusals are cheaper. */
const SUCCESS_RUNS = propertyRuns(4);
const HOSTILE_RUNS = propertyRuns(12);

let t: TestApp;
let scene: Scene;
const people = { staff: '', reader: '', other: '' };

beforeAll(async () => {
  t = await createTestApp();
  people.staff = (await t.signUp({ email: 'fuzz-staff@example.test', isStaff: 1 })).user.id;
  people.reader = (await t.signUp({ email: 'fuzz-reader@example.test' })).user.id;
  people.other = (await t.signUp({ email: 'fuzz-other@example.test' })).user.id;
  scene = await setScene(t, [people.other, people.reader]);
});
afterAll(() => t.close());

const WRITES = CONTRACTS.filter(({ endpoint }) => endpoint.method !== 'GET');

describe('every write route', () => {
  it('has a recipe for its success, or a reason no test can bring it about', () => {
    expect(WRITES.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['users.updateProfile', 'admin.setStaff', 'comments.createComment']),
    );
    const accounted = [...Object.keys(SUCCEEDS), ...Object.keys(CANNOT_SUCCEED)].sort();
    expect(accounted).toEqual(WRITES.map(({ name }) => name).sort());
  });

  it.each(WRITES.filter(({ name }) => name in SUCCEEDS))('$name succeeds with every body its schema accepts', ({ name, endpoint }) =>
    checkSuccess(scene, name, endpoint, { seed: SEED, numRuns: SUCCESS_RUNS }),
  );
});

/** Path params that lead to real rows: the staff route aims at another user, other ids at the actor or a row. */
function pathFor(endpoint: Endpoint, actor: string): string {
  return fillPath(endpoint, (name) => {
    if (name === 'userId') return people.other;
    if (name === 'authorId') return scene.author;
    return endpoint.params?.safeParse({ [name]: actor }).success ? actor : String(scene.billId);
  });
}

const staffIds = async () => (await t.db.select({ id: users.id }).from(users).where(eq(users.isStaff, 1))).map(({ id }) => id).sort();

describe('every write route, whatever the body', () => {
  it.each(WRITES)('$name', async ({ endpoint }) => {
    let snapshot = await tableSnapshot(t.db);
    // One session each for the route's runs (a sign-out ends it: later runs then check the 401 path).
    const cookies = { staff: (await t.signIn(people.staff)).cookie, reader: (await t.signIn(people.reader)).cookie };
    await fc.assert(
      fc.asyncProperty(
        bodyText(endpoint.body, scene.samples),
        fc.constantFrom('staff', 'reader') as fc.Arbitrary<'staff' | 'reader'>,
        async (body, role) => {
          const actor = people[role];
          const staffBefore = await staffIds();
          const response = await call(t.app, endpoint.method, pathFor(endpoint, actor), {
            cookie: cookies[role],
            body,
            headers: { 'content-type': 'application/json' },
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          // What a request starts after its answer (a sign-up makes the account then) is part of what it wrote.
          await t.app.mailer.idle();
          const after = await tableSnapshot(t.db);
          if (response.statusCode >= 400) expect(after, `${response.statusCode} ${response.body}`).toEqual(snapshot);
          snapshot = after;
          const staffAfter = await staffIds();
          const granted = staffAfter.filter((id) => !staffBefore.includes(id));
          // Only staff, on the staff route, may grant, and only to the user the path names.
          const mayGrant = endpoint === setStaff && role === 'staff' && response.statusCode === 200;
          expect(granted).toEqual(mayGrant ? granted.filter((id) => id === people.other) : []);
          expect(staffAfter).not.toContain(people.reader);
        },
      ),
      { seed: SEED, numRuns: HOSTILE_RUNS, endOnFailure: true },
    );
  });
});

describe('the success check itself', () => {
  let broken: TestApp;
  let brokenScene: Scene;
  beforeAll(async () => {
    broken = await createTestApp({ database: failingInserts(await createTestDatabase(), comments) });
    brokenScene = await setScene(broken);
  });
  afterAll(() => broken.close());

  it('fails a route that answers 500: POST /api/comments over a database that refuses every comment', async () => {
    await expect(checkSuccess(brokenScene, 'comments.createComment', createComment, { seed: SEED, numRuns: 1 })).rejects.toThrow(
      /expected \[ 201 \] to include 500/,
    );
  });
});
