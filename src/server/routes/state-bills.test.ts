// State bills through the API, from a real LegiScan dataset (Colorado's 2025 special session, CSV): the
// tracker's State filter and its dropdown, a bill's page with its legislature, sponsors, history and links,
// and its roll calls, floor and committee, with every legislator's position under LegiScan's keys; then its
// feeds, its embed card and the bulk downloads of bills, roll calls and positions.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CO_SPECIAL } from '../../../tests/support/server/imports/legiscan-zips.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { billHistoryFeed, feedPath, stateBillsFeed } from '../../shared/api/feeds.ts';
import { importLegiscan } from '../imports/legiscan/legiscan-import.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importLegiscan(t.db, CO_SPECIAL, () => {});
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await call(t.app, 'GET', url);
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** SB25B-001 ('Processes to Reduce Spending During Shortfall'), LegiScan's bill 2042468: signed on 28 August 2025. */
async function sb001() {
  const page = await get('/api/bills?level=state&state=CO&limit=100');
  return page.find((bill: { billNumber: string }) => bill.billNumber === 'SB001');
}

describe('the tracker’s State filter', () => {
  it('lists the imported state in the dropdown, and its bills under level=state, each with its state and session', async () => {
    expect(await get('/api/bills/states')).toEqual(['CO']);
    const page = await get('/api/bills?level=state&state=co&limit=100');
    expect(page).toHaveLength(35);
    for (const bill of page) expect(bill).toMatchObject({ level: 'state', state: 'CO', session: '1st Special Session 2025' });
    expect(await get('/api/bills?level=state&state=MN')).toEqual([]);
    // Congress's list stays Congress's.
    expect(await get('/api/bills')).toEqual([]);
  });
});

