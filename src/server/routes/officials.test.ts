// Official aggregates computed in SQL agree with src/shared/scoring.ts; votes; candidate voting-record fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVotes } from '../../../tests/support/server/ledger.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { adjustedProgressiveScore, ideologicalLean, officialRecord } from '../../shared/scoring.ts';
import { bills, officials } from '../db/schema.ts';

let t: TestApp;
let staffCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  staffCookie = (await t.signUp({ isStaff: 1 })).cookie;
});
afterAll(() => t.close());

type OfficialBody = {
  id: number;
  name: string;
  party: string;
  votingScore: number;
  scoredVoteCount: number;
  voteCount: number;
  yesCount: number;
  noCount: number;
  ideologicalLean: number | null;
};

describe('official aggregates', () => {
  it('match scoring.ts for many generated voting records (Yes/No/other votes, unknown and unscored bills, every party)', async () => {
    // A deterministic pseudo-random generator keeps the case reproducible.
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const billRows = await t.db
      .insert(bills)
      // Every fourth bill is not yet scored: votes on it count in no score.
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          billNumber: `H.R. ${i}`,
          title: `Bill ${i}`,
          summary: 's',
          status: 'Pending',
          level: 'federal',
          progressiveScore: i % 4 === 1 ? null : i % 11,
          progressiveAnalysis: 'a',
        })),
      )
      .returning({ id: bills.id, score: bills.progressiveScore });
    const parties = ['Democratic', 'dem', 'Republican', 'REP', 'Independent', 'Green', 'Libertarian', ' Democrat '];
    const choices = ['Yes', 'No', 'Present', 'Not Voting'];
    const expected = new Map<number, ReturnType<typeof officialRecord> & { voteCount: number; yesCount: number; noCount: number }>();
    for (let o = 0; o < 40; o++) {
      const party = parties[o % parties.length]!;
      const [official] = await t.db
        .insert(officials)
        .values({ name: `Official ${o}`, party, office: 'Senator', state: 'WA' })
        .returning({ id: officials.id });
      const n = o % 9 === 0 ? 0 : Math.floor(random() * 15) + 1;
      const cast = Array.from({ length: n }, () => {
        const bill = random() < 0.15 ? null : billRows[Math.floor(random() * billRows.length)]!;
        return { vote: choices[Math.floor(random() * (random() < 0.8 ? 2 : 4))]!, bill };
      });
      if (cast.length) {
        await insertVotes(
          t.db,
          cast.map((v, i) => ({ officialId: official!.id, billId: v.bill?.id ?? null, vote: v.vote, rollCall: `r${i}` })),
        );
      }
      expected.set(official!.id, {
        ...officialRecord(
          cast.map((v) => ({ vote: v.vote, billScore: v.bill?.score ?? null })),
          party,
        ),
        voteCount: cast.length,
        yesCount: cast.filter((v) => v.vote === 'Yes').length,
        noCount: cast.filter((v) => v.vote === 'No').length,
      });
    }
    const list = (await call(t.app, 'GET', '/api/officials')).json() as OfficialBody[];
    expect(list).toHaveLength(40);
    for (const official of list) {
      const want = expected.get(official.id)!;
      expect({ id: official.id, ...pick(official) }).toEqual({ id: official.id, ...want });
    }
    // The generated data must exercise the interesting cases, or the comparison proves little.
    const values = [...expected.values()];
    expect(values.some((v) => v.scoredVoteCount === 0 && v.voteCount > 0)).toBe(true);
    expect(values.some((v) => v.ideologicalLean === null)).toBe(true);
    expect(values.some((v) => v.ideologicalLean !== null && v.ideologicalLean < 0)).toBe(true);
    expect(values.some((v) => v.ideologicalLean !== null && v.ideologicalLean > 0)).toBe(true);
    expect(values.some((v) => v.voteCount > v.scoredVoteCount && v.scoredVoteCount > 0)).toBe(true);
  });

  it('works out a small record by hand: Yes on 8, No on 3, Present, Yes on an unknown bill', async () => {
    const [eight, three] = await t.db
      .insert(bills)
      .values([
        {
          billNumber: 'S. 8',
          title: 'Eight',
          summary: 's',
          status: 'Passed',
          level: 'federal',
          progressiveScore: 8,
          progressiveAnalysis: 'a',
        },
        {
          billNumber: 'S. 3',
          title: 'Three',
          summary: 's',
          status: 'Failed',
          level: 'federal',
          progressiveScore: 3,
          progressiveAnalysis: 'a',
        },
      ])
      .returning({ id: bills.id });
    const [official] = await t.db
      .insert(officials)
      .values({ name: 'Hand Worked', party: 'Republican', office: 'Senator', state: 'OH' })
      .returning({ id: officials.id });
    await insertVotes(t.db, [
      { officialId: official!.id, billId: eight!.id, vote: 'Yes', votedAt: new Date('2025-01-01') },
      { officialId: official!.id, billId: three!.id, vote: 'No', votedAt: new Date('2025-02-01') },
      { officialId: official!.id, billId: three!.id, vote: 'Present', votedAt: new Date('2025-03-01') },
      { officialId: official!.id, billId: null, vote: 'Yes', votedAt: new Date('2025-04-01') },
    ]);
    const body = (await call(t.app, 'GET', `/api/officials/${official!.id}`)).json();
    // (8 + (10 - 3)) / 2 = 7.5 → 8; lean 8 - 2.5 = 5.5.
    expect(pick(body)).toEqual({ votingScore: 8, scoredVoteCount: 2, voteCount: 4, yesCount: 2, noCount: 1, ideologicalLean: 5.5 });

    const history = (await call(t.app, 'GET', `/api/officials/${official!.id}/votes`)).json();
    expect(history.map((v: { vote: string }) => v.vote)).toEqual(['Yes', 'Present', 'No', 'Yes']);
    expect(history[0].bill).toBeNull();
    expect(history[2].bill).toEqual({ id: three!.id, billNumber: 'S. 3', title: 'Three', shortTitle: null, progressiveScore: 3 });
    expect(history[0].votedAt).toBe('2025-04-01T00:00:00.000Z');

    const all = (await call(t.app, 'GET', `/api/votes?officialId=${official!.id}`)).json();
    expect(all).toHaveLength(4);
    expect(Object.keys(all[0]).sort()).toEqual(['billId', 'id', 'officialId', 'vote', 'votedAt']);
  });

  it('counts no vote on an unscored bill: a record of only those has no score and no lean', async () => {
    const [unscored] = await t.db
      .insert(bills)
      .values({
        billNumber: 'S. 0',
        title: 'Unscored',
        summary: 's',
        status: 'Pending',
        level: 'federal',
        progressiveScore: null,
        progressiveAnalysis: 'Not yet scored',
      })
      .returning({ id: bills.id });
    const [official] = await t.db
      .insert(officials)
      .values({ name: 'Only Unscored', party: 'Democratic', office: 'Senator', state: 'OR' })
      .returning({ id: officials.id });
    await insertVotes(t.db, [
      { officialId: official!.id, billId: unscored!.id, vote: 'Yes', votedAt: new Date('2025-01-01') },
      { officialId: official!.id, billId: unscored!.id, vote: 'No', votedAt: new Date('2025-02-01') },
    ]);
    const body = (await call(t.app, 'GET', `/api/officials/${official!.id}`)).json();
    expect(pick(body)).toEqual({ votingScore: 0, scoredVoteCount: 0, voteCount: 2, yesCount: 1, noCount: 1, ideologicalLean: null });
    const history = (await call(t.app, 'GET', `/api/officials/${official!.id}/votes`)).json();
    expect(history[0].bill).toEqual({ id: unscored!.id, billNumber: 'S. 0', title: 'Unscored', shortTitle: null, progressiveScore: null });
  });

  it('adds an official (staff) with zero aggregates', async () => {
    const response = await call(t.app, 'POST', '/api/officials', {
      cookie: staffCookie,
      body: {
        name: 'New Member',
        party: 'Independent',
        office: 'Representative',
        state: 'VT',
        district: '0',
        termStart: '2025-01-03',
        website: 'https://example.org',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'New Member',
      termStart: '2025-01-03',
      votingScore: 0,
      voteCount: 0,
      ideologicalLean: null,
    });
  });
});

