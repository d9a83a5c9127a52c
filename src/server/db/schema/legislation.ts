// Legislation: bills, officials, roll calls and every member's position, and the votes a bill's score rests on.
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
} from 'drizzle-orm/pg-core';
import { billNumberKey, commentCount, createdAt, searchPart, searchVector, tsvector } from './columns.ts';

/**
 * The score sorts of the bill list as keys whose parts all run one way, so that one row comparison finds
 * the next page and one btree range serves it (docs/decisions/0111-pagination.md, Bills). Unscored bills
 * (a null score) come last both ways: a flag leads, and the score is coalesced so no part is ever null,
 * which would make the row comparison null. 'highest' is read descending, 'lowest' ascending; the
 * repository orders by these same expressions (so the planner matches them to the indexes below) and
 * builds a cursor's side of the comparison from them too.
 */
export const billScoreKeys = {
  // Newest First, by a bill's listed date (its introduction, else its first roll call): bills with
  // neither (known only from a list's latest action) come after the dated ones, the same way.
  newest: (listed: AnyPgColumn | SQL): SQL[] => [sql`(${listed} is not null)`, sql`coalesce(${listed}, '-infinity'::timestamptz)`],
  highest: (score: AnyPgColumn | SQL): SQL[] => [sql`(${score} is not null)`, sql`coalesce(${score}, 0)`],
  lowest: (score: AnyPgColumn | SQL): SQL[] => [sql`(${score} is null)`, sql`coalesce(${score}, 0)`],
};

/**
 * The vote kind of a measure from its titles (bills.voteKind). Case-insensitive patterns over the real titles:
 * 'An executive resolution authorizing the en bloc consideration in Executive Session of certain nominations…',
 * 'Providing for consideration of the bill (H.R. 7148)…', 'Setting forth the congressional budget for the
 * United States Government…', 'Making continuing appropriations…', '…Appropriations Act, 2026', 'A bill to
 * rescind certain budget authority…'; a bill to authorize appropriations (a defense authorization) is legislation.
 */
function billVoteKind(titles: SQL): SQL {
  return sql`case
    when ${titles} ~* '^(providing for|relating to) (the )?consideration of' then 'procedure'
    when ${titles} ~* 'en bloc consideration.*nominations' then 'nomination'
    when ${titles} ~* 'congressional budget for the united states'
      or ${titles} ~* 'rescind.*budget authority'
      or (${titles} ~* 'appropriations' and ${titles} !~* 'authoriz[a-z]* appropriations') then 'budget'
    else 'passage' end`;
}

export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    billNumber: text('bill_number').notNull(),
    title: text('title').notNull(),
    // The name readers know the bill by ('Laken Riley Act'), where a source gives one apart from the formal
    // title: the House's roll calls name it (docs/decisions/0324-bill-dates-and-names.md).
    shortTitle: text('short_title'),
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
    // What a vote to pass it is, read from its title (docs/decisions/0330-vote-kinds-and-exclusions.md):
    // 'nomination' for a resolution that only authorises the en bloc consideration of nominations, 'procedure'
    // for a House rule (a resolution providing for the consideration of other measures), 'budget' for a budget
    // resolution, an appropriations or stopgap funding bill or a rescission, else 'passage' (legislation).
    // Generated, so every bill, imported or typed, old or new, is classified by this one rule.
    voteKind: text('vote_kind')
      .notNull()
      .generatedAlwaysAs((): SQL => billVoteKind(sql`${bills.title} || ' ' || coalesce(${bills.shortTitle}, '')`)),
    // Staff have taken the bill out of officials' scores: its votes stay on the record and count in none.
    excludedFromScores: boolean('excluded_from_scores').notNull().default(false),
    // Congress.gov's policy area and latest action, when the bill came from there.
    policyArea: text('policy_area'),
    latestAction: text('latest_action'),
    latestActionDate: timestamp('latest_action_date', { withTimezone: true }),
    passedDate: timestamp('passed_date', { withTimezone: true }),
    // Null when no source recorded it (a bill known only from Congress.gov's list, which gives the latest
    // action but not the introduction).
    introducedDate: timestamp('introduced_date', { withTimezone: true }),
    // The day (midnight UTC, as the introduction) of the first roll call on the bill, kept by every roll
    // call import: a bill known only from its votes is dated by it (docs/decisions/0324-bill-dates-and-names.md).
    firstVoteDate: timestamp('first_vote_date', { withTimezone: true }),
    // The date the bill is listed and sorted by: its introduction, else its first roll call.
    listedDate: timestamp('listed_date', { withTimezone: true }).generatedAlwaysAs(
      (): SQL => sql`coalesce(${bills.introducedDate}, ${bills.firstVoteDate})`,
    ),
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
    index('bills_level_newest_idx').on(t.level, ...billScoreKeys.newest(t.listedDate), t.id),
    index('bills_level_state_newest_idx').on(t.level, t.state, ...billScoreKeys.newest(t.listedDate), t.id),
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
 * No voters on the chamber's scale (−1 most conservative, +1 most progressive). Congress's roll call has its
 * clerk's number; a state legislature's has its state and no number (LegiScan numbers none), its chamber in
 * Open States' words (docs/decisions/0326-statehouse-scaling.md).
 */
