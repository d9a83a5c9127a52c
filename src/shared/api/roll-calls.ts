// A roll call's member positions (docs/decisions/0131-roll-calls.md).
import { z } from 'zod';
import { idParams } from '../schemas/common.ts';
import { rollCallPosition } from '../schemas/roll-calls.ts';
import { defineEndpoint } from './contract.ts';

/** How every member voted, by name; whole (a chamber is at most 441 members). */
export const listRollCallPositions = defineEndpoint({
  method: 'GET',
  path: '/api/roll-calls/:id/positions',
  params: idParams,
  status: 200,
  response: z.array(rollCallPosition),
});
