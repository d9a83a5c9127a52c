// The whole data model as a Drizzle pg-core schema. Migrations in /migrations are
// generated from this file (`npm run db:generate`) and apply unchanged to PGlite and PostgreSQL.
import { type SQL, sql } from 'drizzle-orm';
import { ARTICLE_KINDS } from '../../shared/constants.ts';
import type { RevisionField } from '../../shared/schemas/articles.ts';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The comments on an article, bill or candidate, stored so a list never counts them per row: moved by one
 * per comment inserted or deleted, by a deferred trigger at commit (migration comment-count-increments,
 * docs/decisions/0291-comment-count-increments.md).
 */
const commentCount = () => integer('comment_count').notNull().default(0);

// Full-text search (docs/decisions/0120-server-side-search.md). Drizzle has no tsvector type; the column is
// only ever read inside SQL, so its TypeScript side is the text Postgres prints.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One weighted part of a search vector: the English stems (so 'policy' finds 'policies') and the words as
 * written (so a half-typed 'electi' still prefixes 'election', whose stem is 'elect').
 */
function searchPart(column: AnyPgColumn, weight: 'A' | 'B' | 'C'): SQL {
  const text = sql`coalesce(${column}, '')`;
  return sql`setweight(to_tsvector('english', ${text}) || to_tsvector('simple', ${text}), ${sql.raw(`'${weight}'`)})`;
}

const searchVector = (...parts: SQL[]) => sql.join(parts, sql` || `);

/**
 * A bill number as letters and digits only, lower case: 'H.R. 3424', 'hr3424' and 'H R 3424' are one key.
 * Only ASCII is kept before lower() so the key never depends on the database's locale; the search
 * repository builds a query's key the same way.
 */
const billNumberKey = (column: AnyPgColumn) => sql`lower(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g'))`;

/**
 * The score sorts of the bill list as keys whose parts all run one way, so that one row comparison finds
 * the next page and one btree range serves it (docs/decisions/0111-pagination.md, Bills). Unscored bills
 * (a null score) come last both ways: a flag leads, and the score is coalesced so no part is ever null,
 * which would make the row comparison null. 'highest' is read descending, 'lowest' ascending; the
 * repository orders by these same expressions (so the planner matches them to the indexes below) and
 * builds a cursor's side of the comparison from them too.
 */
export const billScoreKeys = {
  // Newest First: bills whose introduced date no source recorded (known only from a list's latest
  // action) come after the dated ones, the same way.
  newest: (introduced: AnyPgColumn | SQL): SQL[] => [sql`(${introduced} is not null)`, sql`coalesce(${introduced}, '-infinity'::timestamptz)`],
  highest: (score: AnyPgColumn | SQL): SQL[] => [sql`(${score} is not null)`, sql`coalesce(${score}, 0)`],
  lowest: (score: AnyPgColumn | SQL): SQL[] => [sql`(${score} is null)`, sql`coalesce(${score}, 0)`],
};

/**
 * The candidate list's score sorts, each one never-null key so a cursor stays one value: an unscored
 * candidate (null) sorts as -1 read descending and as 11 read ascending, so it comes last both ways.
 */
export const candidateScoreKeys = {
  highest: (score: AnyPgColumn | SQL): SQL => sql`coalesce(${score}, -1)`,
  lowest: (score: AnyPgColumn | SQL): SQL => sql`coalesce(${score}, 11)`,
};

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
    // When the owner of the address proved it (a mailed link, a password reset, an OIDC provider that
    // vouches for it, or the operator's shell). Null: unproven, so never staff and never linked to OIDC.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Raised each time the account's sessions are revoked together (sign out everywhere, a password
    // change or reset): links mailed to the account that work without a session (a digest's unsubscribe)
    // are signed with it, so they stop working with the sessions.
    tokenGeneration: integer('token_generation').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_is_staff_flag', sql`${t.isStaff} in (0, 1)`),
    // User Management's pages: oldest first, emails (unique) breaking ties, read as a keyset.
    index('users_created_email_idx').on(t.createdAt, t.email),
  ],
);

// Passwords live apart from `users` so no query of users can ever leak a hash.
export const passwordCredentials = pgTable('password_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Single-use links sent by mail (verify an address, reset a password). Only a hash of the token is
// stored, so a copy of the database cannot be turned into working links.
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The address the link was sent to: a link proves only that address, even if the account's changes.
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_tokens_purpose_known', sql`${t.purpose} in ('verify-email', 'reset-password')`),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    index('email_tokens_expires_idx').on(t.expiresAt),
  ],
);

