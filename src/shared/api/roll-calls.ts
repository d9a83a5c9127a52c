// A roll call's member positions (docs/decisions/0131-roll-calls.md).
import { z } from 'zod';
import { idParams } from '../schemas/common.ts';
import { ROLL_CALL_KINDS, rollCall, rollCallPosition } from '../schemas/roll-calls.ts';
import { defineEndpoint } from './contract.ts';
import { pageQuery } from './pagination.ts';
import { recordFilters } from './record-filters.ts';

/** Roll calls are a couple of hundred bytes each without their positions. */
export const ROLL_CALL_PAGE = { default: 100, max: 500 } as const;

export const rollCallsQuery = pageQuery(ROLL_CALL_PAGE.default, ROLL_CALL_PAGE.max).extend({
  ...recordFilters,
  kind: z.enum(ROLL_CALL_KINDS, { error: `kind must be one of ${ROLL_CALL_KINDS.join(', ')}` }).optional(),
});

export type RollCallsQuery = z.output<typeof rollCallsQuery>;

/** Every roll call, newest first: by date range, chamber and kind; each one's positions at …/positions. */
export const listRollCalls = defineEndpoint({
  method: 'GET',
  path: '/api/roll-calls',
  query: rollCallsQuery,
  status: 200,
  response: z.array(rollCall),
  paginated: true,
});

/** How every member voted, by name; whole (a chamber is at most 441 members). */
export const listRollCallPositions = defineEndpoint({
  method: 'GET',
  path: '/api/roll-calls/:id/positions',
  params: idParams,
  status: 200,
  response: z.array(rollCallPosition),
});
