// Following staff authors and the notification count they feed (docs/decisions/0010).
import type { Database } from '../db/connect.ts';
import { badRequest, notFound } from '../platform/http-error.ts';
import { unreadEventCount } from '../repositories/follows.ts';
import { findSubscription, notificationCount, subscribe } from '../repositories/subscriptions.ts';
import { findUserById, type UserRow } from '../repositories/users.ts';

export async function isSubscribed(db: Database, subscriberId: string, authorId: string) {
  return (await findSubscription(db, subscriberId, authorId)) !== undefined;
}

/** Only staff authors can be followed, never oneself. `created` is false when it already existed. */
export async function subscribeTo(db: Database, subscriber: UserRow, authorId: string) {
  if (authorId === subscriber.id) throw badRequest('You cannot subscribe to yourself');
  const author = await findUserById(db, authorId);
  if (!author) throw notFound('Author not found');
  if (author.isStaff !== 1) throw badRequest('You can only subscribe to staff authors');
  return subscribe(db, subscriber.id, authorId);
}

/** The spec's count (followed authors' new articles) plus what happened since to the other things the reader follows. */
export async function unreadCount(db: Database, user: UserRow) {
  const [articles, others] = await Promise.all([
    notificationCount(db, user.id, user.lastCheckedNotifications),
    unreadEventCount(db, user.id, user.lastCheckedNotifications),
  ]);
  return articles + others;
}
