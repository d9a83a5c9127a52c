import { z } from 'zod';
import { parseRace } from '../races.ts';
import { idParams } from '../schemas/common.ts';
import { stateCode } from '../schemas/districts.ts';
import { officialMoney, race, raceSummary } from '../schemas/races.ts';
import { defineEndpoint } from './contract.ts';

export const raceParams = z.strictObject({
  race: z
    .string()
    .max(12)
    .refine((segment) => parseRace(segment) !== undefined, {
      error: "race must be a state and a district ('NY-14', 'VT-0') or 'senate' ('VT-senate')",
    }),
});

/** A 2026 race: its candidates side by side and who holds the seat now. Public. */
export const getRace = defineEndpoint({ method: 'GET', path: '/api/races/:race', params: raceParams, status: 200, response: race });

/** A state's 2026 races with candidates, Senate first, then the House districts in order. Public. */
export const listRaces = defineEndpoint({
  method: 'GET',
  path: '/api/races',
  query: z.strictObject({ state: stateCode }),
  status: 200,
  response: z.array(raceSummary),
});

/** An official's campaign figures of every imported FEC cycle, linked by their FEC ids. Public. */
export const getOfficialMoney = defineEndpoint({
  method: 'GET',
  path: '/api/officials/:id/money',
  params: idParams,
  status: 200,
  response: officialMoney,
});