describe('GET /api/bills/:id of a state bill', () => {
  it('says which legislature and session, its status and when, its links, its sponsors in order and its whole history', async () => {
    const { id } = await sb001();
    const bill = await get(`/api/bills/${id}`);
    expect(bill).toMatchObject({ billNumber: 'SB001', level: 'state', state: 'CO', status: 'Passed', session: '1st Special Session 2025' });
    const { sponsors, actions, ...record } = bill.statehouse;
    expect(record).toEqual({
      legislature: 'Colorado Legislature',
      session: '1st Special Session 2025',
      legiscanStatus: 'Passed',
      statusDate: '2025-08-28',
      pendingCommittee: null,
      stateUrl: 'https://leg.colorado.gov/bills/sb25b-001',
      legiscanUrl: 'https://legiscan.com/CO/bill/SB001/2025/X1',
    });
    // The CSV format gives no sponsor type: the first in LegiScan's order is the primary sponsor.
    expect(sponsors.slice(0, 3)).toEqual([
      {
        memberKey: expect.stringMatching(/^legiscan:\d+$/),
        name: 'Judith Amabile',
        party: 'D',
        chamber: 'upper',
        chamberName: 'Colorado Senate',
        district: 'SD-018',
        role: 'primary',
        officialId: null,
      },
      expect.objectContaining({ name: 'James Coleman', role: 'co-sponsor', chamberName: 'Colorado Senate' }),
      expect.objectContaining({
        name: 'Julie McCluskie',
        role: 'co-sponsor',
        chamber: 'lower',
        chamberName: 'Colorado House of Representatives',
      }),
    ]);
    expect(actions).toHaveLength(12);
    expect(actions[0]).toEqual({
      date: '2025-08-21',
      chamber: 'upper',
      chamberName: 'Colorado Senate',
      action: 'Introduced In Senate - Assigned to State, Veterans, & Military Affairs',
    });
    expect(actions.at(-1)).toEqual({ date: '2025-08-28', chamber: null, chamberName: null, action: 'Governor Signed' });
  });

  it('names LegiScan’s own status and its day: SJR001 passed one chamber (Engrossed), HB1008 Introduced, SB006 Failed', async () => {
    const page = await get('/api/bills?level=state&state=CO&limit=100');
    const record = async (number: string) => {
      const { id } = page.find((bill: { billNumber: string }) => bill.billNumber === number);
      const { status, statehouse } = await get(`/api/bills/${id}`);
      return { status, legiscanStatus: statehouse.legiscanStatus, statusDate: statehouse.statusDate };
    };
    expect(await record('SJR001')).toEqual({ status: 'Under Review', legiscanStatus: 'Engrossed', statusDate: '2025-08-26' });
    expect(await record('HB1008')).toEqual({ status: 'Pending', legiscanStatus: 'Introduced', statusDate: '2025-08-21' });
    expect(await record('SB006')).toEqual({ status: 'Failed', legiscanStatus: 'Failed', statusDate: '2025-08-21' });
  });

  it('gives a federal bill no statehouse record', async () => {
    const created = await t.signUp({ isStaff: 1 });
    const response = await call(t.app, 'POST', '/api/bills', {
      cookie: created.cookie,
      body: {
        billNumber: 'H.R. 9',
        title: 'Federal one',
        summary: 'S',
        status: 'Pending',
        level: 'federal',
        progressiveScore: 5,
        progressiveAnalysis: 'A',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(await get(`/api/bills/${response.json().id}`)).toMatchObject({ level: 'federal', session: null, statehouse: null });
  });
});

describe('GET /api/bills/:id/roll-calls of a state bill', () => {
  it('lists its committee and floor votes oldest first, under LegiScan’s keys, in the chamber’s own words', async () => {
    const { id } = await sb001();
    const rollCalls = await get(`/api/bills/${id}/roll-calls`);
    expect(rollCalls.map((r: { key: string; floor: boolean }) => [r.key, r.floor])).toEqual([
      ['legiscan:1599823', false],
      ['legiscan:1599884', true],
      ['legiscan:1599885', true],
      ['legiscan:1599900', false],
      ['legiscan:1599928', true],
      ['legiscan:1599929', true],
    ]);
    expect(rollCalls[0]).toEqual({
      id: expect.any(Number),
      key: 'legiscan:1599823',
      level: 'state',
      state: 'CO',
      chamber: 'upper',
      chamberName: 'Colorado Senate',
      congress: null,
      session: null,
      number: null,
      sessionName: '1st Special Session 2025',
      floor: false,
      question: 'Senate State, Veterans, & Military Affairs: Refer Senate Bill 25B-001 to the Committee of the Whole.',
      result: 'Not recorded',
      kind: 'procedural',
      voteKind: 'procedure',
      countsInScores: false,
      billId: id,
      votedAt: '2025-08-21T12:00:00.000Z',
      sourceUrl: 'https://legiscan.com/CO/rollcall/SB001/id/1599823',
      partyTally: [
        { party: 'D', yes: 3, no: 0, present: 0, notVoting: 0, absent: 0 },
        { party: 'R', yes: 0, no: 2, present: 0, notVoting: 0, absent: 0 },
      ],
      membersRecorded: true,
    });
    expect(rollCalls[4]).toMatchObject({ chamber: 'lower', chamberName: 'Colorado House of Representatives', kind: 'passage' });

    const positions = await get(`/api/roll-calls/${rollCalls[0].id}/positions`);
    expect(positions).toHaveLength(5);
    expect(positions).toContainEqual({
      memberKey: 'legiscan:18723',
      name: 'Michael Weissman',
      party: 'D',
      state: 'CO',
      position: 'Yes',
      officialId: null,
    });
  });
});

describe('a state bill outside its page', () => {
  // The feed's own title first, then each entry's.
  const titles = (xml: string) => [...xml.matchAll(/<title[^>]*>(?:<!\[CDATA\[)?([^<\]]*)/g)].map((match) => match[1]).slice(1);

  it('its history feed holds every action and roll call, credited to LegiScan; its state has a feed of new bills', async () => {
    const { id } = await sb001();
    const history = await call(t.app, 'GET', feedPath(billHistoryFeed, 'atom', { id }));
    expect(history.statusCode).toBe(200);
    // 12 actions, 6 roll calls and its passage.
    expect(titles(history.body)).toHaveLength(19);
    expect(titles(history.body)).toContain('SB001: Governor Signed');
    expect(titles(history.body)).toContain('Colorado Senate committee vote: Not recorded');
    expect(titles(history.body)).toContain('Colorado House of Representatives floor vote: Not recorded');
    expect(history.body).toContain('Roll calls and bills: LegiScan (CC BY 4.0)');
    const newBills = await call(t.app, 'GET', feedPath(stateBillsFeed, 'atom', { state: 'CO' }));
    expect(titles(newBills.body)).toContain('SB001: Processes to Reduce Spending During Shortfall');
  });

  it('its embed card names the legislature and session and credits LegiScan', async () => {
    const { id } = await sb001();
    const card = await call(t.app, 'GET', `/embed/bill/${id}`);
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain('Colorado Legislature, 1st Special Session 2025');
    expect(card.body).toContain('Roll calls and bills: LegiScan (CC BY 4.0)');
  });

  const download = async (file: string) => {
    const response = await call(t.app, 'GET', `/api/downloads/${file}`);
    expect(response.statusCode).toBe(200);
    return gunzipSync(response.rawPayload)
      .toString()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  };

  it('the bulk download of bills holds every state bill with its legislature, session and LegiScan id', async () => {
    const state = (await download('bills.ndjson.gz')).filter((row) => row.level === 'state');
    expect(state).toHaveLength(35);
    expect(state.every((row) => row.state === 'CO' && row.legislative_session === '1st Special Session 2025')).toBe(true);
    expect(state.find((row) => row.bill_number === 'SB001')).toMatchObject({
      status: 'Passed',
      legislature: 'Colorado Legislature',
      legiscan_bill_id: 2042468,
    });
  });

  it('the roll-call and position downloads hold its roll calls under LegiScan’s keys, floor and committee', async () => {
    const { id } = await sb001();
    const rollCalls = (await download('roll-calls.ndjson.gz')).filter((row) => row.bill_id === id);
    expect(rollCalls.map((row) => [row.key, row.floor_or_committee])).toEqual([
      ['legiscan:1599823', 'committee'],
      ['legiscan:1599884', 'floor'],
      ['legiscan:1599885', 'floor'],
      ['legiscan:1599900', 'committee'],
      ['legiscan:1599928', 'floor'],
      ['legiscan:1599929', 'floor'],
    ]);
    expect(rollCalls[0]).toMatchObject({
      level: 'state',
      state: 'CO',
      chamber: 'upper',
      congress: null,
      legislative_session: '1st Special Session 2025',
      yes: 3,
      no: 2,
      source_url: 'https://legiscan.com/CO/rollcall/SB001/id/1599823',
    });
    const weissman = (await download('positions.ndjson.gz')).filter(
      (row) => row.roll_call_key === 'legiscan:1599823' && row.member_key === 'legiscan:18723',
    );
    expect(weissman).toEqual([
      expect.objectContaining({ roll_call_id: rollCalls[0].id, name: 'Michael Weissman', party: 'D', state: 'CO', position: 'Yes' }),
    ]);
  });
});
