// Calling or writing one's officials (docs/decisions/0280-contact-your-officials.md): their offices and
// committees from the congress-legislators files, the calls readers log, and wrong numbers they report.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bills, officials } from './legislation.ts';

/**
 * An official's offices: the Washington one (kind 'washington', from their current term) and each district
 * office; a state legislator's capitol office is kind 'capitol' (docs/decisions/0333-state-districts-by-zip.md). Replaced whole by every legislators import, so an office the file no longer lists goes.
 */
export const officialOffices = pgTable(
  'official_offices',
  {
    // The file's own office id ('A000055-cullman'); the Washington office is '<bioguide>-washington'.
    id: text('id').primaryKey(),
    officialId: integer('official_id')
      .notNull()
      .references(() => officials.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // The file's order, which the offices' own sites mostly follow.
    position: integer('position').notNull(),
    address: text('address'),
    suite: text('suite'),
    building: text('building'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    fax: text('fax'),
    hours: text('hours'),
  },
  (t) => [
    index('official_offices_official_idx').on(t.officialId, t.position),
    check('official_offices_kind_known', sql`${t.kind} in ('washington', 'capitol', 'district')`),
  ],
);

/** Where an official takes messages on the web, and their official social accounts (handle by network). */
export const officialContactLinks = pgTable('official_contact_links', {
  officialId: integer('official_id')
    .primaryKey()
    .references(() => officials.id, { onDelete: 'cascade' }),
  contactForm: text('contact_form'),
  website: text('website'),
  social: jsonb('social').$type<Record<string, string>>().notNull().default({}),
});

/** Committees and subcommittees by their thomas id ('HSAG', a subcommittee 'HSAG15'). */
export const committees = pgTable(
  'committees',
  {
    id: text('id').primaryKey(),
    // Null for a full committee; a subcommittee's committee.
    parentId: text('parent_id'),
    name: text('name').notNull(),
    // 'house', 'senate', 'joint'.
    chamber: text('chamber').notNull(),
    url: text('url'),
    jurisdiction: text('jurisdiction'),
    position: integer('position').notNull(),
  },
  (t) => [index('committees_parent_idx').on(t.parentId, t.position)],
);

export const committeeMembers = pgTable(
  'committee_members',
  {
    committeeId: text('committee_id')
      .notNull()
      .references(() => committees.id, { onDelete: 'cascade' }),
    officialId: integer('official_id')
      .notNull()
      .references(() => officials.id, { onDelete: 'cascade' }),
    // 'majority' or 'minority' side of the committee.
    side: text('side').notNull(),
    rank: integer('rank'),
    // 'Chairman', 'Ranking Member', 'Ex Officio'…; null for a member without one.
    title: text('title'),
  },
  (t) => [primaryKey({ columns: [t.committeeId, t.officialId] }), index('committee_members_official_idx').on(t.officialId)],
);

/**
 * A call (or message) a signed-in reader logged: private to them. Public counts are counted from these rows,
 * and the unique day key keeps one counted call per reader, official and bill a day (a second log that day
 * changes its outcome instead).
 */
export const contactCalls = pgTable(
  'contact_calls',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    officialId: integer('official_id')
      .notNull()
      .references(() => officials.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    day: date('day').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('contact_calls_once_a_day').on(t.userId, t.officialId, t.billId, t.day),
    index('contact_calls_bill_idx').on(t.billId),
    index('contact_calls_official_idx').on(t.officialId),
    check('contact_calls_outcome_known', sql`${t.outcome} in ('reached', 'voicemail', 'busy')`),
  ],
);

/**
 * A reader's report that an office's number is wrong, until staff resolve it. A reader has at most one
 * open report per office: a repeat updates it (docs/decisions/0315-one-open-wrong-number-report.md).
 */
export const wrongNumberReports = pgTable(
  'wrong_number_reports',
  {
    id: serial('id').primaryKey(),
    officeId: text('office_id')
      .notNull()
      .references(() => officialOffices.id, { onDelete: 'cascade' }),
    // The number as the reader saw it: the office's number may change before staff look.
    phone: text('phone').notNull(),
    note: text('note').notNull().default(''),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Enforced by the database, so two repeats racing each other still leave one row (the upsert's target).
    uniqueIndex('wrong_number_reports_one_open_idx').on(t.reportedBy, t.officeId).where(sql`${t.resolvedAt} is null`),
    // Staff's pages: open reports oldest first, then resolved ones latest first, each a keyset read.
    index('wrong_number_reports_open_order_idx').on(t.reportedAt, t.id).where(sql`${t.resolvedAt} is null`),
    index('wrong_number_reports_resolved_order_idx').on(t.resolvedAt, t.id).where(sql`${t.resolvedAt} is not null`),
  ],
);
