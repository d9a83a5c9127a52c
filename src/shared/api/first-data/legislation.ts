// The Legislation tab's part of a page's first data, checked by the tab's own code.
import { z } from 'zod';
import { bill, billDetail } from '../../schemas/bills.ts';
import { firstPage } from '../pagination.ts';

export const legislationFirstData = z.object({
  /** /legislation: the first page of the list at its starting filter and sort (TAB_FIRST_LISTS). */
  bills: firstPage(bill).optional(),
  /** /bills/{id}: that bill, as GET /api/bills/{id} answers it. */
  bill: billDetail.optional(),
});
