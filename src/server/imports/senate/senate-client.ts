// senate.gov LIS roll-call XML (Congress.gov has no Senate vote endpoint): the session's vote menu,
// each vote's detail, and the senators list that maps names and states to bioguide ids.
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { type HttpClient, UpstreamError } from '../http/http-client.ts';
import { serviceUrl } from '../http/redact-url.ts';

// Everything stays text: '00007' and 'S354' must not become numbers.
const parser = new XMLParser({ parseTagValue: false, trimValues: true, isArray: (name) => name === 'vote' || name === 'member' });

const text = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .optional()
  .default('');

const menuSchema = z.object({
  vote_summary: z.object({ votes: z.object({ vote: z.array(z.object({ vote_number: text })) }) }),
});

// The XML's own congress, session and number are the roll call's identity (see senate-roll-call.ts).
const ordinal = z.coerce.number<string | number>().int().positive();

const voteSchema = z.object({
  roll_call_vote: z.object({
    congress: ordinal,
    session: ordinal,
    vote_number: ordinal,
    vote_date: text,
    question: text,
    vote_question_text: text,
    vote_document_text: text,
    vote_result: text,
    document: z.object({ document_type: text, document_number: text, document_title: text }).partial().optional(),
    // An amendment vote's document is the amendment; the bill it amends is named here ('S. 5').
    amendment: z.object({ amendment_to_document_number: text }).partial().optional(),
    members: z.object({
      member: z.array(z.object({ last_name: text, first_name: text, party: text, state: text, vote_cast: text, lis_member_id: text })),
    }),
  }),
});
export type SenateVote = z.infer<typeof voteSchema>['roll_call_vote'];

const senatorsSchema = z.object({
  contact_information: z.object({
    member: z.array(z.object({ last_name: text, first_name: text, state: text, bioguide_id: text })),
  }),
});
export type Senator = { lastName: string; firstName: string; state: string; bioguideId: string };

function parseXml<T>(url: string, body: string, schema: z.ZodType<T>): T {
  let parsed: unknown;
  try {
    parsed = parser.parse(body, true);
  } catch {
    throw new UpstreamError(`${url} answered malformed XML`);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new UpstreamError(`${url} answered unexpected XML: ${result.error.issues[0]?.path.join('.') ?? ''}`);
  return result.data;
}

const pad = (n: number) => String(n).padStart(5, '0');

/** The session's vote numbers as listed (newest first), up to `max`. */
export async function listSenateVotes(http: HttpClient, base: string, congress: number, session: number, max: number): Promise<number[]> {
  const url = serviceUrl(base, `/legislative/LIS/roll_call_lists/vote_menu_${congress}_${session}.xml`);
  const menu = parseXml(url, (await http.getText(url))!, menuSchema);
  return menu.vote_summary.votes.vote
    .map((v) => Number(v.vote_number))
    .filter(Number.isInteger)
    .slice(0, max);
}

/** Where senate.gov publishes a roll call; stored as the roll call's source whatever base the import read it from. */
export const SENATE_GOV = 'https://www.senate.gov';

export const senateVoteUrl = (base: string, congress: number, session: number, vote: number) =>
  serviceUrl(base, `/legislative/LIS/roll_call_votes/vote${congress}${session}/vote_${congress}_${session}_${pad(vote)}.xml`);

/** One roll call, or null when senate.gov has no such file (404). */
export async function fetchSenateVote(
  http: HttpClient,
  base: string,
  congress: number,
  session: number,
  vote: number,
): Promise<SenateVote | null> {
  const url = senateVoteUrl(base, congress, session, vote);
  const body = await http.getText(url, { allowNotFound: true });
  return body === null ? null : parseXml(url, body, voteSchema).roll_call_vote;
}

export async function fetchSenators(http: HttpClient, base: string): Promise<Senator[]> {
  const url = serviceUrl(base, '/general/contact_information/senators_cfm.xml');
  const body = parseXml(url, (await http.getText(url))!, senatorsSchema);
  return body.contact_information.member.map((m) => ({
    lastName: m.last_name,
    firstName: m.first_name,
    state: m.state,
    bioguideId: m.bioguide_id,
  }));
}

/** 'January 20, 2025,  06:12 PM' (Eastern time) → a Date. */
export function parseSenateDate(value: string): Date {
  const m = /^(\w+ \d{1,2}, \d{4}),\s+(\d{1,2}):(\d{2}) (AM|PM)$/.exec(value.trim());
  if (!m) return new Date(Date.parse(value) || Date.now());
  const hours = (Number(m[2]) % 12) + (m[4] === 'PM' ? 12 : 0);
  const day = new Date(`${m[1]} 00:00:00 UTC`);
  // Washington is UTC-5 in winter and UTC-4 in summer; the offset is taken from the calendar rule.
  const offset = isEasternDaylightTime(day) ? 4 : 5;
  return new Date(day.getTime() + ((hours + offset) * 60 + Number(m[3])) * 60_000);
}

function isEasternDaylightTime(day: Date): boolean {
  const year = day.getUTCFullYear();
  const nthSunday = (month: number, n: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (n - 1));
  };
  return day.getTime() >= nthSunday(2, 2) && day.getTime() < nthSunday(10, 1);
}
