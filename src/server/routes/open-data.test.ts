// The open data (docs/decisions/0272-0274): the record's date and chamber filters, the bulk downloads
// agreeing with the API row for row, and the score cards other sites frame, with oEmbed.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVotes } from '../../../tests/support/server/ledger.ts';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { DATA_DICTIONARY, DOWNLOAD_FILES } from '../../shared/open-data.ts';
import { bill } from '../../shared/schemas/bills.ts';
import { official } from '../../shared/schemas/officials.ts';
import { rollCall, rollCallPosition } from '../../shared/schemas/roll-calls.ts';

const NOW = new Date('2025-07-01T12:00:00.000Z');
let t: TestApp;
let ids: { warren: number; young: number; houseBill: number; senateBill: number };

const json = async <T>(url: string) => {
  const response = await call(t.app, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const staff = (await t.signUp({ isStaff: 1 })).cookie;
  const add = async (url: string, body: object) => (await call(t.app, 'POST', url, { cookie: staff, body })).json().id as number;
  const warren = await add('/api/officials', { name: 'Elizabeth Warren', party: 'Democratic', office: 'Senator', state: 'MA' });
  const young = await add('/api/officials', { name: 'Todd Young', party: 'Republican', office: 'Senator', state: 'IN' });
  const common = { summary: 'A summary', status: 'Pending', level: 'federal', progressiveAnalysis: 'Why' };
  const houseBill = await add('/api/bills', { ...common, billNumber: 'H.R. 10', title: 'The house bill', progressiveScore: 8 });
  const senateBill = await add('/api/bills', { ...common, billNumber: 'S. 20', title: 'The senate bill', progressiveScore: 3 });
  ids = { warren, young, houseBill, senateBill };
  // 03:00 UTC on 1 March is still 28 February in Washington.
  await insertVotes(t.db, [
    { officialId: warren, billId: houseBill, vote: 'Yes', rollCall: 'house:119:1:1', votedAt: new Date('2025-03-01T03:00:00Z') },
    { officialId: warren, billId: senateBill, vote: 'No', rollCall: 'senate:119:1:5', votedAt: new Date('2025-06-01T15:00:00Z') },
    { officialId: young, billId: senateBill, vote: 'Yes', rollCall: 'senate:119:1:5', votedAt: new Date('2025-06-01T15:00:00Z') },
  ]);
  const positions = [
    { memberKey: 'W000817', name: 'Warren', position: 'Yes', officialId: warren },
    { memberKey: 'Y000064', name: 'Young', party: 'R', state: 'IN', position: 'No', officialId: young },
  ];
  await insertRollCall(t.db, { billId: houseBill, votedAt: new Date('2025-03-01T03:00:00Z'), positions });
  await insertRollCall(t.db, { billId: senateBill, votedAt: new Date('2025-06-01T15:00:00Z'), positions });
  await insertRollCall(t.db, {
    billId: null,
    kind: 'procedural',
    votedAt: new Date('2025-06-02T15:00:00Z'),
    positions: positions.slice(0, 1),
  });
  await t.wroteBehindTheApp();
});
afterAll(() => t.close());

