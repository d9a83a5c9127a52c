// A loopback LegiScan API answering the two dataset calls as LegiScan's API manual documents them:
// `?key=…&op=getDatasetList[&state=XX]` → `{status:'OK', datasetlist:[…]}` and
// `?key=…&op=getDataset&id={session_id}&access_key=…` → `{status:'OK', dataset:{…, zip:'<base64>'}}`, with
// real dataset archives from datasets/legiscan. A wrong key or access key, or an unknown operation, gets
// LegiScan's `{status:'ERROR', alert:{message}}`; a test can script the next answers of an operation.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One session's dataset as the list gives it, and the archive getDataset sends for it. */
export type ServedDataset = {
  file: string;
  stateId: number;
  sessionId: number;
  yearStart: number;
  yearEnd: number;
  special: boolean;
  name: string;
  title: string;
  hash: string;
  date: string;
  accessKey: string;
};

type Op = 'getDatasetList' | 'getDataset';
type Scripted = { status?: number; body: object };

export type LegiscanApiServer = {
  url: string;
  /** What the list offers; a test edits it (a new hash: LegiScan built a new dataset). */
  datasets: ServedDataset[];
  /** Every request's query, in order. */
  requests: URLSearchParams[];
  /** The next answers to this operation, in order, before the served data. */
  script: (op: Op, answers: Scripted[]) => void;
  reset: () => void;
  close: () => Promise<void>;
};

const refusal = (message: string) => ({ body: { status: 'ERROR', alert: { message } } });

export async function startLegiscanApi(apiKey: string, datasets: ServedDataset[]): Promise<LegiscanApiServer> {
  const requests: URLSearchParams[] = [];
  let scripts: { op: Op; answer: Scripted }[] = [];

  async function answer(query: URLSearchParams): Promise<Scripted> {
    const op = query.get('op');
    const scripted = scripts.find((script) => script.op === op);
    if (scripted) {
      scripts = scripts.filter((script) => script !== scripted);
      return scripted.answer;
    }
    if (query.get('key') !== apiKey) return refusal('Invalid API key');
    if (op === 'getDatasetList') {
      const state = query.get('state');
      const listed = server.datasets.filter((d) => !state || STATE_IDS[state] === d.stateId);
      return { body: { status: 'OK', datasetlist: listed.map(listEntry) } };
    }
    if (op === 'getDataset') {
      const dataset = server.datasets.find((d) => d.sessionId === Number(query.get('id')));
      if (!dataset || dataset.accessKey !== query.get('access_key')) return refusal('Invalid dataset access key');
      const zip = await readFile(dataset.file);
      return {
        body: {
          status: 'OK',
          dataset: {
            state_id: dataset.stateId,
            session_id: dataset.sessionId,
            session_name: dataset.name,
            dataset_hash: dataset.hash,
            dataset_date: dataset.date,
            dataset_size: zip.length,
            mime_type: 'application/zip',
            zip: zip.toString('base64'),
          },
        },
      };
    }
    return refusal(`Unknown operation: ${op}`);
  }

  const http = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams;
    requests.push(query);
    answer(query).then(
      ({ status = 200, body }) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const server: LegiscanApiServer = {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/legiscan/`,
    datasets,
    requests,
    script: (op, answers) => scripts.push(...answers.map((a) => ({ op, answer: a }))),
    reset: () => {
      scripts = [];
      requests.length = 0;
    },
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
  return server;
}

/** LegiScan's state ids of the states the tests serve. */
const STATE_IDS: Record<string, number> = { CO: 6, IA: 15, MN: 23, US: 52 };

const listEntry = (d: ServedDataset) => ({
  state_id: d.stateId,
  session_id: d.sessionId,
  special: d.special ? 1 : 0,
  year_start: d.yearStart,
  year_end: d.yearEnd,
  session_name: d.name,
  session_title: d.title,
  dataset_hash: d.hash,
  dataset_date: d.date,
  dataset_size: 0,
  access_key: d.accessKey,
});
