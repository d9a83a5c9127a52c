// What readers follow, and their inbox: the events about it, read per reader with a join
// (docs/decisions/0260-follows-and-events.md). Authors are followed through `subscriptions` (SPEC §7).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { executedRows } from '../db/execute-rows.ts';
import { follows, subscriptions, users } from '../db/schema.ts';

export type StoredFollowKind = (typeof follows.$inferSelect)['kind'];

export async function isFollowing(db: Database, userId: string, kind: StoredFollowKind, target: string) {
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.kind, kind), eq(follows.target, target)));
  return row !== undefined;
}

/**
 * Idempotent: following twice keeps the first follow (and its date), even with the list full. A new follow
 * is refused when the reader already has `limits.all` follows, or `limits.searches` saved searches and this
 * is one more. The reader's row is locked first, so two follows at once are counted one after the other
 * and cannot both take the last place.
 */
export async function addFollow(
  db: Database,
  row: { userId: string; kind: StoredFollowKind; target: string; label: string },
  limits: { all: number; searches: number },
): Promise<'created' | 'already' | 'full' | 'searches full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    if (await isFollowing(tx, row.userId, row.kind, row.target)) return 'already';
    const [held] = await tx
      .select({ all: count(), searches: count(sql`case when ${follows.kind} = 'search' then 1 end`) })
      .from(follows)
      .where(eq(follows.userId, row.userId));
    if (held!.all >= limits.all) return 'full';
    if (row.kind === 'search' && held!.searches >= limits.searches) return 'searches full';
    await tx.insert(follows).values(row);
    return 'created';
  });
}

export async function removeFollow(db: Database, userId: string, kind: StoredFollowKind, target: string) {
  await db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.kind, kind), eq(follows.target, target)));
}

export async function followsOf(db: Database, userId: string) {
  return db
    .select({ kind: follows.kind, target: follows.target, label: follows.label, createdAt: follows.createdAt })
    .from(follows)
    .where(eq(follows.userId, userId))
    .orderBy(desc(follows.createdAt), desc(follows.id));
}

/** The authors a reader follows, with the name their list shows. */
export async function followedAuthors(db: Database, userId: string) {
  return db
    .select({ target: subscriptions.authorId, label: authorName, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.authorId))
    .where(eq(subscriptions.subscriberId, userId))
    .orderBy(desc(subscriptions.createdAt));
}

const authorName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), 'A staff author')`;

type Range = { before?: number | null; after?: number; since?: Date; limit?: number };

/**
 * Every (event, follow that brought it) pair for one reader, events after the follow began. Three arms:
 * a followed official's roll calls through their positions, anything keyed by what is followed (a bill,
 * a candidate, a subject, a search), and followed authors' articles. Each arm starts from the reader's
 * few follows and reaches events through an index, and with `limit` keeps only its own newest (each
 * event once), so a page costs what the reader follows, not how many others follow the same things or
 * how long the history is.
 */
// An event counts from the instant its follow began, that instant included: PGlite's clock ticks in
// milliseconds, so a follow and the first event after it can carry the same time.
function matches(userId: string, range: Range) {
  const bounds = [
    range.before == null ? undefined : sql`e.id < ${range.before}`,
    range.after === undefined ? undefined : sql`e.id > ${range.after}`,
    range.since === undefined ? undefined : sql`e.created_at > ${range.since.toISOString()}::timestamptz`,
  ].filter((part) => part !== undefined);
  const also = bounds.length === 0 ? sql`` : sql` and ${sql.join(bounds, sql` and `)}`;
  const newest = range.limit === undefined ? sql`` : sql` order by e.id desc limit ${range.limit}`;
  return sql`
  (select distinct on (e.id) e.id as event_id, 'official' as via_kind, f.target as via_target, f.label as via_label
     from ${follows} f
     join roll_call_positions p on p.official_id = (case when f.kind = 'official' then f.target::int end)
     join events e on e.roll_call_id = p.roll_call_id
    where f.user_id = ${userId} and f.kind = 'official' and e.created_at >= f.created_at${also}${newest})
  union all
  (select e.id, f.kind, f.target, f.label
     from ${follows} f
     join events e on e.topic_kind = f.kind and e.topic_key = f.target
    where f.user_id = ${userId} and f.kind <> 'official' and e.created_at >= f.created_at${also}${newest})
  union all
  (select e.id, 'author', s.author_id::text, ${authorName}
     from ${subscriptions} s
     join ${users} on ${users.id} = s.author_id
     join events e on e.topic_kind = 'author' and e.topic_key = s.author_id::text
    where s.subscriber_id = ${userId} and e.created_at >= s.created_at${also}${newest})`;
}

export type InboxRow = {
  id: number;
  kind: string;
  title: string;
  path: string;
  created_at: string | Date;
  via_kind: string;
  via_target: string;
  via_label: string;
};

/**
 * One page of the inbox, newest first; an event reached through two follows shows once. `before` pages
 * down the list; `after` keeps only events newer than one a digest already told of.
 */
export async function inboxPage(
  db: Database,
  userId: string,
  limit: number,
  range: { before?: number | null; after?: number },
): Promise<InboxRow[]> {
  const result = await db.execute<InboxRow>(sql`
    select distinct on (e.id) e.id, e.kind, e.title, e.path, e.created_at, m.via_kind, m.via_target, m.via_label
      from (${matches(userId, { ...range, limit })}) m
      join events e on e.id = m.event_id
     order by e.id desc, m.via_kind
     limit ${limit}`);
  return executedRows(result);
}

/** Events (articles excepted: the spec's count already has them) that arrived since the reader last marked read. */
export async function unreadEventCount(db: Database, userId: string, lastChecked: Date | null): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(distinct m.event_id)::int as count
      from (${matches(userId, { since: lastChecked ?? new Date(0) })}) m
     where m.via_kind <> 'author'`);
  return Number(executedRows<{ count: number }>(result)[0]?.count ?? 0);
}
