// The Officials tab's part of a page's first data, checked by the tab's own code.
import { z } from 'zod';
import { official } from '../../schemas/officials.ts';
import { firstPage } from '../pagination.ts';

export const officialsFirstData = z.object({
  /** /officials: the first page of the list at its starting filter and sort (TAB_FIRST_LISTS). */
  officials: firstPage(official).optional(),
  /** /officials/{id}: that official, as GET /api/officials/{id} answers it. */
  official: official.optional(),
});
