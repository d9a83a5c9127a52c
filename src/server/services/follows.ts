// Following (docs/decisions/0260-follows-and-events.md). A staff author is followed exactly as the spec's
// subscription calls do it (same rules, same table); everything else goes to `follows`, named by what it
// follows so the reader's list and inbox can say it without another read.
import { eq } from 'drizzle-orm';
import { FOLLOWS_MAX, type FollowKind, SAVED_SEARCHES_MAX } from '../../shared/schemas/follows.ts';
import type { Database } from '../db/connect.ts';
import { bills, candidates, officials } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../platform/http-error.ts';
import { addFollow, followedAuthors, followsOf, isFollowing, removeFollow, type StoredFollowKind } from '../repositories/follows.ts';
import { unsubscribe } from '../repositories/subscriptions.ts';
import type { UserRow } from '../repositories/users.ts';
import { isSubscribed, subscribeTo } from './subscriptions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The stored spelling of a target: ids as the database prints them; a search as its distinct words in lower
 * case, sorted, so 'Tax climate' and 'climate tax tax' are one search (a bill matches either the same way).
 */
export function normalTarget(kind: FollowKind, target: string): string {
  const trimmed = target.trim();
  if (kind === 'author') {
    if (!UUID.test(trimmed.toLowerCase())) throw badRequest('target must be a user id');
    return trimmed.toLowerCase();
  }
  if (kind === 'official' || kind === 'bill' || kind === 'candidate') {
    if (!/^[1-9]\d{0,9}$/.test(trimmed) || Number(trimmed) > 2_147_483_647) throw badRequest('target must be an id');
    return trimmed;
  }
  return kind === 'search' ? [...new Set(readableSearch(trimmed).split(' '))].sort().join(' ') : trimmed;
}

/** A search's words as the reader wrote them, in lower case and single-spaced: what their list shows. */
const readableSearch = (target: string) => target.trim().toLowerCase().replace(/\s+/g, ' ');

/** Where each kind is shown; subjects and searches list bills. */
export function followPath(kind: FollowKind, target: string): string {
  if (kind === 'official') return `/officials/${target}`;
  if (kind === 'bill') return `/bills/${target}`;
  if (kind === 'candidate') return `/candidates/${target}`;
  if (kind === 'author') return `/users/${target}`;
  return '/legislation';
}

/** The name a follow is listed under; 404 when the official, bill or candidate does not exist. */
async function labelOf(db: Database, kind: StoredFollowKind, target: string, typed: string): Promise<string> {
  if (kind === 'subject') return `Subject: ${target}`;
  if (kind === 'search') return `Search: “${readableSearch(typed)}”`;
  const id = Number(target);
  const [row] =
    kind === 'official'
      ? await db.select({ label: officials.name }).from(officials).where(eq(officials.id, id))
      : kind === 'bill'
        ? await db.select({ label: bills.billNumber }).from(bills).where(eq(bills.id, id))
        : await db.select({ label: candidates.name }).from(candidates).where(eq(candidates.id, id));
  if (!row) throw notFound(`${kind[0]!.toUpperCase()}${kind.slice(1)} not found`);
  return row.label;
}

export async function checkFollowing(db: Database, user: UserRow, kind: FollowKind, target: string) {
  const key = normalTarget(kind, target);
  return kind === 'author' ? isSubscribed(db, user.id, key) : isFollowing(db, user.id, kind, key);
}

/**
 * `created` is false when it was already followed. 409 when the reader's list is full: the request is sound,
 * the state of their list refuses it, and unfollowing something makes the same request succeed.
 */
export async function startFollowing(db: Database, user: UserRow, kind: FollowKind, target: string): Promise<{ created: boolean }> {
  const key = normalTarget(kind, target);
  if (kind === 'author') return { created: (await subscribeTo(db, user, key)).created };
  const added = await addFollow(db, { userId: user.id, kind, target: key, label: await labelOf(db, kind, key, target) }, FOLLOW_LIMITS);
  if (added === 'full') throw conflict(`You follow ${FOLLOWS_MAX} things, the most one reader can. Unfollow something to follow this.`);
  if (added === 'searches full')
    throw conflict(`You follow ${SAVED_SEARCHES_MAX} saved searches, the most one reader can. Unfollow a search to follow this one.`);
  return { created: added === 'created' };
}

const FOLLOW_LIMITS = { all: FOLLOWS_MAX, searches: SAVED_SEARCHES_MAX };

export async function stopFollowing(db: Database, user: UserRow, kind: FollowKind, target: string) {
  const key = normalTarget(kind, target);
  if (kind === 'author') await unsubscribe(db, user.id, key);
  else await removeFollow(db, user.id, kind, key);
}

/** Everything the reader follows, newest first, each with where it is shown. */
export async function followList(db: Database, userId: string) {
  const [own, authors] = await Promise.all([followsOf(db, userId), followedAuthors(db, userId)]);
  const all = [...own, ...authors.map((a) => ({ ...a, kind: 'author' as const }))];
  return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((f) => ({ ...f, path: followPath(f.kind, f.target) }));
}
