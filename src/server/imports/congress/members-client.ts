// Congress.gov API v3 current members (`/member?currentMember=true`), every page, mapped to officials.
import { z } from 'zod';
import type { NewOfficial } from '../../repositories/import-officials.ts';
import type { HttpClient } from '../http/http-client.ts';
import { serviceUrl } from '../http/redact-url.ts';
import { displayName, normalizeDistrict, normalizeParty, stateCode } from '../normalize.ts';

const term = z.object({ chamber: z.string(), startYear: z.number().int().optional(), endYear: z.number().int().optional() });

const memberSchema = z.object({
  bioguideId: z.string().min(1),
  name: z.string(),
  partyName: z.string().optional(),
  state: z.string(),
  district: z.number().int().nullish(),
  depiction: z.object({ imageUrl: z.string().optional() }).nullish(),
  terms: z.object({ item: z.array(term) }),
});
export type CongressMember = z.infer<typeof memberSchema>;

const memberPage = z.object({
  members: z.array(memberSchema),
  pagination: z.object({ count: z.number().int().optional(), next: z.string().optional() }),
});

export const MEMBER_PAGE_SIZE = 250;

/**
 * Yields one page of members at a time. The next request is built from offset/limit on our own base
 * URL: recorded bodies carry `next` links with the host stripped (`https://v3/...`), and following a
 * link from a response blindly would send the API key wherever it points.
 */
export async function* fetchCurrentMembers(
  http: HttpClient,
  base: { url: string; apiKey: string },
  maxPages = 10,
): AsyncGenerator<CongressMember[]> {
  for (let page = 0, offset = 0; page < maxPages; page += 1, offset += MEMBER_PAGE_SIZE) {
    const url = serviceUrl(base.url, '/member', {
      currentMember: 'true',
      format: 'json',
      limit: MEMBER_PAGE_SIZE,
      offset,
      api_key: base.apiKey,
    });
    const body = await http.getJson(url, memberPage);
    yield body.members;
    if (!body.pagination.next || body.members.length === 0) return;
  }
}

/** The member's latest term decides chamber and start; a latest term with an end year is over. */
export function mapCongressMember(member: CongressMember, currentYear: number): NewOfficial | undefined {
  const latest = [...member.terms.item].sort((a, b) => (a.startYear ?? 0) - (b.startYear ?? 0)).at(-1);
  const state = stateCode(member.state);
  if (!latest || !state) return undefined;
  // `currentMember=true` should only return sitting members; a term that ended is dropped anyway.
  if (latest.endYear !== undefined && latest.endYear < currentYear) return undefined;
  const senator = latest.chamber === 'Senate';
  return {
    bioguideId: member.bioguideId,
    lisId: null,
    name: displayName(member.name),
    party: normalizeParty(member.partyName),
    office: senator ? 'Senator' : 'Representative',
    state,
    district: senator ? null : normalizeDistrict(member.district),
    imageUrl: member.depiction?.imageUrl ?? null,
    // Congress.gov lists give years only; terms begin on 3 January (20th Amendment).
    termStart: latest.startYear ? `${latest.startYear}-01-03` : null,
    termEnd: latest.endYear ? `${latest.endYear}-01-03` : null,
    website: null,
    bio: null,
  };
}
