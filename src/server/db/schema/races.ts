// Races: candidates, the FEC's candidate summaries and the link from officials to their FEC candidate ids
// (docs/decisions/0250-fec-bulk-races.md).
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { ElectionResults } from '../../../shared/schemas/election-results.ts';
import type { PrimaryResult } from '../../../shared/schemas/races.ts';
import { type StateCandidateSource, type StateOfficeGroup, stateOfficesOf } from '../../../shared/state-races.ts';
import { commentCount, createdAt, searchPart, searchVector, tsvector } from './columns.ts';
import { officials } from './legislation.ts';

/**
 * The candidate list's score sorts, each one never-null key so a cursor stays one value: an unscored
 * candidate (null) sorts as -1 read descending and as 11 read ascending, so it comes last both ways.
 */
export const candidateScoreKeys = {
  highest: (score: AnyPgColumn | SQL): SQL => sql`coalesce(${score}, -1)`,
  lowest: (score: AnyPgColumn | SQL): SQL => sql`coalesce(${score}, 11)`,
};

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);

export type Donation = { type?: string; source: string; date?: string; amount: number };

/**
 * The FEC totals beside the finance rows: the cycle, cash on hand and debts at its coverage end, and the
 * results the FEC's line has (absent when it has none).
 */
export type FecSummary = { cycle: number; cashOnHand: number; debts: number; coverageEnd: string | null; results?: ElectionResults };

/**
 * The candidates' office groups as the list filter's values (docs/decisions/0111-pagination.md): an office
 * in no group is null, shown only under 'All'. Kept in the row so the filter is an index lookup.
 */
const withImported = (group: StateOfficeGroup, offices: readonly string[]) => [...new Set([...offices, ...stateOfficesOf(group)])];
export const OFFICE_GROUP_OFFICES = {
  federal: ['house', 'senate'],
  state: withImported('state', [
    'governor',
    'lieutenant governor',
    'attorney general',
    'secretary of state',
    'state treasurer',
    'state comptroller',
  ]),
  'state-legislature': withImported('state-legislature', ['state house', 'state senate', 'state assembly']),
  local: withImported('local', ['mayor', 'city council', 'county executive', 'district attorney']),
};

function officeGroup(office: AnyPgColumn): SQL {
  // Offices arrive trimmed (the API trims them; imports write fixed names), so trim() is belt and braces.
  const key = sql`lower(trim(${office}))`;
  const listed = (offices: readonly string[]) =>
    sql.join(
      offices.map((o) => sql.raw(`'${o}'`)),
      sql`, `,
    );
  const when = Object.entries(OFFICE_GROUP_OFFICES).map(
    ([group, offices]) => sql`when ${key} in (${listed(offices)}) then ${sql.raw(`'${group}'`)}`,
  );
  return sql`case ${sql.join(when, sql` `)} when lower(${office}) like '%local%' then 'local' end`;
}

/**
 * Names in the A to Z order: case-insensitive, the same on every server whatever its locale, and without
 * quote marks, so a quoted nickname ('"Holden" Hoggatt') sorts by its letters rather than first
 * (docs/decisions/0322-races-that-agree.md).
 */
export const candidateNameKey = (name: AnyPgColumn) => sql`lower(translate(${name}, ${sql.raw(`'''"‘’“”'`)}, '')) collate "C"`;

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
    // From the FEC's totals of the candidate's latest cycle (below): the money sort's key, and
    // I(ncumbent), C(hallenger) or O(pen seat).
    raised: numeric('raised', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    incumbency: text('incumbency', { enum: ['I', 'C', 'O'] }),
    fecSummary: jsonb('fec_summary').$type<FecSummary>(),
    // A 2026 state or local candidate's list (docs/decisions/0337-state-and-local-races.md): its source, the
    // candidacy's key in it (the idempotency key of those imports), the race's address, and what the list says:
    // the filing's day and status, or the primary's result; a campaign's e-mail as filed (never a home address
    // or a phone, which the Montana filings also carry).
    source: text('source').$type<StateCandidateSource>(),
    sourceKey: text('source_key').unique(),
    raceKey: text('race_key'),
    filingDate: date('filing_date', { mode: 'string' }),
    primaryResult: jsonb('primary_result').$type<PrimaryResult>(),
    campaignEmail: text('campaign_email'),
    commentCount: commentCount(),
    createdAt: createdAt(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => searchVector(searchPart(candidates.name, 'A'), searchPart(candidates.office, 'B'), searchPart(candidates.bio, 'C')),
      ),
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
    index('candidates_race_key_idx').on(t.raceKey),
    // A state's list in the default order: without it a page reads the state's every row, or the score index
    // until 21 of the state's turn up.
    index('candidates_state_highest_idx').on(t.state, candidateScoreKeys.highest(t.effectiveScore), t.id),
  ],
);

/**
 * One FEC candidate's campaign totals for one two-year cycle (an "all candidates" bulk line), kept for every
 * candidate of every imported file, also those not running now: an official's page shows both cycles.
 */
export const candidateCycles = pgTable(
  'candidate_cycles',
  {
    fecCandidateId: text('fec_candidate_id').notNull(),
    cycle: integer('cycle').notNull(),
    name: text('name').notNull(),
    // I(ncumbent), C(hallenger), O(pen seat); the FEC leaves some lines without one.
    incumbency: text('incumbency'),
    party: text('party').notNull(),
    receipts: money('receipts'),
    disbursements: money('disbursements'),
    individual: money('individual'),
    pacs: money('pacs'),
    partyCommittees: money('party_committees'),
    candidateMoney: money('candidate_money'),
    loans: money('loans'),
    cashOnHand: money('cash_on_hand'),
    debts: money('debts'),
    coverageEnd: date('coverage_end'),
  },
  (t) => [
    primaryKey({ columns: [t.fecCandidateId, t.cycle] }),
    check('candidate_cycles_incumbency_known', sql`${t.incumbency} in ('I', 'C', 'O')`),
  ],
);

/** An official's FEC candidate ids (congress-legislators `id.fec`): the link from a candidate to a voting record. */
export const officialFecIds = pgTable(
  'official_fec_ids',
  {
    fecCandidateId: text('fec_candidate_id').primaryKey(),
    officialId: integer('official_id')
      .notNull()
      .references(() => officials.id, { onDelete: 'cascade' }),
  },
  (t) => [index('official_fec_ids_official_idx').on(t.officialId)],
);
