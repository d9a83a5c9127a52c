// 2026 state and local races from the real lists of datasets/candidates-2026: a Montana legislative race from
// the filings (filing days, a campaign's contact, the district's senator now), Oregon's governor from the
// primary's results (winners first, losers said so), the candidate list's State, State Legislature and Local
// filters, and a state's race list, which now names its state and local races after Congress's.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAllPages } from '../../../tests/support/server/pages.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { candidate as candidateSchema } from '../../shared/schemas/candidates.ts';
import { raceSummary, type StateRace, stateRace as stateRaceSchema } from '../../shared/schemas/races.ts';
import { officials } from '../db/schema.ts';
import { importStateCandidates, type StateCandidateFormat } from '../imports/state-candidates/state-candidates-import.ts';
import { datasetsDir } from '../platform/datasets.ts';

let t: TestApp;
const LISTS: [StateCandidateFormat, string][] = [
  ['montana-filings', 'mt-CandidateList.csv'],
  ['openelections', 'or-20260519__or__primary__county.csv'],
];

beforeAll(async () => {
  t = await createTestApp();
  // Montana's senator of district 12 now, and Oregon's governor, as Open States' import stores them; and one
  // who held the Montana seat before, whose term the import ended: no holder now.
  await t.db.insert(officials).values([
    { name: 'Wendy McKamey', party: 'Republican', office: 'State Senator', state: 'MT', level: 'state', chamber: 'upper', district: '12' },
    {
      name: 'Pat Predecessor',
      party: 'Republican',
      office: 'State Senator',
      state: 'MT',
      level: 'state',
      chamber: 'upper',
      district: '12',
      termEnd: '2025-01-05',
    },
    { name: 'Tina Kotek', party: 'Democrat', office: 'Governor', state: 'OR', level: 'state' },
  ]);
  for (const [format, file] of LISTS) await importStateCandidates(t.db, format, path.join(datasetsDir, 'candidates-2026', file), () => {});
}, 120_000);
afterAll(() => t.close());

const race = async (segment: string) => {
  const response = await call(t.app, 'GET', `/api/state-races/${segment}`);
  expect(response.statusCode, response.body).toBe(200);
  return stateRaceSchema.parse(response.json()) as StateRace;
};

describe('GET /api/state-races/{race}', () => {
  it('answers a Montana Senate district from the filings: each candidate’s filing day, campaign contact and who sits there now (not who sat there before)', async () => {
    const senate = await race('MT-state-senate-12');
    expect(senate).toMatchObject({
      name: 'Montana Senate, district 12',
      state: 'MT',
      office: 'State Senate',
      district: '12',
      group: 'state-legislature',
    });
    expect(senate.sources).toEqual(['mt-sos']);
    expect(senate.holders.map((holder) => holder.name)).toEqual(['Wendy McKamey']);
    expect(senate.candidates.length).toBeGreaterThan(1);
    for (const candidate of senate.candidates) {
      expect(candidate.filingDate).toMatch(/^2026-0[23]-\d\d$/);
      expect(candidate.primary).toBeNull();
    }
    // In the order they filed.
    const days = senate.candidates.map((candidate) => candidate.filingDate!);
    expect(days).toEqual([...days].sort());
  });

  it('answers Oregon’s governor from the primary: the winners first, each with votes and share, the governor linked to her record', async () => {
    const governor = await race('OR-governor');
    expect(governor.name).toBe('Oregon Governor');
    const [first, second] = governor.candidates;
    expect([first!.name, second!.name].sort()).toEqual(['Christine Drazan', 'Tina Kotek'].sort());
    expect(first!.primary!.outcome).toBe('won');
    expect(second!.primary!.outcome).toBe('won');
    expect(governor.candidates.slice(2).every((candidate) => candidate.primary!.outcome === 'lost')).toBe(true);
    const kotek = governor.candidates.find((candidate) => candidate.name === 'Tina Kotek')!;
    expect(kotek).toMatchObject({ holdsSeat: true, score: null });
    expect(kotek.officialId).not.toBeNull();
    expect(kotek.primary).toMatchObject({ date: '2026-05-19', party: 'Democrat', writeIn: false });
    expect(kotek.primary!.share).toBeGreaterThan(0.8);
    expect(governor.holders.map((holder) => holder.name)).toEqual(['Tina Kotek']);
  });

  it('is drawn by the server with its title and its first data, and says when it is not found', async () => {
    const page = await call(t.app, 'GET', '/race/OR-governor');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>2026 race: Oregon Governor — Civic Ledger</title>');
    expect(page.body).toContain('"stateRace":{"key":"OR-governor"');
    const missing = await call(t.app, 'GET', '/race/OR-state-senate-99');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Race Not Found');
  });

  it('is a 404 for an address no candidate runs under, and a 400 for one that names no state and office', async () => {
    expect((await call(t.app, 'GET', '/api/state-races/MT-state-senate-99')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/state-races/XX-governor')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/state-races/MT-senate')).statusCode).toBe(400);
  });
});

describe('the candidate list’s state and local filters', () => {
  const everyCandidate = async (query: string) =>
    (await readAllPages<unknown>(t.app, `/api/candidates?${query}&limit=100`)).flat().map((item) => candidateSchema.parse(item));

  it('lists statewide candidates under State, legislators under State Legislature and district attorneys under Local', async () => {
    const state = await everyCandidate('office=state');
    const legislature = await everyCandidate('office=state-legislature');
    const local = await everyCandidate('office=local');
    expect(new Set(state.map((candidate) => candidate.office))).toContain('Governor');
    expect(new Set(state.map((candidate) => candidate.office))).toContain('Public Service Commissioner');
    expect(new Set(legislature.map((candidate) => candidate.office))).toEqual(new Set(['State Senate', 'State House']));
    expect(new Set(local.map((candidate) => candidate.office))).toEqual(new Set(['District Attorney']));
    expect(local.every((candidate) => candidate.state === 'OR' && /County$/.test(candidate.district!))).toBe(true);
    expect(legislature.some((candidate) => candidate.state === 'MT' && candidate.filingDate !== null)).toBe(true);
  });

  it('filters by a state race’s address, as by a House district’s', async () => {
    const montana = await everyCandidate('race=MT-state-senate-12');
    expect(montana.length).toBeGreaterThan(1);
    expect(montana.every((candidate) => candidate.raceKey === 'MT-state-senate-12')).toBe(true);
  });

  it('names a state’s state and local races after its federal ones in the race list', async () => {
    const response = await call(t.app, 'GET', '/api/races?state=OR');
    const races = response.json().map((item: unknown) => raceSummary.parse(item));
    expect(races[0]).toMatchObject({ key: 'OR-governor', name: 'Oregon Governor', group: 'state', office: 'Governor', district: null });
    const legislature = races.filter((item: { group: string }) => item.group === 'state-legislature');
    expect(legislature.length).toBeGreaterThan(20);
    expect(races.at(-1)!.group).toBe('local');
  });
});
