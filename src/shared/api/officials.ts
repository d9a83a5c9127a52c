// The officials tab and an official's detail (docs/decisions/0111-pagination.md, "Officials and votes").
import { z } from 'zod';
import { idParams } from '../schemas/common.ts';
import { districtNumber, statehouseDistrict } from '../schemas/districts.ts';
import {
  chamberScale,
  newOfficial,
  OFFICIAL_LEVELS,
  type OfficialLevel,
  official,
  officialVote,
  refreshMembersResult,
  refreshVotesResult,
} from '../schemas/officials.ts';
import { scoreReceipt } from '../schemas/receipts.ts';
import { defineEndpoint } from './contract.ts';
import { pageQuery } from './pagination.ts';
import { recordFilters } from './record-filters.ts';

/**
 * The officials filter by chamber (docs/decisions/0328-state-officials-on-screen.md). Congress's words and a
 * statehouse's mean the same at either level: Senate is the upper chamber (with a one-chamber legislature,
 * whose members are senators), House the lower; 'legislature' is a one-chamber legislature alone, and
 * 'executive' an official of no chamber (a governor, a statewide officer, a mayor).
 */
export const CHAMBERS = ['all', 'senate', 'house', 'upper', 'lower', 'legislature', 'executive'] as const;
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
  /** Federal when left out, so the list's answers are what they were before state officials came. */
  level: z.enum(OFFICIAL_LEVELS, { error: `level must be one of ${OFFICIAL_LEVELS.join(', ')}` }).default('federal'),
  chamber: z.enum(CHAMBERS, { error: `chamber must be one of ${CHAMBERS.join(', ')}` }).default('all'),
  /** Exactly as stored ('WA'), so the state index answers it. */
  state: optionalFilter('state', 50),
  /** Case-insensitive, anywhere in the name ('cant' finds Maria Cantwell). */
  name: optionalFilter('name', 100),
  sort: z.enum(OFFICIAL_SORTS, { error: `sort must be one of ${OFFICIAL_SORTS.join(', ')}` }).default('highest'),
  /**
   * 'Mine': with `state`, a reader's own officials at every level, whatever `level` says: the state's
   * senators and the House member of this district (0: the at-large seat), the state's governor and
   * statewide officers, and the statehouse members of the `upper` and `lower` districts given
   * (docs/decisions/0160-zip-to-district-lookup.md, 0333-state-districts-by-zip.md).
   */
  district: districtNumber.optional(),
  /** Mine's statehouse districts as Open States names them ('59', 'Chittenden Central'; Nebraska's one chamber is the upper). */
  upper: statehouseDistrict.optional(),
  lower: statehouseDistrict.optional(),
};
type FilterQuery = {
  level: OfficialLevel;
  district?: number | undefined;
  state?: string | undefined;
  upper?: string | undefined;
  lower?: string | undefined;
};
const districtNeedsState = (query: FilterQuery, ctx: z.RefinementCtx) => {
  if (query.district !== undefined && query.state === undefined)
    ctx.addIssue({ code: 'custom', path: ['district'], message: 'district requires state' });
  for (const chamber of ['upper', 'lower'] as const)
    if (query[chamber] !== undefined && query.district === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [chamber],
        message: `${chamber} is a statehouse district of Mine: it needs state and district`,
      });
};
/**
 * The whole list is one legislature's: Congress's 537, or one state's (New Hampshire's 424 the most). Every
 * state's at once would be thousands in one answer, which the pages endpoint gives a page at a time.
 */
const wholeListIsOneLegislature = (query: FilterQuery, ctx: z.RefinementCtx) => {
  if (query.level !== 'federal' && query.state === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['state'],
      message: `level=${query.level} needs a state: every state's officials are thousands, which /api/officials/pages gives a page at a time`,
    });
};

export const officialsQuery = z.strictObject(officialsFilter).superRefine(districtNeedsState).superRefine(wholeListIsOneLegislature);
export type OfficialsQuery = z.output<typeof officialsQuery>;

/** The Officials tab's page: a screen and a half of cards on a desktop, which the first screen draws. */
export const OFFICIAL_PAGE = { default: 48, max: 200 } as const;

export const officialPagesQuery = z
  .strictObject({ ...officialsFilter, ...pageQuery(OFFICIAL_PAGE.default, OFFICIAL_PAGE.max).shape })
  .superRefine(districtNeedsState);
export type OfficialPagesQuery = z.output<typeof officialPagesQuery>;

/**
 * The officials of one legislature (about 537) are a list of bounded size: the seeded 537 are about 24 KB
 * gzip'ed, so the list is sent whole, filtered and sorted by the server. A state's level needs its state.
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

/** The State view's dropdown: each state with an official of that level, once, by code. */
export const listOfficialStates = defineEndpoint({
  method: 'GET',
  path: '/api/officials/states',
  query: z.strictObject({ level: officialsFilter.level }),
  status: 200,
  response: z.array(z.string()),
});

/**
 * A state's legislative chambers as the scaling last left them, so a chamber with too few roll calls to
 * place its members says so rather than showing no position without a reason.
 */
export const listChamberScales = defineEndpoint({
  method: 'GET',
  path: '/api/officials/chamber-scales',
  query: z.strictObject({ state: z.string({ error: 'state must be text' }).trim().min(1, { error: 'state is required' }).max(50) }),
  status: 200,
  response: z.array(chamberScale),
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