// Failed sign-ins counted per account (normalized email) and per client address, shared by every app
// instance on the database (docs/decisions/0101-sign-in-throttling.md).
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_throttles_last_failure_idx').on(t.lastFailureAt)],
);

// Security events (sign-ins, failures, lockouts, staff changes, password changes): who, what, when and
// from where. Rows outlive the accounts they name (set null), so the trail is never rewritten.
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    // Who did it (null: a visitor, or the operator's shell) and whom it concerned.
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The address typed or concerned, kept as text so a failure against no account is still recorded.
    email: text('email'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt, t.id),
    index('audit_events_subject_idx').on(t.subjectUserId, t.createdAt),
  ],
);

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

// Same shape as connect-pg-simple's table, so sessions survive restarts and scale out.
// The extra columns let a user see and end their sessions, and let a password change or a staff
// revocation end every session of one user (docs/decisions/0100-session-lifetimes.md).
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true }).notNull(),
    // What the sessions list shows and what 'Sign out' names: never the sid itself.
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
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
    commentCount: commentCount(),
    // A draft's publishedAt is when it was written; publishing sets it to that moment (docs/decisions/0170-drafts.md).
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('published'),
    // Set when a published article is edited; a draft's edits are not news to readers.
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    // News, analysis, explainer or opinion: the label readers see (docs/decisions/0234-article-kinds.md).
    kind: text('kind', { enum: ARTICLE_KINDS }).notNull().default('news'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => searchVector(searchPart(articles.title, 'A'), searchPart(articles.excerpt, 'B'), searchPart(articles.category, 'C'))),
  },
  (t) => [
    check('articles_read_time_positive', sql`${t.readTime} >= 1`),
    check('articles_status_known', sql`${t.status} in ('draft', 'published')`),
    check('articles_image_has_alt', sql`${t.imageUrl} is null or ${t.imageAlt} is not null`),
    check('articles_kind_known', sql`${t.kind} in ('news', 'analysis', 'explainer', 'opinion')`),
    // (author, date, id) serves both an author's posts, a page at a time (the keyset (date, id)), and the
    // notification count (new posts by followed authors).
    index('articles_user_published_idx').on(t.userId, t.publishedAt, t.id),
    index('articles_published_idx').on(t.publishedAt),
    index('articles_search_idx').using('gin', t.search),
  ],
);

// An article as it was before an edit: who made the edit, when, and which fields it changed
// (docs/decisions/0171-article-revisions.md). Restoring one is an edit, so it leaves a revision too.
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    changedFields: text('changed_fields').array().$type<RevisionField[]>().notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    readTime: integer('read_time').notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    // The kind of work it was labelled then: a change of label is an edit like any other (docs/decisions/0236-revisions-keep-the-kind.md).
    kind: text('kind', { enum: ARTICLE_KINDS }).notNull().default('news'),
    createdAt: createdAt(),
  },
  (t) => [index('article_revisions_article_idx').on(t.articleId, t.createdAt, t.id)],
);

