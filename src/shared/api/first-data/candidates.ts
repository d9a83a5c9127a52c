// The Candidates tab's part of a page's first data, checked by the tab's own code.
import { z } from 'zod';
import { candidate } from '../../schemas/candidates.ts';
import { firstPage } from '../pagination.ts';

export const candidatesFirstData = z.object({
  /** /candidates: the first page of the list at its starting filter and sort (TAB_FIRST_LISTS). */
  candidates: firstPage(candidate).optional(),
  /** /candidates/{id}: that candidate, as GET /api/candidates/{id} answers it. */
  candidate: candidate.optional(),
});
