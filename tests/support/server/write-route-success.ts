// How each write route the contracts declare succeeds in a test: who calls it and the rows its success
// needs (a draft to publish, a mailed token, a second session to end). The body comes from the route's own
// schema (schema-input.ts); a recipe only fixes what the schema cannot know, such as which row an id names
// or the password an account really has. Written by hand, from what each route is for: a new write route
// must be added here (or to CANNOT_SUCCEED, with the reason) before the suite passes.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { issueEmailToken } from '../../../src/server/auth/email-tokens.ts';
import { articleRevisions, officialOffices, sessions, wrongNumberReports } from '../../../src/server/db/schema.ts';
import { createArticle } from '../../../src/server/repositories/articles.ts';
import { createBill } from '../../../src/server/repositories/bills.ts';
import { createCandidate } from '../../../src/server/repositories/candidates.ts';
import { createComment } from '../../../src/server/repositories/comments.ts';
import { createOfficial } from '../../../src/server/repositories/officials.ts';
import { issueApiKey } from '../../../src/server/services/api-keys.ts';
import { unsubscribeToken } from '../../../src/server/services/digests.ts';
import type { Endpoint } from '../../../src/shared/api/contract.ts';
import { fillPath } from './contracts.ts';
import { type Samples, validInput } from './schema-input.ts';
import { call, TEST_PASSWORD, type TestApp } from './test-app.ts';

/** Who makes the request: a fresh account each run (staff or not), or a visitor with no session. */
type Caller = 'staff' | 'reader' | 'visitor';
type Account = Awaited<ReturnType<TestApp['signUp']>>;
type Body = Record<string, unknown>;
type Prepared = { params?: Record<string, string>; query?: string; fix?: (body: Body) => unknown; cookie?: string };
/** The rows of the run's database every recipe may name: a published article's author, a bill, a candidate. */
export type Scene = { t: TestApp; samples: Samples; author: string; articleId: number; billId: number; candidateId: number };
/** Builds the Scene on the app's fresh database; `others` are existing users a uuid field may name. */
export async function setScene(t: TestApp, others: readonly string[] = []): Promise<Scene> {
  const author = (await t.signUp({ email: 'scene-author@example.test', isStaff: 1 })).user.id;
  const article = await anArticle({ t, author });
  const bill = await createBill(t.db, {
    billNumber: 'H.R. 1',
    title: 'T',
    summary: 'S',
    status: 'Pending',
    level: 'federal',
    progressiveScore: 6,
    progressiveAnalysis: 'A',
  });
  const candidate = await createCandidate(t.db, {
    name: 'C',
    party: 'Democrat',
    office: 'House',
    state: 'CA',
    progressiveScore: 5,
    progressiveAnalysis: 'A',
  });
  const official = await createOfficial(t.db, { name: 'O', party: 'Democrat', office: 'Senator', state: 'CA' });
  const samples = { uuids: [author, ...others], ids: [article.id, bill.id, candidate.id, official.id] };
  return { t, samples, author, articleId: article.id, billId: bill.id, candidateId: candidate.id };
}

type Recipe = { caller: Caller; prepare?: (scene: Scene, account: Account | undefined) => Promise<Prepared> };

const anArticle = ({ t, author }: Pick<Scene, 't' | 'author'>, status: 'draft' | 'published' = 'published') =>
  createArticle(t.db, {
    title: 'Recipe',
    excerpt: 'E',
    content: '<p>C</p>',
    category: 'Economy',
    readTime: 3,
    userId: author,
    authorName: 'Author',
    status,
  });

/** An account with TEST_PASSWORD and a session of it, for the routes that act on one's own password or sessions. */
async function passwordAccount(scene: Scene) {
  const user = await scene.t.createAccount();
  return { user, ...(await scene.t.signIn(user.id)) };
}

/**
 * An article's content with some text in front: the server refuses content that is nothing but markup its
 * sanitizer drops ('<n'), a rule past the schema's minimum length.
 */
const readableContent = (body: Body) => ({ ...body, content: `Text ${String(body.content)}` });

