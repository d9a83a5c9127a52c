// Open States API v3 `/bills` per jurisdiction (schema: fixtures/openstates/SCHEMA.md; no real response
// was recorded), every page up to a cap, mapped to state bills.
import { z } from 'zod';
import type { NewImportedBill } from '../../repositories/import-bills.ts';
import { scoreBill } from '../bill-rubric.ts';
import { statusFromAction } from '../congress/bill-mapping.ts';
import type { HttpClient } from '../http/http-client.ts';
import { serviceUrl } from '../http/redact-url.ts';
import { stateCode } from '../normalize.ts';

const stateBill = z.object({
  id: z.string(),
  session: z.string(),
  jurisdiction: z.object({ id: z.string(), name: z.string(), classification: z.string().optional() }),
  identifier: z.string().min(1),
  title: z.string(),
  classification: z.array(z.string()).optional(),
  subject: z.array(z.string()).nullish(),
  created_at: z.string().optional(),
  first_action_date: z.string().nullish(),
  latest_action_date: z.string().nullish(),
  latest_action_description: z.string().nullish(),
  latest_passage_date: z.string().nullish(),
  abstracts: z.array(z.object({ abstract: z.string(), note: z.string().nullish() })).nullish(),
});
export type OpenStatesBill = z.infer<typeof stateBill>;

const billsPage = z.object({
  results: z.array(stateBill),
  pagination: z.object({ per_page: z.number().int(), page: z.number().int(), max_page: z.number().int(), total_items: z.number().int() }),
});

export type OpenStatesApi = { url: string; apiKey: string };

/** One jurisdiction's most recently updated bills, every page up to `maxPages`. */
export async function fetchStateBills(
  http: HttpClient,
  api: OpenStatesApi,
  jurisdiction: string,
  opts: { perPage: number; maxPages: number },
): Promise<OpenStatesBill[]> {
  const found: OpenStatesBill[] = [];
  for (let page = 1; page <= opts.maxPages; page += 1) {
    const url = serviceUrl(api.url, '/bills', {
      jurisdiction,
      sort: 'updated_desc',
      include: 'abstracts',
      per_page: opts.perPage,
      page,
      apikey: api.apiKey,
    });
    const body = await http.getJson(url, billsPage);
    found.push(...body.results);
    if (page >= body.pagination.max_page) break;
  }
  return found;
}

const dateOf = (value: string | null | undefined) => (value ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : undefined);

export function mapStateBill(bill: OpenStatesBill): NewImportedBill | undefined {
  const state = stateCode(bill.jurisdiction.name);
  if (!state) return undefined;
  const kind = bill.classification?.includes('resolution') ? 'hres' : 'hr';
  const status = bill.latest_action_description ? statusFromAction(bill.latest_action_description, kind) : 'Pending';
  const { score, analysis } = scoreBill({ title: bill.title, subjects: bill.subject ?? [] });
  const abstract = bill.abstracts?.[0]?.abstract?.trim();
  return {
    sourceKey: `state:${state}:${bill.session}:${bill.identifier.replace(/\s+/g, ' ').toUpperCase()}`,
    billNumber: bill.identifier,
    title: bill.title,
    summary:
      abstract ||
      (bill.latest_action_description
        ? `No abstract published. Latest action (${bill.latest_action_date ?? 'undated'}): ${bill.latest_action_description}`
        : 'No abstract published.'),
    status,
    level: 'state',
    state,
    progressiveScore: score,
    progressiveAnalysis: analysis,
    introducedDate: dateOf(bill.first_action_date) ?? dateOf(bill.created_at) ?? null,
    passedDate: status === 'Passed' ? (dateOf(bill.latest_action_date) ?? null) : null,
    latestAction: bill.latest_action_description || null,
    latestActionDate: dateOf(bill.latest_action_date) ?? null,
  };
}
