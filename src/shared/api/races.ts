import { z } from 'zod';
import { parseRace } from '../races.ts';
import { idParams } from '../schemas/common.ts';
import { stateCode } from '../schemas/districts.ts';
import { officialMoney, race, raceSummary, stateRace } from '../schemas/races.ts';
import { parseStateRace } from '../state-races.ts';
import { defineEndpoint } from './contract.ts';

const RACE_FORMS = "a state and a district ('NY-14', 'VT-0') or 'senate' ('VT-senate')";

/** A House or Senate race's address. */
export const raceParams = z.strictObject({
  race: z
    .string()
    .max(12)
    .refine((segment) => parseRace(segment) !== undefined, { error: `race must be ${RACE_FORMS}` }),
});

/** A state or local race's address: a state and the office's words ('MT-state-house-12', 'OR-governor'). */
export const stateRaceParams = z.strictObject({
  race: z
    .string()
    .max(100)
    .refine((segment) => parseStateRace(segment) !== undefined, {
      error: "race must be a state and an office ('MT-state-house-12', 'OR-governor')",
    }),
});

/** Either kind of race's address, as the candidate list's race filter takes it. */
export const anyRace = z
  .string()
  .max(100)
  .refine((segment) => parseRace(segment) !== undefined || parseStateRace(segment) !== undefined, {
    error: `race must be ${RACE_FORMS}, or a state and an office ('MT-state-house-12')`,
  });

/** A 2026 race: its candidates side by side and who holds the seat now. Public. */
export const getRace = defineEndpoint({ method: 'GET', path: '/api/races/:race', params: raceParams, status: 200, response: race });

/** A 2026 state or local race: its candidates, how each fared in the primary, and who holds the seat. Public. */
export const getStateRace = defineEndpoint({
  method: 'GET',
  path: '/api/state-races/:race',
  params: stateRaceParams,
  status: 200,
  response: stateRace,
});

/**
 * A state's 2026 races with candidates: Senate first, then the House districts in order, then its state and
 * local races (statewide offices first, then the legislature's districts). Public.
 */
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
