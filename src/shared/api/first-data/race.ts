// A race's page's part of its first data, checked by that page's own code.
import { z } from 'zod';
import { race } from '../../schemas/races.ts';

export const raceFirstData = z.object({
  /** /race/{race}: the race as GET /api/races/{race} answers it. */
  race: race.optional(),
});
