// GET /api/votes: every vote a page at a time, newest first, optionally one official's or one bill's.
import { z } from 'zod';
import { serialId } from '../schemas/common.ts';
import { votesFreshness } from '../schemas/imports.ts';
import { vote } from '../schemas/officials.ts';
import { defineEndpoint } from './contract.ts';
import { VOTE_PAGE } from './officials.ts';
import { pageQuery } from './pagination.ts';
import { recordFilters } from './record-filters.ts';

export const votesQuery = pageQuery(VOTE_PAGE.default, VOTE_PAGE.max).extend({
  officialId: serialId.optional(),
  billId: serialId.optional(),
  ...recordFilters,
});

export const listVotes = defineEndpoint({
  method: 'GET',
  path: '/api/votes',
  query: votesQuery,
  status: 200,
  response: z.array(vote),
  paginated: true,
});

/** When the votes shown were last brought up to date, while the votes sync has fallen behind (the 'Votes as of …' mark). */
export const getVotesFreshness = defineEndpoint({ method: 'GET', path: '/api/freshness/votes', status: 200, response: votesFreshness });
