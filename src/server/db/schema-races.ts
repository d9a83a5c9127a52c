// The FEC's candidate summaries and the link from officials to their FEC candidate ids
// (docs/decisions/0250-fec-bulk-races.md).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { officials } from './schema.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);

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
