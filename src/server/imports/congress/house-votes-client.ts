// Congress.gov API v3 House roll calls: the session's list (paged), each vote's detail with its totals by
// party, and each vote's member positions (by bioguide id).
import { z } from 'zod';
import type { HttpClient } from '../http/http-client.ts';
import { serviceUrl } from '../http/redact-url.ts';
import type { CongressApi } from './bills-client.ts';

const legislationNumber = z.union([z.string(), z.number()]).transform(String).optional();

// Totals by party; the Speaker election instead gives each candidate's total ({ candidate, total }).
const partyTotal = z.object({
  party: z.object({ name: z.string() }).optional(),
  voteParty: z.string(),
  yeaTotal: z.number().int(),
  nayTotal: z.number().int(),
  presentTotal: z.number().int(),
  notVotingTotal: z.number().int(),
});
const candidateTotal = z.object({ candidate: z.string(), total: z.number().int() });

const voteHeader = z.object({
  congress: z.number().int(),
  sessionNumber: z.number().int(),
  rollCallNumber: z.number().int(),
  startDate: z.string(),
  result: z.string().optional(),
  legislationType: z.string().optional(),
  legislationNumber,
  amendmentType: z.string().optional(),
  voteQuestion: z.string().optional(),
  voteType: z.string().optional(),
  /** The Clerk's XML of the roll call. */
  sourceDataURL: z.string().optional(),
  votePartyTotal: z.array(z.union([partyTotal, candidateTotal])).optional(),
});
export type HouseVoteHeader = z.infer<typeof voteHeader>;

// Only the numbers are read from the list; each vote's detail is read on its own.
const listBody = z.object({
  houseRollCallVotes: z.array(z.object({ rollCallNumber: z.number().int() })),
  pagination: z.object({ next: z.string().optional() }).optional(),
});
const detailBody = z.object({ houseRollCallVote: voteHeader });
const membersBody = z.object({
  houseRollCallVoteMemberVotes: z.object({
    results: z.array(
      z.object({
        bioguideID: z.string(),
        firstName: z.string().default(''),
        lastName: z.string().default(''),
        voteCast: z.string(),
        voteParty: z.string().default(''),
        voteState: z.string().default(''),
      }),
    ),
  }),
});
export type HouseMemberVote = z.infer<typeof membersBody>['houseRollCallVoteMemberVotes']['results'][number];

const PAGE = 250;

/** The session's roll-call numbers, newest first as listed, up to `max`, following every page. */
export async function listHouseRollCalls(
  http: HttpClient,
  api: CongressApi,
  congress: number,
  session: number,
  max: number,
): Promise<number[]> {
  const found: number[] = [];
  for (let offset = 0; found.length < max; offset += PAGE) {
    const url = serviceUrl(api.url, `/house-vote/${congress}/${session}`, { format: 'json', limit: PAGE, offset, api_key: api.apiKey });
    const body = await http.getJson(url, listBody);
    found.push(...body.houseRollCallVotes.map((v) => v.rollCallNumber));
    if (!body.pagination?.next || body.houseRollCallVotes.length === 0) break;
  }
  return found.slice(0, max);
}

/** The roll call's header, or null when Congress.gov has no such vote (404). */
export async function fetchHouseVote(http: HttpClient, api: CongressApi, congress: number, session: number, roll: number) {
  const url = serviceUrl(api.url, `/house-vote/${congress}/${session}/${roll}`, { format: 'json', api_key: api.apiKey });
  return (await http.getOptionalJson(url, detailBody))?.houseRollCallVote ?? null;
}

/** Every member's position, or null when Congress.gov has no member list for the vote (404). */
export async function fetchHouseMemberVotes(
  http: HttpClient,
  api: CongressApi,
  congress: number,
  session: number,
  roll: number,
): Promise<HouseMemberVote[] | null> {
  const url = serviceUrl(api.url, `/house-vote/${congress}/${session}/${roll}/members`, {
    format: 'json',
    limit: 500,
    api_key: api.apiKey,
  });
  return (await http.getOptionalJson(url, membersBody))?.houseRollCallVoteMemberVotes.results ?? null;
}
