// Accounts: users, their credentials, sessions, sign-in throttles, security events and account mail.
import { sql } from 'drizzle-orm';
import { check, index, integer, json, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
  (t) => [index('audit_events_created_idx').on(t.createdAt, t.id), index('audit_events_subject_idx').on(t.subjectUserId, t.createdAt)],
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