// Corrections readers see at an article's foot, oldest first; a later edit never removes one.
export const articleCorrections = pgTable(
  'article_corrections',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('article_corrections_article_idx').on(t.articleId, t.createdAt, t.id)],
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
    // Null: not yet scored (no rubric rule matched and no staff member has scored it). An unscored bill
    // counts in no official's or candidate's score (docs/decisions/0130-unscored-bills.md).
    progressiveScore: integer('progressive_score'),
    progressiveAnalysis: text('progressive_analysis').notNull(),
    // Who set the score: 'rubric' (the import's published rubric), 'inferred' (from its passage roll call)
    // or 'staff'; null while unscored. A staff score wins; else the inferred one; else the rubric's
    // (docs/decisions/0205-roll-call-scaling.md).
    scoreSource: text('score_source'),
    // The score inferred from the bill's passage roll call and what it rests on, kept apart so clearing a
    // staff score brings it back; written only by the scaling's recompute (analysis/recompute-scaling.ts).
    inferredScore: integer('inferred_score'),
    inferredBasis: jsonb('inferred_basis').$type<InferredBasis>(),
    // Congress.gov's policy area and latest action, when the bill came from there.
    policyArea: text('policy_area'),
    latestAction: text('latest_action'),
    latestActionDate: timestamp('latest_action_date', { withTimezone: true }),
    passedDate: timestamp('passed_date', { withTimezone: true }),
    // Null when no source recorded it (a bill known only from Congress.gov's list, which gives the latest
    // action but not the introduction).
    introducedDate: timestamp('introduced_date', { withTimezone: true }),
    commentCount: commentCount(),
    // Idempotency key of imported bills: level, state, number and congress/session
    // (e.g. 'federal:117:hr:3076'). Null for bills staff add by hand.
    sourceKey: text('source_key').unique(),
    billNumberKey: text('bill_number_key')
      .notNull()
      .generatedAlwaysAs((): SQL => billNumberKey(bills.billNumber)),
    // The number counts as title text too, as printed ('h.r', '3424') and as its key ('hr3424'), so a
    // half-typed 'hr34' prefixes it.
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchVector(
            searchPart(bills.title, 'A'),
            sql`setweight(to_tsvector('simple', ${bills.billNumber} || ' ' || ${billNumberKey(bills.billNumber)}), 'A')`,
            searchPart(bills.summary, 'B'),
          ),
      ),
  },
  (t) => [
    check('bills_level_known', sql`${t.level} in ('federal', 'state')`),
    check('bills_state_level_has_state', sql`${t.level} = 'federal' or ${t.state} is not null`),
    check('bills_score_range', sql`${t.progressiveScore} between 0 and 10`),
    check('bills_score_source_known', sql`${t.scoreSource} in ('rubric', 'staff', 'inferred')`),
    check('bills_inferred_score_range', sql`${t.inferredScore} between 1 and 10`),
    // One index per filter (a level, or a level and a state) and sort the Legislative Tracker offers, so a
    // page is an index range read in order: no sort, whatever the table holds. Newest First and Highest
    // Score read their index backwards.
    index('bills_level_newest_idx').on(t.level, ...billScoreKeys.newest(t.introducedDate), t.id),
    index('bills_level_state_newest_idx').on(t.level, t.state, ...billScoreKeys.newest(t.introducedDate), t.id),
    index('bills_level_highest_idx').on(t.level, ...billScoreKeys.highest(t.progressiveScore), t.id),
    index('bills_level_state_highest_idx').on(t.level, t.state, ...billScoreKeys.highest(t.progressiveScore), t.id),
    index('bills_level_lowest_idx').on(t.level, ...billScoreKeys.lowest(t.progressiveScore), t.id),
    index('bills_level_state_lowest_idx').on(t.level, t.state, ...billScoreKeys.lowest(t.progressiveScore), t.id),
    index('bills_number_idx').on(t.billNumber),
    index('bills_number_key_idx').on(t.billNumberKey),
    index('bills_search_idx').using('gin', t.search),
  ],
);

/**
 * The roll call an inferred score comes from: its Yes and No counts, and the mean positions of its Yes and
 * No voters on the chamber's scale (−1 most conservative, +1 most progressive).
 */
export type InferredBasis = {
  rollCallId: number;
  rollCallKey: string;
  chamber: 'house' | 'senate';
  number: number;
  votedAt: string;
  yes: number;
  no: number;
  yesMean: number;
  noMean: number;
};

export type Donation = { type?: string; source: string; date?: string; amount: number };

/** The FEC totals beside the finance rows: the cycle, cash on hand and debts at its coverage end. */
export type FecSummary = { cycle: number; cashOnHand: number; debts: number; coverageEnd: string | null };

/**
 * The candidates' office groups as the list filter's values (docs/decisions/0111-pagination.md): an office
 * in no group is null, shown only under 'All'. Kept in the row so the filter is an index lookup.
 */
export const OFFICE_GROUP_OFFICES = {
  federal: ['house', 'senate'],
  state: ['governor', 'lieutenant governor', 'attorney general', 'secretary of state', 'state treasurer', 'state comptroller'],
  'state-legislature': ['state house', 'state senate', 'state assembly'],
  local: ['mayor', 'city council', 'county executive', 'district attorney'],
} as const;

