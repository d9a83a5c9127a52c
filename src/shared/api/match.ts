// A reader's stances and match: theirs alone, read and written only by them (docs/decisions/0162-your-match.md).
import { z } from 'zod';
import { idParams } from '../schemas/common.ts';
import { billStance, match, stanceInput } from '../schemas/match.ts';
import { defineEndpoint } from './contract.ts';

export const listStances = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/me/stances',
  status: 200,
  response: z.array(billStance),
});

export const setStance = defineEndpoint({
  method: 'PUT',
  auth: 'user',
  path: '/api/me/stances/:id',
  params: idParams,
  body: stanceInput,
  status: 200,
  response: billStance,
});

export const clearStance = defineEndpoint({
  method: 'DELETE',
  auth: 'user',
  path: '/api/me/stances/:id',
  params: idParams,
  status: 204,
  response: null,
});

/** Every official (and candidate matched to one) with a vote on a bill the reader marked, best match first. */
export const listMatches = defineEndpoint({ method: 'GET', auth: 'user', path: '/api/me/matches', status: 200, response: z.array(match) });
