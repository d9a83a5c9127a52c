// Following officials, bills, candidates, authors, subjects and saved searches (docs/decisions/0260-follows-and-events.md):
// what each reader follows, one event row per thing that happened (written in the transaction of the
// change), and each reader's digest choice and the digests already sent.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { rollCalls, users } from './schema.ts';

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
  (t) => [check('digest_settings_frequency_known', sql`${t.frequency} in ('none', 'immediately', 'daily', 'weekly')`), index('digest_settings_frequency_idx').on(t.frequency)],
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