export type InferredBasis = {
  rollCallId: number;
  rollCallKey: string;
  chamber: 'house' | 'senate' | 'upper' | 'lower' | 'legislature';
  number: number | null;
  // Absent on Congress's (and on every basis stored before state chambers were scaled).
  state?: string;
  votedAt: string;
  yes: number;
  no: number;
  yesMean: number;
  noMean: number;
};

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
    // 'federal' (Congress), 'state' (a state legislator, governor or statewide officer) or 'local' (a mayor).
    level: text('level').notNull().default('federal'),
    // The chamber a legislator sits in: 'house' or 'senate' in Congress; a state's 'lower', 'upper' or
    // 'legislature' (one chamber), Open States' words, as on state roll calls. Null for an executive
    // (a governor, a statewide officer, a mayor), who casts no roll-call votes.
    chamber: text('chamber'),
    state: text('state').notNull(),
    district: text('district'),
    bioguideId: text('bioguide_id').unique(),
    // Open States' person id ('ocd-person/…'): the identity of a state or local official across imports.
    openstatesId: text('openstates_id').unique(),
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
      (): SQL =>
        sql`case when ${officials.scoredVoteCount} > 0 then round(${officials.votePoints}::numeric / ${officials.scoredVoteCount})::integer end`,
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
    check('officials_level_known', sql`${t.level} in ('federal', 'state', 'local')`),
    check(
      'officials_chamber_known',
      sql`${t.chamber} is null or (${t.level} = 'federal' and ${t.chamber} in ('house', 'senate')) or (${t.level} = 'state' and ${t.chamber} in ('lower', 'upper', 'legislature'))`,
    ),
    index('officials_level_state_idx').on(t.level, t.state),
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
 * rollCallPositions; the score ledger is still the votes table. Congress's roll calls are 'federal'; a
 * state legislature's come from LegiScan datasets (docs/decisions/0321-legiscan-datasets.md) and have no
 * Congress, session or number of Congress's kind.
 */
export const rollCalls = pgTable(
  'roll_calls',
  {
    id: serial('id').primaryKey(),
    // 'house:119:1:17', 'senate:119:1:7': the same identity votes.roll_call carries; 'legiscan:1599823'
    // for a state legislature's (LegiScan's roll_call_id).
    key: text('key').notNull().unique(),
    // 'federal' or 'state'.
    level: text('level').notNull().default('federal'),
    // A state roll call's two-letter state; null for Congress.
    state: text('state'),
    // 'house' or 'senate' for Congress; a state's 'lower', 'upper', 'legislature' (one chamber) or 'joint'
    // (a joint committee), Open States' words for them.
    chamber: text('chamber').notNull(),
    // Congress, its session (1 or 2) and the clerk's number: set on every federal roll call, null on state ones.
    congress: integer('congress'),
    session: integer('session'),
    number: integer('number'),
    // The LegiScan session a state roll call belongs to (statehouses' legiscan_sessions.session_id).
    legiscanSessionId: integer('legiscan_session_id'),
    // A vote of the whole chamber, not of one of its committees: committee votes are kept and shown but
    // never placed on a scale. Every federal roll call is one (domain/state-chambers.ts says it for states).
    floor: boolean('floor').notNull().default(true),
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
    check('roll_calls_level_known', sql`${t.level} in ('federal', 'state')`),
    check(
      'roll_calls_chamber_known',
      sql`(${t.level} = 'federal' and ${t.chamber} in ('house', 'senate')) or (${t.level} = 'state' and ${t.chamber} in ('lower', 'upper', 'legislature', 'joint'))`,
    ),
    check(
      'roll_calls_federal_numbered',
      sql`${t.level} = 'state' or (${t.congress} is not null and ${t.session} is not null and ${t.number} is not null)`,
    ),
    check('roll_calls_state_has_session', sql`${t.level} = 'federal' or (${t.state} is not null and ${t.legiscanSessionId} is not null)`),
    index('roll_calls_bill_idx').on(t.billId, t.votedAt),
    index('roll_calls_voted_idx').on(t.votedAt),
    index('roll_calls_legiscan_session_idx').on(t.legiscanSessionId),
  ],
);

/** A roll call's tally of one party; `absent` only where the source tells absent members from those not voting (LegiScan). */
export type PartyTally = { party: string; yes: number; no: number; present: number; notVoting: number; absent?: number };

/** How each member voted on a roll call, members who are not (or no longer) officials here included. */
export const rollCallPositions = pgTable(
  'roll_call_positions',
  {
    rollCallId: integer('roll_call_id')
      .notNull()
      .references(() => rollCalls.id, { onDelete: 'cascade' }),
    // The source's member id: bioguide for the House, LIS for the Senate, 'legiscan:{people_id}' for a state legislator.
    memberKey: text('member_key').notNull(),
    name: text('name').notNull(),
    party: text('party').notNull(),
    state: text('state').notNull(),
    // 'Yes', 'No', 'Present', 'Not Voting' (imports/vote-classification.ts normalizeVoteCast); 'Absent' too
    // for a state legislator, whom LegiScan records apart from those present and not voting.
    position: text('position').notNull(),
    officialId: integer('official_id').references(() => officials.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.rollCallId, t.memberKey] }),
    // An official's attendance: every roll call they were recorded in.
    index('roll_call_positions_official_idx').on(t.officialId),
  ],
);