function officeGroup(office: AnyPgColumn): SQL {
  // Offices arrive trimmed (the API trims them; imports write fixed names), so trim() is belt and braces.
  const key = sql`lower(trim(${office}))`;
  const listed = (offices: readonly string[]) => sql.join(offices.map((o) => sql.raw(`'${o}'`)), sql`, `);
  const when = Object.entries(OFFICE_GROUP_OFFICES).map(
    ([group, offices]) => sql`when ${key} in (${listed(offices)}) then ${sql.raw(`'${group}'`)}`,
  );
  return sql`case ${sql.join(when, sql` `)} when lower(${office}) like '%local%' then 'local' end`;
}

/** Names in the A to Z order: case-insensitive, and the same on every server whatever its locale. */
export const candidateNameKey = (name: AnyPgColumn) => sql`lower(${name}) collate "C"`;

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
    // The staff's score (1–10 on entry). Null: no staff member has scored the candidate; the FEC imports never
    // set one (docs/decisions/0252-unscored-candidates.md).
    progressiveScore: integer('progressive_score'),
    progressiveAnalysis: text('progressive_analysis').notNull(),
    website: text('website'),
    imageUrl: text('image_url'),
    // OpenFEC candidate id: the idempotency key of imported candidates.
    fecCandidateId: text('fec_candidate_id').unique(),
    // From the FEC's totals of the candidate's latest cycle (schema-races.ts): the money sort's key, and
    // I(ncumbent), C(hallenger) or O(pen seat).
    raised: numeric('raised', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    incumbency: text('incumbency', { enum: ['I', 'C', 'O'] }),
    fecSummary: jsonb('fec_summary').$type<FecSummary>(),
    commentCount: commentCount(),
    createdAt: createdAt(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => searchVector(searchPart(candidates.name, 'A'), searchPart(candidates.office, 'B'), searchPart(candidates.bio, 'C'))),
    officeGroup: text('office_group').generatedAlwaysAs((): SQL => officeGroup(candidates.office)),
    // The official this candidate matches (domain/official-match.ts) and that official's voting score (null: no
    // counted votes), stored when either side is written (repositories/candidate-scores.ts) so a list
    // sorts by the card's score without matching or aggregating on every read.
    matchedOfficialId: integer('matched_official_id').references((): AnyPgColumn => officials.id, { onDelete: 'set null' }),
    matchedVotingScore: integer('matched_voting_score'),
    // The score the card shows: the adjusted score (staff and voting score averaged, or the voting score
    // alone without a staff score, when the voting score is above 0), else the staff score; null: not yet
    // scored. scoring.ts adjustedProgressiveScore() in SQL.
    effectiveScore: integer('effective_score').generatedAlwaysAs(
      (): SQL =>
        sql`case when ${candidates.matchedVotingScore} > 0 then round((coalesce(${candidates.progressiveScore}, ${candidates.matchedVotingScore}) + ${candidates.matchedVotingScore}) / 2.0)::integer else ${candidates.progressiveScore} end`,
    ),
  },
  (t) => [
    check('candidates_score_range', sql`${t.progressiveScore} between 0 and 10`),
    index('candidates_name_idx').on(t.name),
    index('candidates_search_idx').using('gin', t.search),
    // One (key, id) index per sort, and each again behind the office group for the filtered list.
    index('candidates_highest_idx').on(candidateScoreKeys.highest(t.effectiveScore), t.id),
    index('candidates_lowest_idx').on(candidateScoreKeys.lowest(t.effectiveScore), t.id),
    index('candidates_name_key_idx').on(candidateNameKey(t.name), t.id),
    index('candidates_created_idx').on(t.createdAt, t.id),
    index('candidates_group_highest_idx').on(t.officeGroup, candidateScoreKeys.highest(t.effectiveScore), t.id),
    index('candidates_group_lowest_idx').on(t.officeGroup, candidateScoreKeys.lowest(t.effectiveScore), t.id),
    index('candidates_group_name_key_idx').on(t.officeGroup, candidateNameKey(t.name), t.id),
    index('candidates_group_created_idx').on(t.officeGroup, t.createdAt, t.id),
    index('candidates_matched_official_idx').on(t.matchedOfficialId),
    index('candidates_raised_idx').on(t.raised, t.id),
    index('candidates_group_raised_idx').on(t.officeGroup, t.raised, t.id),
    index('candidates_race_raised_idx').on(t.state, t.office, t.district, t.raised, t.id),
    // A state's list in the default order: without it a page reads the state's every row, or the score index
    // until 21 of the state's turn up.
    index('candidates_state_highest_idx').on(t.state, candidateScoreKeys.highest(t.effectiveScore), t.id),
  ],
);

