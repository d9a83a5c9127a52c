// The whole data model of SPEC.md §3 as a Drizzle pg-core schema. Migrations in /migrations are
// generated from this file (`npm run db:generate`) and apply unchanged to PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    bio: text('bio'),
    isStaff: integer('is_staff').notNull().default(0),
    lastCheckedNotifications: timestamp('last_checked_notifications', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_is_staff_flag', sql`${t.isStaff} in (0, 1)`)],
);

// Passwords live apart from `users` (DESIGN.md §4) so no query of users can ever leak a hash.
export const passwordCredentials = pgTable('password_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

// Links an OpenID Connect subject to a local user; the subject, not the email, is the stable key.
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('oidc_identities_user_idx').on(t.userId)],
);

// Same shape as connect-pg-simple's table (SPEC.md §3), so sessions survive restarts and scale out.
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    // An author's articles go with the author: deleting a user is an erasure request.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    readTime: integer('read_time').notNull().default(5),
    votes: integer('votes').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('articles_read_time_positive', sql`${t.readTime} >= 1`),
    // (author, date) serves both an author's posts and the notification count (new posts by followed authors).
    index('articles_user_published_idx').on(t.userId, t.publishedAt),
    index('articles_published_idx').on(t.publishedAt),
  ],
);

export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    billNumber: text('bill_number').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    status: text('status').notNull(),
    level: text('level').notNull(),
    state: text('state'),
    progressiveScore: integer('progressive_score').notNull(),
    progressiveAnalysis: text('progressive_analysis').notNull(),
    passedDate: timestamp('passed_date', { withTimezone: true }),
    introducedDate: timestamp('introduced_date', { withTimezone: true }).notNull().defaultNow(),
    // Idempotency key of imported bills: level, state, number and congress/session
    // (e.g. 'federal:117:hr:3076'). Null for bills staff add by hand.
    sourceKey: text('source_key').unique(),
  },
  (t) => [
    check('bills_level_known', sql`${t.level} in ('federal', 'state')`),
    check('bills_state_level_has_state', sql`${t.level} = 'federal' or ${t.state} is not null`),
    check('bills_score_range', sql`${t.progressiveScore} between 0 and 10`),
    index('bills_level_state_idx').on(t.level, t.state),
    index('bills_introduced_idx').on(t.introducedDate),
    index('bills_number_idx').on(t.billNumber),
  ],
);

export type Donation = { type?: string; source: string; date?: string; amount: number };

export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    party: text('party').notNull(),
    office: text('office').notNull(),
    state: text('state').notNull(),
    district: text('district'),
    bio: text('bio'),
    donations: jsonb('donations').$type<Donation[]>().notNull().default([]),
    legislationBacked: text('legislation_backed').array().notNull().default(sql`'{}'::text[]`),
    progressiveScore: integer('progressive_score').notNull(),
    progressiveAnalysis: text('progressive_analysis').notNull(),
    website: text('website'),
    imageUrl: text('image_url'),
    // OpenFEC candidate id: the idempotency key of imported candidates.
    fecCandidateId: text('fec_candidate_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('candidates_score_range', sql`${t.progressiveScore} between 0 and 10`),
    index('candidates_state_idx').on(t.state),
    index('candidates_name_idx').on(t.name),
  ],
);

export const officials = pgTable(
  'officials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    party: text('party').notNull(),
    office: text('office').notNull(),
    state: text('state').notNull(),
    district: text('district'),
    bioguideId: text('bioguide_id').unique(),
    // Senate LIS member id (e.g. 'S354'): Senate roll-call XML names senators by it.
    lisId: text('lis_id').unique(),
    imageUrl: text('image_url'),
    bio: text('bio'),
    termStart: date('term_start'),
    termEnd: date('term_end'),
    website: text('website'),
    createdAt: createdAt(),
  },
  (t) => [index('officials_state_idx').on(t.state), index('officials_name_idx').on(t.name)],
);

export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    officialId: integer('official_id')
      .notNull()
      .references(() => officials.id, { onDelete: 'cascade' }),
    // Kept when a bill is deleted (set null) so the history still shows 'Bill information not available'.
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    vote: text('vote').notNull(),
    // Identity of the roll call, e.g. 'house:119:1:17' or 'senate:119:1:7'. Null for hand-entered votes.
    rollCall: text('roll_call'),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('votes_official_roll_call_unique').on(t.officialId, t.rollCall),
    // An official's history is read newest first.
    index('votes_official_voted_idx').on(t.officialId, t.votedAt),
    index('votes_bill_idx').on(t.billId),
  ],
);

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
    index('comments_article_idx').on(t.articleId),
    index('comments_bill_idx').on(t.billId),
    index('comments_candidate_idx').on(t.candidateId),
    index('comments_user_idx').on(t.userId, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
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

// One-off facts about this database, e.g. that the demo seed has run, so a restart never seeds twice.
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
