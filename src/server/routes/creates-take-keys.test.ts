// Every create takes an Idempotency-Key, by one rule the contracts carry
// (docs/decisions/0314-a-committed-write-answers-2xx.md): a POST is either declared `idempotent`, so the web
// client sends each submit with a key and retries it safely, or named below with the reason a repeat stores
// nothing new. Each declared create is then walked with its success recipe: a repeat under the same key is
// answered the first answer and writes nothing, and everything it writes goes through the transaction that
// records its answer, so a create can never be stored without the record its retry looks for.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../tests/support/server/contracts.ts';
import { failingInserts } from '../../../tests/support/server/failing-inserts.ts';
import { propertyRuns, propertySeed } from '../../../tests/support/server/property-runs.ts';
import { tableSnapshot } from '../../../tests/support/server/table-snapshot.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { createTestDatabase } from '../../../tests/support/server/test-database.ts';
import { acceptedBodies, type Scene, setScene, successfulRequest } from '../../../tests/support/server/write-route-success.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { idempotencyKeys } from '../db/schema.ts';

const SEED = propertySeed('creates-take-keys');
const RUNS = propertyRuns(2);

/** The POSTs that are not creates: what a repeat does instead of storing something new. */
const REPEAT_STORES_NOTHING_NEW: Record<string, string> = {
  'admin.runSyncNow': 'a sync already queued or running refuses another (409)',
  'articles.publishDraft': 'an article already published refuses it (409)',
  'articles.unpublishArticle': 'an article already a draft refuses it (409)',
  'articles.restoreRevision': 'the article already holds the revision’s fields, so nothing changes and no revision is kept',
  'auth.changePassword': 'the current password it names has changed, so it is refused',
  'auth.login': 'a sign-in is a session for this browser; an earlier one whose answer was lost is never used and expires',
  'auth.logout': 'the session is already ended',
  'auth.register': 'one account per address: a repeat finds it and is told the same',
  'auth.requestPasswordReset': 'mails the link again, counted against the address’s mail limit; the account is unchanged',
  'auth.resendVerification': 'mails the link again, counted against the address’s mail limit; the account is unchanged',
  'auth.resetPassword': 'the mailed token is spent by the first, so it is refused',
  'auth.signOutOtherSessions': 'the other sessions are already ended',
  'auth.verifyEmail': 'the mailed token is spent by the first, so it is refused',
  'bills.refreshBills': 'an import writes each source row by its source id, so it rewrites the same rows',
  'candidates.refreshCandidates': 'an import writes each source row by its source id, so it rewrites the same rows',
  'contact.resolveWrongNumber': 'the report keeps its first resolution',
  'follows.unsubscribeDigest': 'the digest is already off',
  'notifications.markNotificationsRead': 'moves the reader’s read mark to now',
  'officials.importVotes': 'an import writes each source row by its source id, so it rewrites the same rows',
  'officials.refreshMembers': 'an import writes each source row by its source id, so it rewrites the same rows',
};

const POSTS = CONTRACTS.filter(({ endpoint }) => endpoint.method === 'POST');
const CREATES = CONTRACTS.filter(({ endpoint }) => endpoint.idempotent);

describe('every POST', () => {
  it('is a create that takes an Idempotency-Key, or says why a repeat stores nothing new', () => {
    expect(CREATES.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['comments.createComment', 'follows.follow', 'contact.logCall', 'open-data.createApiKey']),
    );
    const unaccounted = POSTS.filter(({ name, endpoint }) => !endpoint.idempotent && !(name in REPEAT_STORES_NOTHING_NEW)).map(
      ({ name }) => name,
    );
    expect(unaccounted, 'declare it `idempotent: true`, or add why its repeat stores nothing new').toEqual([]);
    const notPlainPosts = Object.keys(REPEAT_STORES_NOTHING_NEW).filter(
      (name) => !POSTS.some((post) => post.name === name && !post.endpoint.idempotent),
    );
    expect(notPlainPosts).toEqual([]);
  });
});

/** An app with the rows the success recipes need, made before the describe's tests and closed after them. */
function appWithScene(database?: () => Promise<DatabaseHandle>) {
  const held = {} as { t: TestApp; scene: Scene };
  beforeAll(async () => {
    held.t = await createTestApp(database ? { database: await database() } : {});
    held.scene = await setScene(held.t);
  });
  afterAll(() => held.t.close());
  return held;
}

describe('every create', () => {
  const held = appWithScene();

  it.each(CREATES)('$name: a repeat under the same key is answered the first answer and writes nothing', ({ name, endpoint }) =>
    fc.assert(
      fc.asyncProperty(acceptedBodies(held.scene, endpoint), fc.uuid(), async (generated, key) => {
        const { path, cookie, body } = await successfulRequest(held.scene, name, endpoint, generated);
        const send = () => call(held.t.app, endpoint.method, path, { cookie, body, headers: { 'idempotency-key': key } });
        const first = await send();
        expect(first.statusCode, first.body).toBeLessThan(300);
        const written = await tableSnapshot(held.t.db);
        const again = await send();
        expect({ status: again.statusCode, body: again.body }).toEqual({ status: first.statusCode, body: first.body });
        expect(await tableSnapshot(held.t.db)).toEqual(written);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    ),
  );
});

describe('every create, over a database that refuses to record its answer', () => {
  const held = appWithScene(async () => failingInserts(await createTestDatabase(), idempotencyKeys));

  it.each(CREATES)('$name: writes nothing, as all it writes goes through the transaction its answer is recorded in', ({ name, endpoint }) =>
    fc.assert(
      fc.asyncProperty(acceptedBodies(held.scene, endpoint), fc.uuid(), async (generated, key) => {
        const { path, cookie, body } = await successfulRequest(held.scene, name, endpoint, generated);
        const before = await tableSnapshot(held.t.db);
        const response = await call(held.t.app, endpoint.method, path, { cookie, body, headers: { 'idempotency-key': key } });
        expect(response.statusCode, response.body).toBe(500);
        expect(await tableSnapshot(held.t.db)).toEqual(before);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    ),
  );
});