/**
 * Officials' names in the Unicode root collation (ICU, built into PostgreSQL and PGlite alike), as a reader
 * and the browser's localeCompare order them: 'André' next to 'Andrea', whatever the database's own locale.
 */
export const officialNameKey = (name: AnyPgColumn) => sql`${name} collate "und-x-icu"`;

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
    // The official's record in the score ledger (votes), stored so no read aggregates the votes table:
    // recomputed from their votes in every transaction that writes their votes or the scores of bills they
    // voted on (repositories/official-aggregates.ts, docs/decisions/0140-stored-aggregates.md).
    voteCount: integer('vote_count').notNull().default(0),
    yesCount: integer('yes_count').notNull().default(0),
    noCount: integer('no_count').notNull().default(0),
    // Yes and No votes on scored bills, and the points they earned (scoring.ts votingScore()).
    scoredVoteCount: integer('scored_vote_count').notNull().default(0),
    votePoints: integer('vote_points').notNull().default(0),
    // The rounded average, null without counted votes. Postgres rounds numeric halves away from zero,
    // which equals Math.round for scores, never negative.
    votingScore: integer('voting_score').generatedAlwaysAs(
      (): SQL => sql`case when ${officials.scoredVoteCount} > 0 then round(${officials.votePoints}::numeric / ${officials.scoredVoteCount})::integer end`,
    ),
    // Where the official sits on their chamber's progressive–conservative scale, −1 to +1 (null: not
    // placed), and how many of its roll calls that rests on; written by the scaling's recompute after imports.
    scalePosition: doublePrecision('scale_position'),
    scaleVoteCount: integer('scale_vote_count').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchVector(
            searchPart(officials.name, 'A'),
            searchPart(officials.office, 'B'),
            searchPart(officials.state, 'C'),
            searchPart(officials.party, 'C'),
          ),
      ),
  },
  (t) => [
    index('officials_state_idx').on(t.state),
    index('officials_name_idx').on(t.name),
    // The Highest and Lowest Score sorts, officials without counted votes last either way, then by name.
    index('officials_highest_idx').on(t.votingScore.desc().nullsLast(), officialNameKey(t.name), t.id),
    index('officials_lowest_idx').on(t.votingScore.asc().nullsLast(), officialNameKey(t.name), t.id),
    index('officials_search_idx').using('gin', t.search),
  ],
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
    // Vote pages are read newest first with the keyset (voted_at, id): each index ends in both, so a page
    // of one official's votes, one bill's, or everyone's is an index range scan stopping at the page size.
    index('votes_official_voted_idx').on(t.officialId, t.votedAt, t.id),
    index('votes_bill_voted_idx').on(t.billId, t.votedAt, t.id),
    index('votes_voted_idx').on(t.votedAt, t.id),
  ],
);

/**
 * A roll call as the clerk recorded it: its question, result and tally by party, whether or not it counts
 * in scores (only passage votes on a bill do: docs/decisions/0131-roll-calls.md). Member positions are in
 * rollCallPositions; the score ledger is still the votes table.
 */
export const rollCalls = pgTable(
  'roll_calls',
  {
    id: serial('id').primaryKey(),
    // 'house:119:1:17', 'senate:119:1:7': the same identity votes.roll_call carries.
    key: text('key').notNull().unique(),
    chamber: text('chamber').notNull(),
    congress: integer('congress').notNull(),
    session: integer('session').notNull(),
    number: integer('number').notNull(),
    question: text('question').notNull(),
    result: text('result').notNull(),
    // 'passage', 'cloture', 'procedural', 'amendment', 'nomination' (imports/vote-classification.ts).
    kind: text('kind').notNull(),
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull(),
    sourceUrl: text('source_url'),
    // [{ party, yes, no, present, notVoting }] as the source totals it (or counted from its members).
    partyTally: jsonb('party_tally').$type<PartyTally[]>().notNull(),
    // False when the source gave totals but no member list.
    membersRecorded: boolean('members_recorded').notNull(),
    // SHA-256 of the congress-data file the roll call was last written from (docs/decisions/0200-congress-data-import.md):
    // a rerun skips a file whose bytes have not changed. Null for roll calls only the live imports brought.
    sourceHash: text('source_hash'),
  },
  (t) => [
    check('roll_calls_chamber_known', sql`${t.chamber} in ('house', 'senate')`),
    index('roll_calls_bill_idx').on(t.billId, t.votedAt),
    index('roll_calls_voted_idx').on(t.votedAt),
  ],
);