/** An official, bill, candidate or author is followed by an id that names one; a subject or search by any words. */
function followableTarget(scene: Scene, body: Body): unknown {
  const ids: Record<string, string> = {
    official: String(scene.samples.ids[3]),
    bill: String(scene.billId),
    candidate: String(scene.candidateId),
    author: scene.author,
  };
  return ids[String(body.kind)] ?? body.target;
}

/** An office of the scene's official with a number to report: a new one each run, as the import's ids are unique. */
let officesAdded = 0;
async function anOffice({ t, samples }: Scene) {
  const [office] = await t.db
    .insert(officialOffices)
    .values({
      id: `T-office-${++officesAdded}`,
      officialId: samples.ids[3]!,
      kind: 'district',
      position: officesAdded,
      phone: '202-555-0100',
    })
    .returning();
  return office!;
}

/** A bioguide id names one official: a repeat of an earlier run's is rightly refused (409), so each run's is new. */
let officialsAdded = 0;
const freshBioguideId = (body: Body) => ({ ...body, bioguideId: body.bioguideId == null ? body.bioguideId : `T${++officialsAdded}` });

/** The only body fields a target id may hold: the row of that kind, so the comment has somewhere to go. */
const commentTargets = (scene: Scene) => (body: Body) => ({
  ...body,
  articleId: body.articleId == null ? body.articleId : scene.articleId,
  billId: body.billId == null ? body.billId : scene.billId,
  candidateId: body.candidateId == null ? body.candidateId : scene.candidateId,
  parentId: null,
});

