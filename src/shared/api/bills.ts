import { z } from 'zod';
import { BILL_LEVELS, BILL_STATUSES } from '../constants.ts';
import { bill, billDetail, billScoreExclusion, billScoreUpdate, newBill, refreshBillsResult } from '../schemas/bills.ts';
import { idParams } from '../schemas/common.ts';
import { rollCall } from '../schemas/roll-calls.ts';
import { defineEndpoint } from './contract.ts';
import { pageQuery } from './pagination.ts';
import { recordFilters } from './record-filters.ts';

/**
 * 20 long bills (a 30-word title, a 600-word summary, a 90-word analysis) gzip to under 30 KB, the
 * first-screen budget; bills of typical length to far less (docs/decisions/0111-pagination.md, Bills).
 */
export const BILL_PAGE = { default: 20, max: 100 } as const;

/** The bills sorts: Newest First (introduced date), Highest Score, Lowest Score; newest the default. */
export const BILL_SORTS = ['newest', 'highest', 'lowest'] as const;
export type BillSort = (typeof BILL_SORTS)[number];

/** A state as the bills list and a state's feed take it. */
export const BILL_STATE = z
  .string()
  .trim()
  .min(1, { error: 'state must not be empty' })
  .max(50, { error: 'state must be at most 50 characters' })
  // Imported state bills store the postal code in capitals; 'ny' means the same state.
  .transform((state) => (/^[a-z]{2}$/i.test(state) ? state.toUpperCase() : state));

export const billListQuery = pageQuery(BILL_PAGE.default, BILL_PAGE.max)
  .extend({
    level: z.enum(BILL_LEVELS, { error: "level must be 'federal' or 'state'" }).default('federal'),
    state: BILL_STATE.optional(),
    status: z.enum(BILL_STATUSES, { error: `status must be one of ${BILL_STATUSES.join(', ')}` }).optional(),
    sort: z.enum(BILL_SORTS, { error: `sort must be one of ${BILL_SORTS.join(', ')}` }).default('newest'),
    /** Introduced in this range, and in this chamber (a federal bill's number says which: H.R., S., …). */
    ...recordFilters,
  })
  .superRefine((query, ctx) => {
    if (query.chamber !== undefined && query.level !== 'federal')
      ctx.addIssue({ code: 'custom', path: ['chamber'], message: 'chamber requires level=federal' });
    // Federal bills carry no state, so a state with level=federal could only ever answer nothing.
    if (query.state !== undefined && query.level !== 'state')
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'state requires level=state' });
  });
export type BillListQuery = z.output<typeof billListQuery>;

/** The Legislative Tracker's list: one level (federal by default), optionally one state and status. */
export const listBills = defineEndpoint({
  method: 'GET',
  path: '/api/bills',
  query: billListQuery,
  status: 200,
  response: z.array(bill),
  paginated: true,
});

/** The states dropdown: each state that appears on a state-level bill, once. */
export const listBillStates = defineEndpoint({ method: 'GET', path: '/api/bills/states', status: 200, response: z.array(z.string()) });

/** A bill's page: the bill, and a state bill's sponsors, history and links (docs/decisions/0329-state-bills-on-screen.md). */
export const getBill = defineEndpoint({ method: 'GET', path: '/api/bills/:id', params: idParams, status: 200, response: billDetail });

export const createBill = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/bills',
  body: newBill,
  status: 201,
  response: bill,
  idempotent: true,
});

export const refreshBills = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/bills/refresh',
  status: 200,
  response: refreshBillsResult,
});

/** Staff: set (or clear) a bill's score and analysis; officials' and candidates' scores follow at once. */
export const setBillScore = defineEndpoint({
  method: 'PUT',
  auth: 'staff',
  path: '/api/bills/:id/score',
  params: idParams,
  body: billScoreUpdate,
  status: 200,
  response: bill,
});

/** Staff: exclude a bill from officials' scores, or include it again; its voters are rescored at once. */
export const setBillScoreExclusion = defineEndpoint({
  method: 'PUT',
  auth: 'staff',
  path: '/api/bills/:id/score-exclusion',
  params: idParams,
  body: billScoreExclusion,
  status: 200,
  response: bill,
});

/**
 * Every roll call on the bill, oldest first (a bill has a handful: cloture, amendments, passage); a state
 * bill's committee votes with its floor votes, each marked.
 */
export const listBillRollCalls = defineEndpoint({
  method: 'GET',
  path: '/api/bills/:id/roll-calls',
  params: idParams,
  status: 200,
  response: z.array(rollCall),
});