export type PartyTally = { party: string; yes: number; no: number; present: number; notVoting: number };

/** How each member voted on a roll call, members who are not (or no longer) officials here included. */
export const rollCallPositions = pgTable(
  'roll_call_positions',
  {
    rollCallId: integer('roll_call_id')
      .notNull()
      .references(() => rollCalls.id, { onDelete: 'cascade' }),
    // The source's member id: bioguide for the House, LIS for the Senate.
    memberKey: text('member_key').notNull(),
    name: text('name').notNull(),
    party: text('party').notNull(),
    state: text('state').notNull(),
    // 'Yes', 'No', 'Present', 'Not Voting' (imports/vote-classification.ts normalizeVoteCast).
    position: text('position').notNull(),
    officialId: integer('official_id').references(() => officials.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.rollCallId, t.memberKey] }),
    // An official's attendance: every roll call they were recorded in.
    index('roll_call_positions_official_idx').on(t.officialId),
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

/**
 * The masthead: who publishes the site, how it is funded, its corrections policy and how to reach the
 * newsroom, as staff wrote them (docs/decisions/0235-masthead.md). One row at most; without it the About
 * page shows the defaults an operator replaces.
 */
export const masthead = pgTable(
  'masthead',
  {
    id: integer('id').primaryKey().default(1),
    publisher: text('publisher').notNull(),
    funding: text('funding').notNull(),
    corrections: text('corrections').notNull(),
    contact: text('contact').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('masthead_one_row', sql`${t.id} = 1`)],
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
 * chose a state and district instead. District 0 is an at-large seat.
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

// One-off facts about this database, e.g. that the demo seed has run, so a restart never seeds twice.
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer to each create sent with an Idempotency-Key (docs/decisions/0151-idempotent-creates.md):
 * written in the create's own transaction, so a retry finds it exactly when the create committed. Keys are
 * per caller (`scope`: the user's id) and expire; expired rows are purged and may be taken over.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method and path of the call plus a SHA-256 of its validated body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    /** The answer's body exactly as it was sent (serialized JSON). */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Account mail that anyone can make the site send to an address (verification, address-taken notice,
 * reset link): one row per attempt, so each recipient gets at most a few an hour however many senders
 * name them (docs/decisions/0194-limits-on-every-write.md). Rows older than the window are purged.
 */
export const accountMailSends = pgTable(
  'account_mail_sends',
  {
    id: serial('id').primaryKey(),
    /** The address as stored on the account, lower-cased. */
    recipient: text('recipient').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_mail_sends_recipient_idx').on(t.recipient, t.sentAt)],
);

/**
 * One run of an import, whoever started it (a staff button, `npm run import`, a schedule, 'Run now'):
 * docs/decisions/0241-import-runs-on-record.md. A queued job's run is one row across all its attempts:
 * `attempt` fences a worker that lost its job (a crash, an expired lease) out of the row, and
 * `doneKeys` lets the next attempt resume after the items already written instead of counting them twice.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    // 'members', 'votes', 'bills', 'candidates', 'congress-data'.
    sync: text('sync').notNull(),
    // 'button', 'cli', 'schedule', 'run-now'.
    trigger: text('trigger').notNull(),
    // The queue's job, for runs that went through it; one row per job however often it is retried.
    jobId: text('job_id').unique(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    // 'queued', 'running', 'succeeded', 'failed'.
    status: text('status').notNull(),
    attempt: integer('attempt').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // Items done of total, for the running run's progress; total is null until the source has been listed.
    itemsDone: integer('items_done').notNull().default(0),
    itemsTotal: integer('items_total'),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    doneKeys: jsonb('done_keys').$type<string[]>().notNull().default([]),
    message: text('message'),
  },
  (t) => [
    check('import_runs_status_known', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
    index('import_runs_sync_queued_idx').on(t.sync, t.queuedAt),
    index('import_runs_queued_idx').on(t.queuedAt, t.id),
  ],
);
export * from './schema-open-data.ts';
export * from './schema-follows.ts';
export * from './schema-contact.ts';
export * from './schema-races.ts';
