// The officials tab and an official's detail (docs/decisions/0111-pagination.md, "Officials and votes").
import { z } from 'zod';
import { idParams } from '../schemas/common.ts';
import { districtNumber } from '../schemas/districts.ts';
import { newOfficial, official, officialVote, refreshMembersResult, refreshVotesResult } from '../schemas/officials.ts';
import { scoreReceipt } from '../schemas/receipts.ts';
import { defineEndpoint } from './contract.ts';
import { pageQuery } from './pagination.ts';
import { recordFilters } from './record-filters.ts';

/** The officials filter by office: Senate matches 'senator' or 'senate', House 'representative' or 'house'. */
export const CHAMBERS = ['all', 'senate', 'house'] as const;
export type Chamber = (typeof CHAMBERS)[number];

/** Highest Score (the default), Lowest Score, A to Z, Z to A, Default (the order officials were added). */
export const OFFICIAL_SORTS = ['highest', 'lowest', 'az', 'za', 'default'] as const;
export type OfficialSort = (typeof OFFICIAL_SORTS)[number];

/** An empty value (`?state=`) means no filter, as the client's query string leaves it out. */
const optionalFilter = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters` })
    .optional()
    .transform((value) => value || undefined);

const officialsFilter = {
  chamber: z.enum(CHAMBERS, { error: `chamber must be one of ${CHAMBERS.join(', ')}` }).default('all'),
  /** Exactly as stored ('WA'), so the state index answers it. */
  state: optionalFilter('state', 50),
  /** Case-insensitive, anywhere in the name ('cant' finds Maria Cantwell). */
  name: optionalFilter('name', 100),
  sort: z.enum(OFFICIAL_SORTS, { error: `sort must be one of ${OFFICIAL_SORTS.join(', ')}` }).default('highest'),
  /**
   * 'Mine': with `state`, the state's senators and the House member of this district only (0: the
   * at-large seat), a reader's own officials (docs/decisions/0160-zip-to-district-lookup.md).
   */
  district: districtNumber.optional(),
};
const districtNeedsState = (query: { district?: number | undefined; state?: string | undefined }, ctx: z.RefinementCtx) => {
  if (query.district !== undefined && query.state === undefined)
    ctx.addIssue({ code: 'custom', path: ['district'], message: 'district requires state' });
};

export const officialsQuery = z.strictObject(officialsFilter).superRefine(districtNeedsState);
export type OfficialsQuery = z.output<typeof officialsQuery>;

/** The Officials tab's page: a screen and a half of cards on a desktop, which the first screen draws. */
export const OFFICIAL_PAGE = { default: 48, max: 200 } as const;

export const officialPagesQuery = z
  .strictObject({ ...officialsFilter, ...pageQuery(OFFICIAL_PAGE.default, OFFICIAL_PAGE.max).shape })
  .superRefine(districtNeedsState);
export type OfficialPagesQuery = z.output<typeof officialPagesQuery>;

/**
 * The officials of one legislature (about 537) are a list of bounded size: the seeded 537 are about 24 KB
 * gzip'ed, so the list is sent whole, filtered and sorted by the server.
 */
export const listOfficials = defineEndpoint({
  method: 'GET',
  path: '/api/officials',
  query: officialsQuery,
  status: 200,
  response: z.array(official),
});

/**
 * The same list a page at a time, for the Officials tab (docs/decisions/0238-officials-a-page-at-a-time.md):
 * the whole legislature is some 300 KB of JSON that a phone parses and checks before it draws a card.
 */
export const listOfficialPages = defineEndpoint({
  method: 'GET',
  path: '/api/officials/pages',
  query: officialPagesQuery,
  status: 200,
  response: z.array(official),
  paginated: true,
});

export const getOfficial = defineEndpoint({ method: 'GET', path: '/api/officials/:id', params: idParams, status: 200, response: official });

/** Fifty history entries, each a couple of hundred bytes; a screen never needs more at once. */
export const VOTE_PAGE = { default: 50, max: 200 } as const;

/**
 * An official's Voting History, newest first, each vote with its bill (null: 'Bill information not
 * available'); optionally a date range and a chamber (a member who moved from the House to the Senate).
 */
export const listOfficialVotes = defineEndpoint({
  method: 'GET',
  path: '/api/officials/:id/votes',
  params: idParams,
  query: pageQuery(VOTE_PAGE.default, VOTE_PAGE.max).extend(recordFilters),
  status: 200,
  response: z.array(officialVote),
  paginated: true,
});

/**
 * How the official's score is made (shared/scoring.ts scoreReceipt): every vote, counted or not and why,
 * the arithmetic, the absences figure and attendance. Sent whole: a Congress is about 1,500 votes a
 * member, some 30 KB gzip'ed, and the arithmetic can only be checked over all of them.
 */
export const getOfficialReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/officials/:id/receipt',
  params: idParams,
  status: 200,
  response: scoreReceipt,
});

export const createOfficial = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/officials',
  body: newOfficial,
  status: 201,
  response: official,
  idempotent: true,
});

/** Staff: reloads the member list; the body is ignored. */
export const refreshMembers = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/officials/refresh',
  status: 200,
  response: refreshMembersResult,
});

/** Staff: imports recent roll-call votes; the body is ignored. */
export const importVotes = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/officials/refresh-votes',
  status: 200,
  response: refreshVotesResult,
});