function pick(o: OfficialBody) {
  return {
    votingScore: o.votingScore,
    scoredVoteCount: o.scoredVoteCount,
    voteCount: o.voteCount,
    yesCount: o.yesCount,
    noCount: o.noCount,
    ideologicalLean: o.ideologicalLean,
  };
}

describe('candidates', () => {
  it('derives the voting-record fields from the matching official (name + state, House district)', async () => {
    const [bill] = await t.db
      .insert(bills)
      .values({
        billNumber: 'H.R. 77',
        title: 'Ten',
        summary: 's',
        status: 'Passed',
        level: 'federal',
        progressiveScore: 10,
        progressiveAnalysis: 'a',
      })
      .returning({ id: bills.id });
    const [rep] = await t.db
      .insert(officials)
      .values({ name: 'Ocasio-Cortez, Alexandria', party: 'Democratic', office: 'Representative', state: 'New York', district: '14' })
      .returning({ id: officials.id });
    const [senator] = await t.db
      .insert(officials)
      .values({ name: 'Jane Q. Public Jr.', party: 'Republican', office: 'Senator', state: 'TX' })
      .returning({ id: officials.id });
    await insertVotes(t.db, [
      { officialId: rep!.id, billId: bill!.id, vote: 'Yes' },
      { officialId: senator!.id, billId: bill!.id, vote: 'No' },
    ]);
    const add = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/candidates', { cookie: staffCookie, body: { progressiveAnalysis: 'a', progressiveScore: 6, ...body } });

    const house = (await add({ name: 'ALEXANDRIA OCASIO-CORTEZ', party: 'Democrat', office: 'House', state: 'NY', district: '14' })).json();
    expect(house).toMatchObject({
      hasOfficialRecord: true,
      votingScore: 10,
      ideologicalLean: ideologicalLean(10, 'Democrat'),
      adjustedProgressiveScore: adjustedProgressiveScore(6, 10),
    });
    expect(house.ideologicalLean).toBe(2.5);
    expect(house.adjustedProgressiveScore).toBe(8);

    const wrongDistrict = (
      await add({ name: 'Alexandria Ocasio-Cortez', party: 'Democrat', office: 'House', state: 'NY', district: '15' })
    ).json();
    expect(wrongDistrict).toMatchObject({
      hasOfficialRecord: false,
      votingScore: null,
      ideologicalLean: null,
      adjustedProgressiveScore: null,
    });

    const senate = (await add({ name: 'Public, Jane', party: 'Republican', office: 'Senate', state: 'Texas' })).json();
    // A No on a 10 scores 0: a record with counted votes, but nothing to average into the base score.
    expect(senate).toMatchObject({ hasOfficialRecord: true, votingScore: 0, ideologicalLean: -2.5, adjustedProgressiveScore: null });

    const otherState = (await add({ name: 'Jane Public', party: 'Republican', office: 'Senate', state: 'OK' })).json();
    expect(otherState.hasOfficialRecord).toBe(false);
  });

  it('lists candidates with donations, legislation and commentCount', async () => {
    const created = (
      await call(t.app, 'POST', '/api/candidates', {
        cookie: staffCookie,
        body: {
          name: 'Dana Donor',
          party: 'Green',
          office: 'Mayor',
          state: 'OR',
          progressiveScore: 9,
          progressiveAnalysis: 'a',
          website: 'https://dana.example',
          donations: [
            { type: 'PAC', source: 'Friends', date: '2025-01-01', amount: 250.5 },
            { source: 'Neighbours', amount: 20 },
          ],
          legislationBacked: ['Clean Air Act'],
        },
      })
    ).json();
    const reader = await t.signUp();
    await call(t.app, 'POST', '/api/comments', { cookie: reader.cookie, body: { content: 'Go Dana', candidateId: created.id } });
    const list = (await call(t.app, 'GET', '/api/candidates')).json();
    const dana = list.find((c: { id: number }) => c.id === created.id);
    expect(dana).toMatchObject({
      donations: [
        { type: 'PAC', source: 'Friends', date: '2025-01-01', amount: 250.5 },
        { source: 'Neighbours', amount: 20 },
      ],
      legislationBacked: ['Clean Air Act'],
      commentCount: 1,
      district: null,
      bio: null,
      imageUrl: null,
    });
  });

  it.each([
    [{ name: '' }, 'name: Name is required'],
    [{ party: '' }, 'party: Party is required'],
    [{ office: undefined }, 'office: Office is required'],
    [{ state: ' ' }, 'state: State is required'],
    [{ progressiveAnalysis: '' }, 'progressiveAnalysis: Progressive analysis is required'],
    [{ progressiveScore: 11 }, 'progressiveScore: Progressive score must be at most 10'],
    [{ website: 'javascript:alert(1)' }, 'website: Website must be an http(s) URL'],
    [{ donations: [{ source: 'x', amount: 'lots' }] }, 'donations.0.amount: Each donation needs a numeric amount'],
  ])('rejects candidate %j', async (override, message) => {
    const body = { name: 'N', party: 'Democrat', office: 'House', state: 'CA', progressiveScore: 5, progressiveAnalysis: 'a', ...override };
    const response = await call(t.app, 'POST', '/api/candidates', { cookie: staffCookie, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('bills', () => {
  it('stores state as null for federal bills and lists newest introduced first with commentCount', async () => {
    const add = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/bills', {
        cookie: staffCookie,
        body: { billNumber: 'X', title: 'T', summary: 'S', status: 'Pending', progressiveScore: 5, progressiveAnalysis: 'A', ...body },
      });
    const federal = await add({ level: 'federal', state: 'CA', billNumber: 'H.R. 100' });
    expect(federal.statusCode).toBe(201);
    expect(federal.json()).toMatchObject({ level: 'federal', state: null, passedDate: null, commentCount: 0 });
    const state = await add({ level: 'state', state: 'CA', billNumber: 'AB 5', passedDate: '2024-06-30' });
    expect(state.json()).toMatchObject({ level: 'state', state: 'CA', passedDate: '2024-06-30T00:00:00.000Z' });
    const list = (await call(t.app, 'GET', '/api/bills?level=state')).json();
    expect(list[0].id).toBe(state.json().id);
    expect((await call(t.app, 'GET', '/api/bills')).json()[0].id).toBe(federal.json().id);
  });
});
