// The filters of the public record (docs/decisions/0272-record-filters.md): a date range, inclusive, in
// Washington's calendar (a vote at 11 pm Eastern is on that day, whatever UTC says), and a chamber.
import { z } from 'zod';
import { calendarDate } from '../schemas/common.ts';

export const RECORD_CHAMBERS = ['house', 'senate'] as const;
export type RecordChamber = (typeof RECORD_CHAMBERS)[number];

export const recordFilters = {
  /** On or after this day (YYYY-MM-DD, Eastern time). */
  from: calendarDate.optional(),
  /** On or before this day (YYYY-MM-DD, Eastern time). */
  to: calendarDate.optional(),
  chamber: z.enum(RECORD_CHAMBERS, { error: `chamber must be one of ${RECORD_CHAMBERS.join(', ')}` }).optional(),
};

export type RecordFilter = { from?: string | undefined; to?: string | undefined; chamber?: RecordChamber | undefined };