export const SUCCEEDS: Record<string, Recipe> = {
  'admin.setStaff': { caller: 'staff', prepare: async ({ t }) => ({ params: { userId: (await t.signUp()).user.id } }) },
  'articles.createArticle': { caller: 'staff', prepare: async () => ({ fix: readableContent }) },
  'articles.deleteArticle': { caller: 'staff', prepare: async (scene) => ({ params: { id: String((await anArticle(scene)).id) } }) },
  'articles.publishDraft': {
    caller: 'staff',
    prepare: async (scene) => ({ params: { id: String((await anArticle(scene, 'draft')).id) } }),
  },
  'articles.unpublishArticle': { caller: 'staff', prepare: async (scene) => ({ params: { id: String((await anArticle(scene)).id) } }) },
  'articles.updateArticle': {
    caller: 'staff',
    prepare: async (scene) => ({ params: { id: String((await anArticle(scene)).id) }, fix: readableContent }),
  },
  'articles.restoreRevision': {
    caller: 'staff',
    prepare: async (scene, staff) => {
      const { id } = await anArticle(scene);
      const edit = await call(scene.t.app, 'PATCH', `/api/articles/${id}`, {
        cookie: staff!.cookie,
        body: { title: 'Edited', excerpt: 'E', content: '<p>C</p>', category: 'Economy' },
      });
      if (edit.statusCode !== 200) throw new Error(`restoreRevision's edit: ${edit.statusCode} ${edit.body}`);
      const [revision] = await scene.t.db
        .select({ id: articleRevisions.id })
        .from(articleRevisions)
        .where(eq(articleRevisions.articleId, id));
      return { params: { id: String(id), revisionId: String(revision!.id) } };
    },
  },
  'auth.changePassword': {
    caller: 'visitor',
    prepare: async (scene) => ({
      cookie: (await passwordAccount(scene)).cookie,
      fix: (body) => ({ ...body, currentPassword: TEST_PASSWORD }),
    }),
  },
  'auth.login': {
    caller: 'visitor',
    prepare: async ({ t }) => {
      const { email } = await t.createAccount();
      return { fix: () => ({ email: email.toUpperCase(), password: TEST_PASSWORD }) };
    },
  },
  'auth.logout': { caller: 'reader' },
  'auth.register': { caller: 'visitor' },
  'auth.requestPasswordReset': { caller: 'visitor' },
  'auth.resendVerification': { caller: 'visitor', prepare: async ({ t }) => ({ cookie: (await t.signUp({ verified: false })).cookie }) },
  'auth.resetPassword': {
    caller: 'visitor',
    prepare: async ({ t }) => {
      const user = await t.createAccount();
      const token = await issueEmailToken(t.db, t.app.config.sessionSecret, 'reset-password', user);
      return { fix: (body) => ({ ...body, token }) };
    },
  },
  'auth.revokeSession': {
    caller: 'reader',
    prepare: async ({ t }, reader) => {
      const { sid } = await t.signIn(reader!.user.id);
      const [other] = await t.db.select({ publicId: sessions.publicId }).from(sessions).where(eq(sessions.sid, sid));
      return { params: { id: other!.publicId } };
    },
  },
  'auth.signOutOtherSessions': { caller: 'reader' },
  'auth.verifyEmail': {
    caller: 'visitor',
    prepare: async ({ t }) => {
      const user = await t.createAccount({ verified: false });
      const token = await issueEmailToken(t.db, t.app.config.sessionSecret, 'verify-email', user);
      return { fix: () => ({ token }) };
    },
  },
  'bills.createBill': { caller: 'staff' },
  'bills.setBillScore': { caller: 'staff', prepare: async ({ billId }) => ({ params: { id: String(billId) } }) },
  'bills.setBillScoreExclusion': { caller: 'staff', prepare: async ({ billId }) => ({ params: { id: String(billId) } }) },
  'candidates.createCandidate': { caller: 'staff' },
  'comments.createComment': { caller: 'reader', prepare: async (scene) => ({ fix: commentTargets(scene) }) },
  'comments.voteOnComment': {
    caller: 'reader',
    prepare: async ({ t, articleId, author }) => ({
      params: { id: String((await createComment(t.db, { content: 'C', articleId, userId: author, authorName: 'Author' })).id) },
    }),
  },
  // A call is logged about a bill to an official, both of which must exist.
  'contact.logCall': {
    caller: 'reader',
    prepare: async (scene) => ({ fix: (body) => ({ ...body, officialId: scene.samples.ids[3], billId: scene.billId }) }),
  },
  'contact.reportWrongNumber': {
    caller: 'reader',
    prepare: async (scene) => {
      const office = await anOffice(scene);
      return { fix: (body) => ({ ...body, officeId: office.id }) };
    },
  },
  'contact.resolveWrongNumber': {
    caller: 'staff',
    prepare: async (scene) => {
      const [report] = await scene.t.db
        .insert(wrongNumberReports)
        .values({ officeId: (await anOffice(scene)).id, phone: '202-555-0100' })
        .returning();
      return { params: { id: String(report!.id) } };
    },
  },
  'districts.clearReaderPlace': { caller: 'reader' },
  // A ZIP is kept only with one of its own districts (the ZIP table ships with the app); without one, any place,
  // but no statehouse district, which is kept only with the ZIP it came from.
  'districts.setReaderPlace': {
    caller: 'reader',
    prepare: async () => ({
      fix: (body) =>
        body.zip == null ? { ...body, upperDistrict: null, lowerDistrict: null } : { zip: '98101', state: 'wa', district: 9 },
    }),
  },
  // Staff's words replace the defaults; markup alone is refused (nothing left to show), so each part has text.
  'masthead.updateMasthead': {
    caller: 'staff',
    prepare: async () => ({
      fix: (body) => Object.fromEntries(Object.entries(body).map(([key, value]) => [key, `Text ${String(value)}`])),
    }),
  },
  'match.clearStance': { caller: 'reader', prepare: async ({ billId }) => ({ params: { id: String(billId) } }) },
  'match.setStance': { caller: 'reader', prepare: async ({ billId }) => ({ params: { id: String(billId) } }) },
  'notifications.markNotificationsRead': { caller: 'reader' },
  'follows.follow': {
    caller: 'reader',
    prepare: async (scene) => ({ fix: (body) => ({ ...body, target: followableTarget(scene, body) }) }),
  },
  'follows.unfollow': { caller: 'reader', prepare: async () => ({ query: '?kind=subject&target=Health' }) },
  'follows.saveDigestSettings': { caller: 'reader' },
  // RFC 8058's one-click unsubscribe: no session, the link's signed token names the reader.
  'follows.unsubscribeDigest': {
    caller: 'visitor',
    prepare: async ({ t }) => ({
      query: `?token=${encodeURIComponent(unsubscribeToken(t.app.config.sessionSecret, { userId: (await t.signUp()).user.id, tokenGeneration: 0 }))}`,
    }),
  },
  'officials.createOfficial': { caller: 'staff', prepare: async () => ({ fix: freshBioguideId }) },
  'open-data.createApiKey': { caller: 'staff' },
  'open-data.revokeApiKey': {
    caller: 'staff',
    prepare: async ({ t, author }) => ({ params: { id: String((await issueApiKey(t.db, 'A data desk', author)).id) } }),
  },
  'subscriptions.subscribe': { caller: 'reader', prepare: async ({ author }) => ({ fix: () => ({ authorId: author }) }) },
  'subscriptions.unsubscribe': { caller: 'reader', prepare: async ({ author }) => ({ params: { authorId: author } }) },
  'users.updateProfile': { caller: 'reader', prepare: async (_scene, reader) => ({ params: { id: reader!.user.id } }) },
};

