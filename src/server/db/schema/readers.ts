// Readers: comments and their votes, subscriptions to staff authors, places and stances; and following
// officials, bills, candidates, authors, subjects and saved searches (docs/decisions/0260-follows-and-events.md):
// what each reader follows, one event row per thing that happened (written in the transaction of the
// change), and each reader's digest choice and the digests already sent.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { bills, rollCalls } from './legislation.ts';
import { articles } from './newsroom.ts';
import { candidates } from './races.ts';

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    votes: integer('votes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('comments_exactly_one_target', sql`num_nonnulls(${t.articleId}, ${t.billId}, ${t.candidateId}) = 1`),
    // Each discussion and each user's comments come a page at a time, newest first: the keyset
    // (created_at, id) after the equality on the target or author, so a page reads only its own rows.
    index('comments_article_idx').on(t.articleId, t.createdAt, t.id),
    index('comments_bill_idx').on(t.billId, t.createdAt, t.id),
    index('comments_candidate_idx').on(t.candidateId, t.createdAt, t.id),
    index('comments_user_idx').on(t.userId, t.createdAt, t.id),
    index('comments_parent_idx').on(t.parentId),
  ],
);

/**
 * One vote per reader on a comment, up (+1) or down (-1); comments.votes is their sum, kept in the same
 * transaction (docs/decisions/0232-comment-votes.md). Taking a vote back deletes its row.
 */
export const commentVotes = pgTable(
  'comment_votes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    check('comment_votes_value_one', sql`${t.value} in (-1, 1)`),
    index('comment_votes_user_idx').on(t.userId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('subscriptions_pair_unique').on(t.subscriberId, t.authorId),
    check('subscriptions_not_self', sql`${t.subscriberId} <> ${t.authorId}`),
    index('subscriptions_author_idx').on(t.authorId),
  ],
);

/**
 * Where a reader votes, kept so their officials follow them across devices
 * (docs/decisions/0160-zip-to-district-lookup.md). Private to its owner; the zip is null when the reader
 * chose a state and district instead. District 0 is an at-large seat; the statehouse districts came with a
 * ZIP (docs/decisions/0333-state-districts-by-zip.md).
 */
export const readerPlaces = pgTable(
  'reader_places',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    zip: text('zip'),
    state: text('state').notNull(),
    district: integer('district').notNull(),
    // The statehouse districts, as Open States names them on officials ('62A', 'Belknap 1'); null when not
    // given (a place chosen by congressional district). Nebraska's one chamber is the upper.
    upperDistrict: text('upper_district'),
    lowerDistrict: text('lower_district'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reader_places_district_range', sql`${t.district} between 0 and 99`)],
);

/**
 * A reader's own position on a bill, 'support' or 'oppose', from which their match with each official is
 * counted (docs/decisions/0162-your-match.md). Private to its owner.
 */
export const readerBillStances = pgTable(
  'reader_bill_stances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    stance: text('stance').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.billId] }), check('reader_bill_stances_known', sql`${t.stance} in ('support', 'oppose')`)],
);

export const FOLLOW_KINDS = ['official', 'bill', 'candidate', 'author', 'subject', 'search'] as const;
export const DIGEST_FREQUENCIES = ['none', 'immediately', 'daily', 'weekly'] as const;

/**
 * What a reader follows. A staff author is followed through the `subscriptions` table the spec defines,
 * so 'author' never appears here: one place says who follows whom.
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FOLLOW_KINDS }).notNull(),
    // An official's, bill's or candidate's id, a policy area, or a search's distinct words (lower case, sorted).
    target: text('target').notNull(),
    // The name shown in the reader's list, taken when they followed.
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('follows_user_kind_target_unique').on(t.userId, t.kind, t.target),
    check('follows_kind_known', sql`${t.kind} in ('official', 'bill', 'candidate', 'subject', 'search')`),
    // New bills are matched against the saved searches and subjects anyone follows.
    index('follows_kind_target_idx').on(t.kind, t.target),
  ],
);

/**
 * One row per thing that happened, never one per follower: a reader's inbox joins it to their follows.
 * `topicKind`/`topicKey` say what it is about (a bill, an author, a candidate, a subject, a search); a
 * roll call also carries its id, so a followed official's votes are found through that roll call's positions.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['roll_call', 'bill_status', 'bill_action', 'bill_new', 'article', 'candidate_figures'] }).notNull(),
    topicKind: text('topic_kind', { enum: ['bill', 'author', 'candidate', 'subject', 'search', 'roll_call'] }).notNull(),
    topicKey: text('topic_key').notNull(),
    rollCallId: integer('roll_call_id').references(() => rollCalls.id, { onDelete: 'cascade' }),
    // What the inbox and the digest say, and where the line links (a path inside the app).
    title: text('title').notNull(),
    path: text('path').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_topic_idx').on(t.topicKind, t.topicKey, t.id), index('events_roll_call_idx').on(t.rollCallId)],
);

/** A reader's digest choice; `sentThrough` is the newest event a digest already told them about. */
export const digestSettings = pgTable(
  'digest_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: DIGEST_FREQUENCIES }).notNull().default('none'),
    sentThrough: bigint('sent_through', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('digest_settings_frequency_known', sql`${t.frequency} in ('none', 'immediately', 'daily', 'weekly')`),
    index('digest_settings_frequency_idx').on(t.frequency),
  ],
);

/** Each digest once: the instance whose insert of its key wins sends it; every other skips it. */
export const digestSends = pgTable('digest_sends', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sendKey: text('send_key').notNull().unique(),
  events: integer('events').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
