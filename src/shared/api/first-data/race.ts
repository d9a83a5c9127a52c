// A race's page's part of its first data, checked by that page's own code.
import { z } from 'zod';
import { race, stateRace } from '../../schemas/races.ts';

export const raceFirstData = z.object({
  /** /race/{race}: a House or Senate race as GET /api/races/{race} answers it. */
  race: race.optional(),
  /** /race/{race}: a state or local race as GET /api/state-races/{race} answers it. */
  stateRace: stateRace.optional(),
});
