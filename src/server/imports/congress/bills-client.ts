// Congress.gov API v3 bills: a recent page of `/bill`, then each bill's detail, subjects and summaries
// (and actions only when it became law, to date that). About three calls per bill, kept modest on purpose.
import { z } from 'zod';
import type { HttpClient } from '../http/http-client.ts';
import { serviceUrl } from '../http/redact-url.ts';
import type { CongressBillFacts } from './bill-mapping.ts';

export type BillRef = { congress: number; type: string; number: string };
export type CongressApi = { url: string; apiKey: string };

const action = z.object({ actionDate: z.string(), text: z.string() });

/** A `/bill` list page: each bill's number, title and latest action (not its introduction). */
export const billListBody = z.object({
  bills: z.array(
    z.object({
      congress: z.number().int(),
      type: z.string(),
      number: z.union([z.string(), z.number()]).transform(String),
      title: z.string().default(''),
      latestAction: action.optional(),
    }),
  ),
  pagination: z.object({ next: z.string().optional() }).optional(),
});
export type BillListBody = z.infer<typeof billListBody>;

/** What a list says of its bills: no introduced date, subjects or summaries (those need the bill's own endpoint). */
export function listedBillFacts(body: BillListBody): CongressBillFacts[] {
  return body.bills.map((b) => ({ ...b, type: b.type.toLowerCase(), subjects: [], summaries: [] }));
}

const billDetail = z.object({
  bill: z.object({
    congress: z.number().int(),
    type: z.string(),
    number: z.union([z.string(), z.number()]).transform(String),
    title: z.string(),
    introducedDate: z.string(),
    latestAction: action.optional(),
    policyArea: z.object({ name: z.string() }).nullish(),
    laws: z.array(z.object({ number: z.string(), type: z.string() })).optional(),
  }),
});

const subjectsBody = z.object({
  subjects: z.object({ legislativeSubjects: z.array(z.object({ name: z.string() })).optional() }),
});
const summariesBody = z.object({
  summaries: z.array(z.object({ actionDate: z.string().optional(), updateDate: z.string().optional(), text: z.string() })),
});
const actionsBody = z.object({ actions: z.array(action) });

const query = (api: CongressApi, extra: Record<string, string | number> = {}) => ({ format: 'json', ...extra, api_key: api.apiKey });

/** The most recently updated bills: one page of `limit` (the list itself has hundreds of thousands). */
export async function fetchRecentBills(http: HttpClient, api: CongressApi, limit: number): Promise<BillRef[]> {
  const body = await http.getJson(serviceUrl(api.url, '/bill', query(api, { limit, offset: 0, sort: 'updateDate desc' })), billListBody);
  return body.bills.map((b) => ({ congress: b.congress, type: b.type.toLowerCase(), number: b.number }));
}

/** Bills read per page of a changed-since listing: Congress.gov's largest page. */
const CHANGED_PAGE = 250;

/**
 * Every bill Congress.gov changed since a time (its `fromDateTime` filter), following the pages up to
 * `max`: a sync reads only what moved. One call per 250 bills, well inside the 5,000 an hour a key has.
 */
export async function fetchBillsChangedSince(http: HttpClient, api: CongressApi, since: Date, max = 2_000): Promise<BillRef[]> {
  const fromDateTime = since.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const found: BillRef[] = [];
  for (let offset = 0; found.length < max; offset += CHANGED_PAGE) {
    const body = await http.getJson(
      serviceUrl(api.url, '/bill', query(api, { fromDateTime, sort: 'updateDate desc', limit: CHANGED_PAGE, offset })),
      billListBody,
    );
    found.push(...body.bills.map((b) => ({ congress: b.congress, type: b.type.toLowerCase(), number: b.number })));
    if (!body.pagination?.next || body.bills.length === 0) break;
  }
  return found.slice(0, max);
}

/** Everything the mapping needs about one bill, or null when Congress.gov has no such bill (404). */
export async function fetchBillFacts(http: HttpClient, api: CongressApi, ref: BillRef): Promise<CongressBillFacts | null> {
  const path = `/bill/${ref.congress}/${ref.type.toLowerCase()}/${ref.number}`;
  const detail = await http.getOptionalJson(serviceUrl(api.url, path, query(api)), billDetail);
  if (!detail) return null;
  const bill = detail.bill;
  // Sub-resources Congress.gov has not produced yet (a new bill has no CRS summary) answer 404: absent.
  const subjects = await http.getOptionalJson(serviceUrl(api.url, `${path}/subjects`, query(api, { limit: 250 })), subjectsBody);
  const summaries = await http.getOptionalJson(serviceUrl(api.url, `${path}/summaries`, query(api)), summariesBody);
  let enactedDate: string | undefined;
  if (bill.laws?.length && !/became (public|private) law/i.test(bill.latestAction?.text ?? '')) {
    const actions = await http.getOptionalJson(serviceUrl(api.url, `${path}/actions`, query(api, { limit: 250 })), actionsBody);
    enactedDate = actions?.actions.find((a) => /became (public|private) law/i.test(a.text))?.actionDate;
  }
  return {
    congress: bill.congress,
    type: bill.type.toLowerCase(),
    number: bill.number,
    title: bill.title,
    introducedDate: bill.introducedDate,
    latestAction: bill.latestAction,
    policyArea: bill.policyArea?.name,
    subjects: subjects?.subjects.legislativeSubjects?.map((s) => s.name) ?? [],
    summaries: summaries?.summaries ?? [],
    enactedDate,
  };
}
