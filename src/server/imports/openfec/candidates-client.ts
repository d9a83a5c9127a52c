// OpenFEC (api.open.fec.gov/v1): candidates of the coming election, every page up to a cap, and each
// candidate's financial totals (`/candidate/{id}/totals/`) as donation rows.
import { z } from 'zod';
import type { Donation } from '../../db/schema.ts';
import type { HttpClient } from '../http/http-client.ts';
import { serviceUrl } from '../http/redact-url.ts';

const candidate = z.object({
  candidate_id: z.string().min(1),
  name: z.string(),
  party: z.string().nullish(),
  party_full: z.string().nullish(),
  office: z.enum(['H', 'S', 'P']),
  state: z.string().nullish(),
  district: z.string().nullish(),
  election_years: z.array(z.number().int()).nullish(),
  incumbent_challenge_full: z.string().nullish(),
});
export type FecCandidate = z.infer<typeof candidate>;

const offsetPage = z.object({ page: z.number().int(), pages: z.number().int() });
const candidatesPage = z.object({ results: z.array(candidate), pagination: offsetPage });

// Documented CommitteeTotals fields (fixtures/openfec/SCHEMA.md); all optional and nullable.
const totals = z.object({
  cycle: z.number().int().nullish(),
  receipts: z.number().nullish(),
  individual_contributions: z.number().nullish(),
  other_political_committee_contributions: z.number().nullish(),
  political_party_committee_contributions: z.number().nullish(),
  candidate_contribution: z.number().nullish(),
  coverage_end_date: z.string().nullish(),
});
const totalsPage = z.object({ results: z.array(totals) });

export type FecApi = { url: string; apiKey: string };
export type CandidateQuery = { electionYear: number; perPage: number; maxPages: number };

export async function fetchCandidates(http: HttpClient, api: FecApi, q: CandidateQuery): Promise<FecCandidate[]> {
  const found: FecCandidate[] = [];
  for (let page = 1; page <= q.maxPages; page += 1) {
    const url = new URL(
      serviceUrl(api.url, '/candidates/', {
        election_year: q.electionYear,
        candidate_status: 'C',
        has_raised_funds: 'true',
        sort: 'name',
        per_page: q.perPage,
        page,
        api_key: api.apiKey,
      }),
    );
    for (const office of ['H', 'S', 'P']) url.searchParams.append('office', office);
    const body = await http.getJson(url.toString(), candidatesPage);
    found.push(...body.results);
    if (body.results.length === 0 || page >= body.pagination.pages) break;
  }
  return found;
}

/** The latest cycle's totals as donation rows by source type; an unknown candidate has none. */
export async function fetchDonations(http: HttpClient, api: FecApi, candidateId: string): Promise<Donation[]> {
  const url = serviceUrl(api.url, `/candidate/${encodeURIComponent(candidateId)}/totals/`, {
    sort: '-cycle',
    per_page: 1,
    api_key: api.apiKey,
  });
  const body = await http.getOptionalJson(url, totalsPage);
  const latest = body?.results[0];
  if (!latest) return [];
  const date = latest.coverage_end_date?.slice(0, 10);
  const rows: [string, number | null | undefined][] = [
    ['Individual contributions', latest.individual_contributions],
    ['PAC and committee contributions', latest.other_political_committee_contributions],
    ['Party committee contributions', latest.political_party_committee_contributions],
    ['Candidate self-funding', latest.candidate_contribution],
  ];
  const donations = rows
    .filter(([, amount]) => typeof amount === 'number' && amount > 0)
    .map(([source, amount]) => ({ type: `FEC totals ${latest.cycle ?? ''}`.trim(), source, amount: amount!, ...(date ? { date } : {}) }));
  // Filers that report only a receipts total still show what they raised.
  if (donations.length === 0 && latest.receipts && latest.receipts > 0) {
    donations.push({
      type: `FEC totals ${latest.cycle ?? ''}`.trim(),
      source: 'Total receipts',
      amount: latest.receipts,
      ...(date ? { date } : {}),
    });
  }
  return donations;
}
