// First-start demo seed: embedded database only, never in production. Each piece checks
// before it writes, and a marker row in app_state records completion, so a restart seeds nothing twice.
import { and, eq } from 'drizzle-orm';
import { publicDisplayName } from '../../shared/format.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/connect.ts';
import { appState, articles, passwordCredentials, users } from '../db/schema.ts';
import { sanitizeArticleHtml } from '../domain/sanitize-article.ts';
import { bundledFecBulkDigest, seedFecBulk } from '../imports/fec-bulk/seed-fec-bulk.ts';
import { bundledCongressDataDigest, seedCongressData, seedPublicData } from '../imports/service.ts';
import { DEMO_PASSWORD, DEMO_USERS, SAMPLE_ARTICLES } from './demo-content.ts';

export const DEMO_SEED_KEY = 'demo-seed';

export type SeedLog = { info: (message: string) => void; warn: (object: object, message: string) => void };

/** Returns false when the seed had already run. */
export async function seedDemoContent(db: Database, log: SeedLog): Promise<boolean> {
  const [done] = await db.select().from(appState).where(eq(appState.key, DEMO_SEED_KEY));
  if (done) return false;
  log.info('Seeding demo content (first start)');

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: Record<string, string> = {};
  for (const demo of DEMO_USERS) {
    // Seeded as verified: the documented demo accounts work from the first start (and the editor is staff).
    await db
      .insert(users)
      .values({ ...demo, emailVerifiedAt: new Date() })
      .onConflictDoNothing({ target: users.email });
    const [row] = await db.select().from(users).where(eq(users.email, demo.email));
    ids[demo.email] = row!.id;
    await db.insert(passwordCredentials).values({ userId: row!.id, passwordHash }).onConflictDoNothing();
  }

  const editor = DEMO_USERS[0]!;
  const editorId = ids[editor.email]!;
  for (const [index, sample] of SAMPLE_ARTICLES.entries()) {
    const [exists] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.title, sample.title), eq(articles.userId, editorId)));
    if (exists) continue;
    await db.insert(articles).values({
      ...sample,
      content: sanitizeArticleHtml(sample.content),
      userId: editorId,
      authorName: publicDisplayName(editor),
      // Spread over the last days so the feed has a clear featured (newest) article.
      publishedAt: new Date(Date.now() - index * 86_400_000),
    });
  }

  try {
    await seedPublicData(db);
  } catch (error) {
    // The demo still starts without public data; the marker is not written, so the next start retries.
    log.warn({ err: error }, 'Seeding public data failed; it will be retried on the next start');
    return true;
  }

  await db
    .insert(appState)
    .values({ key: DEMO_SEED_KEY, value: { at: new Date().toISOString() } })
    .onConflictDoNothing();
  log.info('Demo content seeded');
  return true;
}

export const DEMO_ROLL_CALLS_KEY = 'demo-congress-data';

/**
 * Every roll call of the 119th Congress from datasets/congress-data (docs/decisions/0200-congress-data-import.md),
 * with its progress in the log. The marker holds the digest of the folder's SHA256SUMS, so a later start
 * reads one small file and imports nothing, and a database seeded before the folder came (or before one of
 * its files changed) takes what is new on its next start.
 */
export async function seedDemoRollCalls(db: Database, log: SeedLog): Promise<boolean> {
  const [done] = await db.select().from(appState).where(eq(appState.key, DEMO_ROLL_CALLS_KEY));
  const digest = await bundledCongressDataDigest();
  if ((done?.value as { digest?: string } | undefined)?.digest === digest) return false;
  log.info('Importing every roll call of the 119th Congress (datasets/congress-data; first start only)');
  const result = await seedCongressData(db, (line) => log.info(line));
  if (result.failures.length) {
    log.warn({ failures: result.failures.slice(0, 5) }, 'Some roll calls could not be imported; they will be retried on the next start');
    return true;
  }
  await db
    .insert(appState)
    .values({ key: DEMO_ROLL_CALLS_KEY, value: { digest } })
    .onConflictDoUpdate({ target: appState.key, set: { value: { digest }, updatedAt: new Date() } });
  return true;
}

export const DEMO_CANDIDATES_KEY = 'demo-fec-bulk';

/**
 * The demo's candidates: every House and Senate candidate of datasets/fec-bulk/weball26.txt, and the 2024
 * figures of weball24.txt (docs/decisions/0250-fec-bulk-races.md). Marked with the digest of the folder's
 * SHA256SUMS as the roll calls are; after the officials, so each candidate finds their record by FEC id.
 */
export async function seedDemoCandidates(db: Database, log: SeedLog): Promise<boolean> {
  const [done] = await db.select().from(appState).where(eq(appState.key, DEMO_CANDIDATES_KEY));
  const digest = await bundledFecBulkDigest();
  if ((done?.value as { digest?: string } | undefined)?.digest === digest) return false;
  log.info('Importing the 2026 House and Senate candidates (datasets/fec-bulk; first start only)');
  const unreadable = await seedFecBulk(db, (line) => log.info(line));
  if (unreadable.length) log.warn({ unreadable: unreadable.slice(0, 5) }, 'Some FEC lines could not be read');
  await db
    .insert(appState)
    .values({ key: DEMO_CANDIDATES_KEY, value: { digest } })
    .onConflictDoUpdate({ target: appState.key, set: { value: { digest }, updatedAt: new Date() } });
  return true;
}