describe('filters of the record', () => {
  it("an official's votes by Washington's dates and by chamber", async () => {
    const billsOf = async (url: string) => (await json<{ billId: number | null }[]>(url)).map((vote) => vote.billId);
    expect(await billsOf(`/api/officials/${ids.warren}/votes`)).toEqual([ids.senateBill, ids.houseBill]);
    expect(await billsOf(`/api/officials/${ids.warren}/votes?from=2025-03-01`)).toEqual([ids.senateBill]);
    expect(await billsOf(`/api/officials/${ids.warren}/votes?from=2025-02-28&to=2025-02-28`)).toEqual([ids.houseBill]);
    expect(await billsOf(`/api/officials/${ids.warren}/votes?chamber=senate`)).toEqual([ids.senateBill]);
    expect(await billsOf('/api/votes?chamber=house')).toEqual([ids.houseBill]);
    expect((await call(t.app, 'GET', '/api/votes?chamber=moon')).statusCode).toBe(400);
  });

  it('every roll call, by chamber, kind and date, a page at a time', async () => {
    const first = await call(t.app, 'GET', '/api/roll-calls?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().map((row: unknown) => rollCall.parse(row).kind)).toEqual(['procedural', 'passage']);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    expect((await json<unknown[]>(next)).length).toBe(1);
    expect(await json<unknown[]>('/api/roll-calls?kind=procedural')).toHaveLength(1);
    expect(await json<unknown[]>('/api/roll-calls?from=2025-06-02&to=2025-06-02')).toHaveLength(1);
    expect(await json<unknown[]>('/api/roll-calls?chamber=senate')).toHaveLength(0);
  });

  it('bills with their scores, by chamber and introduction date', async () => {
    const senate = (await json<unknown[]>('/api/bills?chamber=senate')).map((row) => bill.parse(row));
    expect(senate.map((row) => [row.billNumber, row.progressiveScore, row.scoreSource])).toEqual([['S. 20', 3, 'staff']]);
    expect(await json<unknown[]>('/api/bills?from=2025-07-02')).toHaveLength(0);
    expect(await json<unknown[]>('/api/bills?from=2025-07-01&to=2025-07-01')).toHaveLength(2);
    expect((await call(t.app, 'GET', '/api/bills?level=state&chamber=house')).statusCode).toBe(400);
  });
});

/** A download's rows: CSV as arrays under its header, NDJSON as objects. */
async function download(file: string) {
  const response = await call(t.app, 'GET', `/api/downloads/${file}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/gzip');
  expect(response.headers['access-control-allow-origin']).toBe('*');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="civic-ledger-${file}"`);
  return gunzipSync(response.rawPayload).toString('utf8');
}
const csvRows = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
const ndjsonRows = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('bulk downloads', () => {
  it('every file has its dictionary columns, and the CSV and NDJSON agree', async () => {
    for (const file of DOWNLOAD_FILES.filter((name) => name.endsWith('.csv.gz'))) {
      const dataset = file.replace('.csv.gz', '') as keyof typeof DATA_DICTIONARY;
      const [header, ...rows] = csvRows(await download(file));
      const columns = DATA_DICTIONARY[dataset].columns.map((column) => column.name);
      expect(header).toEqual(columns);
      const objects = ndjsonRows(await download(`${dataset}.ndjson.gz`));
      expect(objects.map((object) => Object.keys(object))).toEqual(objects.map(() => columns));
      expect(rows.map((row) => row[0])).toEqual(objects.map((object) => String(object[columns[0]!])));
    }
  });

  it("positions: every member's position on every roll call, as the API lists them", async () => {
    const rows = ndjsonRows(await download('positions.ndjson.gz'));
    const rollCalls = (await json<unknown[]>('/api/roll-calls')).map((row) => rollCall.parse(row));
    const fromApi = [];
    for (const roll of rollCalls) {
      for (const position of (await json<unknown[]>(`/api/roll-calls/${roll.id}/positions`)).map((row) => rollCallPosition.parse(row))) {
        fromApi.push({
          roll_call_id: roll.id,
          roll_call_key: roll.key,
          member_key: position.memberKey,
          official_id: position.officialId,
          name: position.name,
          party: position.party,
          state: position.state,
          position: position.position,
        });
      }
    }
    const order = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      Number(a.roll_call_id) - Number(b.roll_call_id) || String(a.member_key).localeCompare(String(b.member_key));
    expect(rows).toEqual(fromApi.sort(order));
    expect(rows).toHaveLength(5);
  });

  it("officials and bills: the API's scores", async () => {
    const officials = ndjsonRows(await download('officials.ndjson.gz'));
    for (const row of (await json<unknown[]>('/api/officials')).map((item) => official.parse(item))) {
      expect(officials.find((o) => o.id === row.id)).toMatchObject({
        name: row.name,
        progressive_score: row.votingScore,
        counted_votes: row.scoredVoteCount,
        recorded_votes: row.voteCount,
      });
    }
    const bills = ndjsonRows(await download('bills.ndjson.gz'));
    expect(bills.map((row) => [row.bill_number, row.progressive_score, row.score_source])).toEqual([
      ['H.R. 10', 8, 'staff'],
      ['S. 20', 3, 'staff'],
    ]);
  });

  it('refuses a file it does not have, and the data page lists every file, the date of the data and the licences', async () => {
    expect((await call(t.app, 'GET', '/api/downloads/users.csv.gz')).statusCode).toBe(400);
    const page = await call(t.app, 'GET', '/data');
    expect(page.statusCode).toBe(200);
    for (const file of DOWNLOAD_FILES) expect(page.body).toContain(`href="/api/downloads/${file}"`);
    expect(page.body).toContain('<strong>2025-06-02</strong>');
    expect(page.body).toContain('CC0 1.0');
    expect(page.body).toContain('How to cite');
  });
});

describe('score cards', () => {
  it("an official's card: small, no script, framable by any site, linking back", async () => {
    const card = await call(t.app, 'GET', `/embed/official/${ids.warren}`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-security-policy']).toMatch(/frame-ancestors \*/);
    expect(card.headers['x-frame-options']).toBeUndefined();
    expect(card.rawPayload.length).toBeLessThan(15 * 1024);
    expect(card.body).not.toMatch(/<script/i);
    expect(card.body).toContain('prefers-color-scheme:dark');
    expect(card.body).toContain(`href="http://localhost:5000/officials/${ids.warren}"`);
    expect(card.body).toContain('Elizabeth Warren');
    const billCard = await call(t.app, 'GET', `/embed/bill/${ids.senateBill}`);
    expect(billCard.body).toContain('3/10');
    expect(billCard.body).toContain('Scored by Civic Ledger staff');
    expect((await call(t.app, 'GET', '/embed/bill/999999')).statusCode).toBe(404);
  });

  it("every other page still refuses to be framed, and an official's and a bill's page name their oEmbed", async () => {
    for (const path of [`/officials/${ids.warren}`, '/data', '/api/docs', '/']) {
      const page = await call(t.app, 'GET', path);
      expect(page.headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
    }
    const page = await call(t.app, 'GET', `/bills/${ids.houseBill}`);
    const oembed = `http://localhost:5000/api/oembed?format=json&amp;url=${encodeURIComponent(`http://localhost:5000/bills/${ids.houseBill}`)}`;
    expect(page.body).toContain(`<link rel="alternate" type="application/json+oembed" href="${oembed}"`);
  });

  it('oEmbed answers the iframe of a pasted page address', async () => {
    const answer = await json<{ html: string; type: string; height: number }>(
      `/api/oembed?url=${encodeURIComponent(`https://elsewhere.example/officials/${ids.young}`)}`,
    );
    expect(answer.type).toBe('rich');
    expect(answer.html).toBe(
      `<iframe src="http://localhost:5000/embed/official/${ids.young}" width="400" height="230" title="Score card: Todd Young (Republican), Senator, IN" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    );
    expect((await call(t.app, 'GET', `/api/oembed?url=${encodeURIComponent('https://x.example/article/1')}`)).statusCode).toBe(404);
  });
});