/**
 * The write routes no test here can bring to success: each fetches from a public data service
 * (Congress.gov, Open States, OpenFEC) that a test must not call. Without API keys they answer 400
 * requiresSetup, which the hostile property still checks; routes/imports.test.ts covers their answers with
 * the importer mocked, and src/server/imports its parsing from recorded responses.
 */
export const CANNOT_SUCCEED: Record<string, string> = {
  'bills.refreshBills': 'fetches bills from Congress.gov and Open States',
  'candidates.refreshCandidates': 'fetches candidates from OpenFEC',
  'officials.refreshMembers': 'fetches members from Congress.gov',
  'officials.importVotes': 'fetches roll calls from Congress.gov',
  'admin.runSyncNow':
    'queues a sync on the job queue, which the test apps do not start (jobs/import-queue.test.ts runs it); every sync fetches from a public API',
};

/** The bodies a route's schema accepts, as its success recipe sends them (fixed by the recipe). */
export const acceptedBodies = (scene: Scene, endpoint: Endpoint) =>
  endpoint.body ? validInput(endpoint.body, scene.samples) : fc.constant(undefined);

/** The request that succeeds with this generated body: the recipe's caller, on the rows it prepared. */
export async function successfulRequest(scene: Scene, name: string, endpoint: Endpoint, generated: unknown) {
  const recipe = SUCCEEDS[name];
  if (!recipe) throw new Error(`${name}: no recipe for its success in test-support/write-route-success.ts`);
  const account = recipe.caller === 'visitor' ? undefined : await scene.t.signUp({ isStaff: recipe.caller === 'staff' ? 1 : 0 });
  const prepared = (await recipe.prepare?.(scene, account)) ?? {};
  const body = prepared.fix ? prepared.fix((generated ?? {}) as Body) : generated;
  if (endpoint.body)
    expect(endpoint.body.safeParse(body).success, `${name}'s recipe sent a body its schema refuses: ${JSON.stringify(body)}`).toBe(true);
  const path = fillPath(endpoint, (param) => prepared.params?.[param] ?? '') + (prepared.query ?? '');
  return { path, cookie: prepared.cookie ?? account?.cookie, body };
}

/**
 * Property: every body the route's schema accepts, sent by the recipe's caller with the rows it
 * prepared, is answered with one of the contract's success statuses and a body its response schema
 * accepts. Rejects (fast-check's report, with seed and shrunk body) when one is not.
 */
export function checkSuccess(scene: Scene, name: string, endpoint: Endpoint, options: { seed: number; numRuns: number }) {
  if (!SUCCEEDS[name]) throw new Error(`${name}: no recipe for its success in test-support/write-route-success.ts`);
  return fc.assert(
    fc.asyncProperty(acceptedBodies(scene, endpoint), async (generated) => {
      const { path, cookie, body } = await successfulRequest(scene, name, endpoint, generated);
      const response = await call(scene.t.app, endpoint.method, path, { cookie, body });
      expect([endpoint.status, ...(endpoint.otherStatuses ?? [])], `${response.statusCode} ${response.body}`).toContain(
        response.statusCode,
      );
      if (endpoint.response) expect(endpoint.response.safeParse(response.json()).error).toBeUndefined();
    }),
    { seed: options.seed, numRuns: options.numRuns, endOnFailure: true, includeErrorInReport: true },
  );
}
