import { z } from 'zod';
import { COMPARE_MAX, COMPARE_MIN } from '../constants.ts';
import { idList } from '../schemas/common.ts';
import { comparison } from '../schemas/compare.ts';
import { defineEndpoint } from './contract.ts';

/** Two to four distinct official ids, in the order given. */
export const officialIdList = idList('officials', 'official').refine((ids) => ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX, {
  error: `officials must name ${COMPARE_MIN} to ${COMPARE_MAX} different officials`,
});

/** Two to four officials side by side: public, the same for everyone who asks about the same officials. */
export const compareOfficials = defineEndpoint({
  method: 'GET',
  path: '/api/compare',
  query: z.strictObject({ officials: officialIdList }),
  status: 200,
  response: comparison,
});
