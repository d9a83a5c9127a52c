// Statehouses: the state legislatures as LegiScan's datasets give them (docs/decisions/0321-legiscan-datasets.md).
// Their bills are rows of `bills` (level 'state') and their roll calls rows of `roll_calls` (level 'state'),
// with every legislator's position in `roll_call_positions`; what only LegiScan knows is here, under
// LegiScan's own ids, so a later import of the same session can tell what changed.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bills, officials } from './legislation.ts';

/** One legislative session of one state, as the last dataset imported for it described it. */
export const legiscanSessions = pgTable(
  'legiscan_sessions',
  {
    // LegiScan's session_id.
    sessionId: integer('session_id').primaryKey(),
    state: text('state').notNull(),
    yearStart: integer('year_start').notNull(),
    yearEnd: integer('year_end').notNull(),
    special: boolean('special').notNull(),
    // LegiScan's session_name ('91st General Assembly') and session_title ('2025-2026 Regular Session'); a
    // CSV dataset gives only its folder ('2025-2025_1st_Special_Session'), which serves as both.
    name: text('name').notNull(),
    title: text('title').notNull(),
    // getDatasetList's dataset_hash and dataset_date, when known (a dataset named as LegiScan names them
    // carries both); else the date is the newest file's in the archive.
    datasetHash: text('dataset_hash'),
    datasetDate: date('dataset_date', { mode: 'string' }),
    // 'csv' or 'json', and the SHA-256 of the archive last imported: the same archive again is not read.
    format: text('format').notNull(),
    archiveSha256: text('archive_sha256').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('legiscan_sessions_format_known', sql`${t.format} in ('csv', 'json')`), index('legiscan_sessions_state_idx').on(t.state)],
);

/**
 * A legislator (or a committee that sponsors bills: committeeId not 0) as LegiScan knows them, with the
 * identifiers other sources share (Ballotpedia's page, Vote Smart, FollowTheMoney, OpenSecrets) by which
 * they are joined to Open States people and so to officials.
 */
export const legiscanPeople = pgTable(
  'legiscan_people',
  {
    // LegiScan's people_id: the same person across sessions.
    peopleId: integer('people_id').primaryKey(),
    state: text('state').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    suffix: text('suffix'),
    nickname: text('nickname'),
    // The party's letter as LegiScan gives it (D, R, I, L, G, N); null for a committee.
    party: text('party'),
    // LegiScan's role as given ('Rep', 'Sen', 'Jnt') and the chamber it means ('lower', 'upper',
    // 'legislature', 'joint'; null when unknown).
    role: text('role'),
    chamber: text('chamber'),
    // As given: 'HD-061A', 'SD-010'.
    district: text('district'),
    committeeId: integer('committee_id').notNull().default(0),
    ballotpedia: text('ballotpedia'),
    votesmartId: integer('votesmart_id'),
    followthemoneyEid: integer('followthemoney_eid'),
    opensecretsId: text('opensecrets_id'),
    knowwhoPid: integer('knowwho_pid'),
    // The official this legislator is, joined through Open States by the identifiers both carry; null
    // until joined (or when no current Open States person is them). joinedBy says which identifier did it:
    // 'ballotpedia', 'votesmart' or 'name-district'.
    officialId: integer('official_id').references(() => officials.id, { onDelete: 'set null' }),
    joinedBy: text('joined_by'),
    // LegiScan's person_hash (JSON datasets), or the SHA-256 of the people.csv row (CSV datasets give none):
    // a person whose hash reads the same is not written again.
    personHash: text('person_hash').notNull(),
    // The dataset that last wrote the person: an older one imported later does not undo a newer one.
    sessionId: integer('session_id')
      .notNull()
      .references(() => legiscanSessions.sessionId),
    datasetDate: date('dataset_date', { mode: 'string' }),
  },
  (t) => [
    check('legiscan_people_joined_by_known', sql`${t.joinedBy} is null or ${t.joinedBy} in ('ballotpedia', 'votesmart', 'name-district')`),
    index('legiscan_people_state_idx').on(t.state),
    index('legiscan_people_ballotpedia_idx').on(t.ballotpedia),
    index('legiscan_people_official_idx').on(t.officialId),
  ],
);

/** A state bill's LegiScan record: its ids, change hash, status code and links. */
export const legiscanBills = pgTable(
  'legiscan_bills',
  {
    // LegiScan's bill_id; the bill's row in `bills` has sourceKey 'legiscan:{bill_id}'.
    legiscanBillId: integer('legiscan_bill_id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .unique()
      .references(() => bills.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => legiscanSessions.sessionId),
    // LegiScan's change_hash (JSON datasets), or the SHA-256 of the bill's rows in bills.csv, sponsors.csv
    // and history.csv (CSV datasets give none): a bill whose hash reads the same is not written again.
    changeHash: text('change_hash').notNull(),
    // LegiScan's status code (0–6) and its date; bills.status holds the tracker's word for it.
    status: integer('status').notNull(),
    statusDate: date('status_date', { mode: 'string' }),
    // The committee the bill waits in, when it does.
    pendingCommittee: text('pending_committee'),
    // LegiScan's permanent page of the bill, and the state legislature's own.
    url: text('url').notNull(),
    stateLink: text('state_link'),
  },
  (t) => [index('legiscan_bills_session_idx').on(t.sessionId)],
);

/** Who sponsors a state bill, in LegiScan's order (1 first). */
export const legiscanSponsors = pgTable(
  'legiscan_sponsors',
  {
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    peopleId: integer('people_id')
      .notNull()
      .references(() => legiscanPeople.peopleId),
    position: integer('position').notNull(),
    // LegiScan's sponsor_type_id (1 primary, 2 co-sponsor, 3 joint); CSV datasets do not give it.
    sponsorType: integer('sponsor_type'),
  },
  (t) => [primaryKey({ columns: [t.billId, t.peopleId] }), index('legiscan_sponsors_people_idx').on(t.peopleId)],
);

/** A state bill's history: every action in order, with its date and the chamber it happened in. */
export const billActions = pgTable(
  'bill_actions',
  {
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    // 'lower', 'upper', 'legislature' or 'joint'; null where the source names none (the governor's actions).
    chamber: text('chamber'),
    action: text('action').notNull(),
  },
  (t) => [primaryKey({ columns: [t.billId, t.sequence] })],
);
