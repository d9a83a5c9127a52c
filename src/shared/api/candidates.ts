import { z } from 'zod';
import { candidate, newCandidate, refreshCandidatesResult } from '../schemas/candidates.ts';
import { idParams } from '../schemas/common.ts';
import { stateCode } from '../schemas/districts.ts';
import { defineEndpoint } from './contract.ts';
import { pageQuery } from './pagination.ts';
import { anyRace } from './races.ts';

/**
 * Two dozen candidates, donations and backed legislation included, stay well under 30 KB compressed, and
 * 24 fills whole rows of the 1-, 2- and 3-column grids (docs/decisions/0111-pagination.md).
 */
export const CANDIDATE_PAGE = { default: 24, max: 100 } as const;

/** The candidates' office groups (Federal, State, State Legislature, Local); 'all' does not filter. */
export const CANDIDATE_OFFICES = ['all', 'federal', 'state', 'state-legislature', 'local'] as const;
export type CandidateOffice = (typeof CANDIDATE_OFFICES)[number];

/** By the score the card shows (highest first by default), by name, in creation order ('default'), or by money raised (most first). */
export const CANDIDATE_SORTS = ['highest', 'lowest', 'az', 'za', 'default', 'raised'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T, fallback: T[number]) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }).default(fallback);

export const listCandidates = defineEndpoint({
  method: 'GET',
  path: '/api/candidates',
  query: pageQuery(CANDIDATE_PAGE.default, CANDIDATE_PAGE.max).extend({
    office: oneOf('office', CANDIDATE_OFFICES, 'all'),
    sort: oneOf('sort', CANDIDATE_SORTS, 'highest'),
    /** Only this state's candidates (a two-letter code). */
    state: stateCode.optional(),
    /** Only this race's ('VT-0', 'NY-14', 'VT-senate', 'MT-state-house-12'); it names its state. */
    race: anyRace.optional(),
  }),
  status: 200,
  response: z.array(candidate),
  paginated: true,
});

export const getCandidate = defineEndpoint({
  method: 'GET',
  path: '/api/candidates/:id',
  params: idParams,
  status: 200,
  response: candidate,
});

export const createCandidate = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/candidates',
  body: newCandidate,
  status: 201,
  response: candidate,
  idempotent: true,
});

/** Staff: imports OpenFEC candidates; answers a message for the toast. */
export const refreshCandidates = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/candidates/refresh',
  status: 200,
  response: refreshCandidatesResult,
});
