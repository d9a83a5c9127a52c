// LegiScan's API, the two operations that hand out its weekly datasets (LegiScan API manual, "getDatasetList"
// and "getDataset"): the list of every session's dataset with its hash, and one dataset's archive, base64
// in the answer's `zip`. Through the project's HTTP client (timeouts, retries on 429 and 5xx, the key
// redacted from every log line and error: it travels as `key=` in the query string). LegiScan answers a
// refused call with HTTP 200 and `{"status":"ERROR","alert":{"message":…}}`: that is an error carrying its message.
import { z } from 'zod';
import type { HttpClient } from '../http/http-client.ts';
import { serviceUrl } from '../http/redact-url.ts';

export type LegiscanApi = { url: string; apiKey: string };

/**
 * LegiScan's state_id → the state's code: the states by name, A to Z (1 Alabama … 50 Wyoming), then 51 DC
 * and 52 Congress ('US'). The dataset list names a session's state by this number only.
 */
const STATE_CODES_BY_ID = [
  ...['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD'],
  ...['MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC'],
  ...['SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'US'],
];

export const stateOfLegiscanId = (stateId: number): string | undefined => STATE_CODES_BY_ID[stateId - 1];

/** LegiScan turned the call down; its own words. */
export class LegiscanApiError extends Error {}

const refused = z.object({ status: z.literal('ERROR'), alert: z.object({ message: z.string() }).optional() });

const datasetListEntry = z.object({
  state_id: z.number().int(),
  session_id: z.number().int(),
  special: z.number().int(),
  year_start: z.number().int(),
  year_end: z.number().int(),
  session_name: z.string(),
  session_title: z.string(),
  dataset_hash: z.string(),
  dataset_date: z.string(),
  dataset_size: z.number().int(),
  access_key: z.string(),
});
export type DatasetListEntry = z.infer<typeof datasetListEntry>;

const datasetListAnswer = z.union([z.object({ status: z.literal('OK'), datasetlist: z.array(datasetListEntry) }), refused]);

const datasetAnswer = z.union([
  z.object({
    status: z.literal('OK'),
    dataset: z.object({
      state_id: z.number().int(),
      session_id: z.number().int(),
      dataset_hash: z.string(),
      dataset_date: z.string(),
      zip: z.string(),
    }),
  }),
  refused,
]);

function accepted<T extends { status: string }>(
  answer: T | z.infer<typeof refused>,
  operation: string,
): Exclude<T, z.infer<typeof refused>> {
  if (answer.status === 'ERROR') {
    const message = (answer as z.infer<typeof refused>).alert?.message ?? 'no message given';
    throw new LegiscanApiError(`LegiScan refused ${operation}: ${message}`);
  }
  return answer as Exclude<T, z.infer<typeof refused>>;
}

const call = (api: LegiscanApi, query: Record<string, string | number | undefined>) =>
  serviceUrl(api.url, '/', { key: api.apiKey, ...query });

/** Every dataset LegiScan offers, of one state (its two-letter code) or, with none, of every state and Congress. */
export async function getDatasetList(http: HttpClient, api: LegiscanApi, state?: string): Promise<DatasetListEntry[]> {
  const answer = await http.getJson(call(api, { op: 'getDatasetList', state }), datasetListAnswer);
  return accepted(answer, `getDatasetList${state ? ` for ${state}` : ''}`).datasetlist;
}

/** One session's dataset: its archive's bytes, with the hash and date LegiScan gives them. */
export async function getDataset(
  http: HttpClient,
  api: LegiscanApi,
  entry: Pick<DatasetListEntry, 'session_id' | 'access_key'>,
): Promise<{ datasetHash: string; datasetDate: string; zip: Buffer }> {
  const answer = await http.getJson(call(api, { op: 'getDataset', id: entry.session_id, access_key: entry.access_key }), datasetAnswer);
  const { dataset } = accepted(answer, `getDataset for session ${entry.session_id}`);
  return { datasetHash: dataset.dataset_hash, datasetDate: dataset.dataset_date, zip: Buffer.from(dataset.zip, 'base64') };
}
