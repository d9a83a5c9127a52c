// The comparison page's part of its first data, checked by that page's own code.
import { z } from 'zod';
import { comparison } from '../../schemas/compare.ts';

export const compareFirstData = z.object({
  /** /compare?officials=…: the comparison GET /api/compare answers for those officials, in that order. */
  comparison: comparison.optional(),
});
