// A committee's page's part of its first data, checked by that page's own code.
import { z } from 'zod';
import { committeeDetail } from '../../schemas/contact.ts';

export const committeeFirstData = z.object({
  /** /committee/{id}: the committee as GET /api/committees/{id} answers it. */
  committee: committeeDetail.optional(),
});
