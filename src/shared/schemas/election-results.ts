import { z } from 'zod';

const result = z.enum(['won', 'lost']);

/**
 * The elections of a cycle the FEC's file gives a candidate a result for; one it has none for is absent
 * (docs/decisions/0322-races-that-agree.md).
 */
export const electionResults = z.object({
  special: result.optional(),
  primary: result.optional(),
  runoff: result.optional(),
  general: result.optional(),
});
export type ElectionResults = z.infer<typeof electionResults>;
