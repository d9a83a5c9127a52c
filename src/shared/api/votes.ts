// GET /api/votes: every vote a page at a time, newest first, optionally one official's or one bill's.
import { z } from 'zod';
import { serialId } from '../schemas/common.ts';
import { vote } from '../schemas/officials.ts';
import { defineEndpoint } from './contract.ts';
import { VOTE_PAGE } from './officials.ts';
import { pageQuery } from './pagination.ts';

export const votesQuery = pageQuery(VOTE_PAGE.default, VOTE_PAGE.max).extend({
  officialId: serialId.optional(),
  billId: serialId.optional(),
});

export const listVotes = defineEndpoint({
  method: 'GET',
  path: '/api/votes',
  query: votesQuery,
  status: 200,
  response: z.array(vote),
  paginated: true,
});
