import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { articles, subscriptions } from '../db/schema.ts';
import { isPublished } from './articles.ts';

const columns = {
  id: subscriptions.id,
  subscriberId: subscriptions.subscriberId,
  authorId: subscriptions.authorId,
  createdAt: subscriptions.createdAt,
};

export async function findSubscription(db: Database, subscriberId: string, authorId: string) {
  const [row] = await db
    .select(columns)
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.authorId, authorId)));
  return row;
}

/** Idempotent: subscribing twice keeps the first subscription (and its date). */
export async function subscribe(db: Database, subscriberId: string, authorId: string) {
  const [created] = await db.insert(subscriptions).values({ subscriberId, authorId }).onConflictDoNothing().returning(columns);
  return created
    ? { subscription: created, created: true }
    : { subscription: (await findSubscription(db, subscriberId, authorId))!, created: false };
}

export async function unsubscribe(db: Database, subscriberId: string, authorId: string) {
  await db.delete(subscriptions).where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.authorId, authorId)));
}

/**
 * The notification count: articles by followed authors published after the user last checked, or after the
 * subscription if that is later (following someone does not flood you with their back catalogue).
 */
export async function notificationCount(db: Database, userId: string, lastChecked: Date | null) {
  const since = (lastChecked ?? new Date(0)).toISOString();
  const [row] = await db
    .select({ count: count() })
    .from(subscriptions)
    .innerJoin(articles, eq(articles.userId, subscriptions.authorId))
    .where(
      and(
        eq(subscriptions.subscriberId, userId),
        isPublished,
        gt(articles.publishedAt, sql`greatest(${subscriptions.createdAt}, ${since}::timestamptz)`),
      ),
    );
  return row?.count ?? 0;
}
