// Race pages on real FEC lines and real legislators: a House seat at large, a numbered district and a
// state's Senate seats, the incumbent linked to their record by FEC id, challengers 'Not yet scored' until staff
// score them, and members who run for the other chamber linked to their record and left out of their own seat's race.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAllPages } from '../../../tests/support/server/pages.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { parseRace } from '../../shared/races.ts';
import { officialMoney, type Race, race as raceSchema } from '../../shared/schemas/races.ts';
import { candidates, officials } from '../db/schema.ts';
import { importFecBulk } from '../imports/fec-bulk/fec-bulk-import.ts';
import { mapLegislator, readLegislators } from '../imports/legislators/legislators-mapping.ts';
import { datasetsDir } from '../platform/datasets.ts';
import { insertOfficials } from '../repositories/import-officials.ts';
import { raceCandidates } from '../repositories/races.ts';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  const people = (await readLegislators())
    .map(mapLegislator)
    .filter(
      (o) =>
        o.state === 'VT' ||
        o.state === 'ME' ||
        (o.state === 'NY' && o.district === '14') ||
        (o.state === 'OH' && o.office === 'Senator') ||
        (o.state === 'NJ' && (o.office === 'Senator' || o.district === '3')) ||
        (o.state === 'CA' && (o.district === '3' || o.district === '6')) ||
        o.state === 'GA' ||
        o.name === 'Mark Harris',
    );
  await insertOfficials(t.db, people);
  // Two Georgia representatives' records, as their counted votes would score them.
  await t.db.update(officials).set({ scoredVoteCount: 1, votePoints: 2 }).where(eq(officials.name, 'Earl L. "Buddy" Carter'));
  await t.db.update(officials).set({ scoredVoteCount: 1, votePoints: 3 }).where(eq(officials.name, 'Mike Collins'));
  dir = mkdtempSync(path.join(os.tmpdir(), 'races-'));
  const lines = readFileSync(path.join(datasetsDir, 'fec-bulk', 'weball26.txt'), 'utf8')
    .split('\n')
    .filter(
      (line) =>
        /\|(VT\|00|NY\|14|NJ\|03|CA\|03|GA\|01|GA\|10)\|/.test(line) || /^S\w+\|[^|]*\|[^|]*(\|[^|]*){15}\|(VT|ME|OH|GA)\|/.test(line),
    );
  writeFileSync(path.join(dir, 'weball26.txt'), lines.join('\n'));
  await importFecBulk(t.db, path.join(dir, 'weball26.txt'), { candidates: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const race = async (segment: string) => {
  const response = await call(t.app, 'GET', `/api/races/${segment}`);
  expect(response.statusCode).toBe(200);
  return raceSchema.parse(response.json()) as Race;
};

describe('a race', () => {
  it("lists Vermont's House candidates by money raised, the incumbent linked to her record", async () => {
    const vt = await race('VT-0');
    expect(vt).toMatchObject({ key: 'VT-0', name: 'U.S. House, Vermont at large', office: 'House', district: 0 });
    expect(vt.holders.map((h) => h.name)).toEqual(['Becca Balint']);
    const [first, ...rest] = vt.candidates;
    // Named as her record names her, not as the FEC files her ("BALINT, REBECCA 'BECCA'"): one name per person.
    expect(first).toMatchObject({
      name: 'Becca Balint',
      incumbency: 'I',
      raised: 570160.72,
      cashOnHand: 411134.93,
      officialId: vt.holders[0]!.officialId,
    });
    // Her record's score, as no staff member has scored her (none without counted votes).
    expect(first!.score).toBe(first!.votingScore || null);
    expect(rest.length).toBeGreaterThan(0);
    for (const challenger of rest) expect(challenger).toMatchObject({ officialId: null, score: null });
    expect(vt.candidates.map((c) => c.raised)).toEqual([...vt.candidates.map((c) => c.raised)].sort((a, b) => b - a));
  });

  it('shows the score staff give a challenger, and a re-import of the FEC file keeps it', async () => {
    const challenger = (await race('VT-0')).candidates.find((c) => c.incumbency !== 'I')!;
    await t.db
      .update(candidates)
      .set({ progressiveScore: 6, progressiveAnalysis: 'Scored by staff.' })
      .where(eq(candidates.id, challenger.id));
    await importFecBulk(t.db, path.join(dir, 'weball26.txt'), { candidates: true });
    // Read beneath the response cache, which this direct write (no staff edit route exists) does not reach.
    expect((await raceCandidates(t.db, parseRace('VT-0')!)).find((c) => c.id === challenger.id)).toMatchObject({
      officialId: null,
      score: 6,
    });
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, challenger.id));
    expect(row).toMatchObject({ progressiveScore: 6, progressiveAnalysis: 'Scored by staff.' });
    await t.db.update(candidates).set({ progressiveScore: null }).where(eq(candidates.id, challenger.id));
  });

  it('names a district by its number and a Senate race by its state', async () => {
    const ny = await race('NY-14');
    expect(ny.name).toBe('U.S. House, New York district 14');
    expect(ny.candidates[0]).toMatchObject({ name: 'Alexandria Ocasio-Cortez', incumbency: 'I' });
    expect(ny.candidates[0]!.officialId).toBe(ny.holders[0]!.officialId);
    const senate = await race('VT-senate');
    expect(senate.name).toBe('U.S. Senate, Vermont');
    expect(senate.holders.map((h) => h.name).sort()).toEqual(['Bernard Sanders', 'Peter Welch']);
  });

  it('leaves out a sitting senator whose term runs past the 2026 election, though the FEC lists them', async () => {
    // Maine: Susan Collins's seat is up in 2026, Angus King's in 2030; the FEC lists both with 2025–26 money.
    const maine = await race('ME-senate');
    const collins = maine.holders.find((h) => h.name === 'Susan M. Collins')!;
    const king = maine.holders.find((h) => h.name === 'Angus S. King, Jr.')!;
    expect([collins.termEnd, king.termEnd]).toEqual(['2027-01-03', '2031-01-03']);
    expect(maine.candidates.find((c) => c.officialId === collins.officialId)).toMatchObject({ incumbency: 'I', raised: 7393291.4 });
    expect(maine.candidates.some((c) => c.officialId === king.officialId)).toBe(false);
    expect(maine.candidates.map((c) => c.name)).toContain('Graham Platner');
    // Vermont has no Senate seat up: Bernie Sanders (to 2031) and Peter Welch (to 2029) are in no 2026 race.
    const vermont = await race('VT-senate');
    expect(vermont.candidates.map((c) => c.name).sort()).toEqual(['Gerald Malloy', 'Isaac Evans-Frantz']);
    const tabRace = (await readAllPages<{ name: string }>(t.app, '/api/candidates?race=VT-senate')).flat();
    expect(tabRace.map((c) => c.name).sort()).toEqual(['Gerald Malloy', 'Isaac Evans-Frantz']);
    expect((await call(t.app, 'GET', '/api/races?state=ME')).json()).toContainEqual({
      key: 'ME-senate',
      name: 'U.S. Senate, Maine',
      group: 'federal',
      office: 'Senate',
      district: null,
      candidates: maine.candidates.length,
    });
  });

  it('says which candidate the FEC calls the incumbent holds a seat of the race now: Ohio lists J. D. Vance, who left it', async () => {
    const ohio = await race('OH-senate');
    const husted = ohio.holders.find((h) => h.name === 'Jon Husted')!;
    expect(ohio.candidates.find((c) => c.officialId === husted.officialId)).toMatchObject({ incumbency: 'I', holdsSeat: true });
    expect(ohio.candidates.find((c) => c.name.includes('Vance'))).toMatchObject({ incumbency: 'I', holdsSeat: false, officialId: null });
    expect(ohio.candidates.find((c) => c.name.includes('Sherrod'))).toMatchObject({ incumbency: 'C', holdsSeat: false });
    // California's 3rd, redrawn: Kevin Kiley holds it; the FEC calls Ami Bera, who holds the 6th and filed for the 3rd, its incumbent.
    const ca3 = await race('CA-3');
    const [bera] = await t.db.select().from(officials).where(eq(officials.name, 'Ami Bera'));
    expect(ca3.holders.map((h) => h.name)).toEqual(['Kevin Kiley']);
    expect(ca3.candidates.find((c) => c.officialId === bera!.id)).toMatchObject({ incumbency: 'I', holdsSeat: false });
    expect(bera).toMatchObject({ office: 'Representative', district: '6' });
  });

  it("leaves a senator's old House registration out of that seat's race: Andy Kim is in no race for New Jersey's 3rd", async () => {
    // The FEC still lists him as NJ-3's incumbent; Herb Conaway holds it, and Kim sits in the Senate until 2031.
    const nj3 = await race('NJ-3');
    expect(nj3.holders.map((h) => h.name)).toEqual(['Herbert C. Conaway, Jr.']);
    expect(nj3.candidates.find((c) => c.name.includes('Conaway'))).toMatchObject({
      incumbency: 'I',
      holdsSeat: true,
      officialId: nj3.holders[0]!.officialId,
    });
    expect(nj3.candidates.map((c) => c.name)).not.toContainEqual(expect.stringContaining('Kim'));
  });

  it('links representatives who run for the Senate to their House record and scores them from it, in the Senate race only', async () => {
    const georgia = await race('GA-senate');
    const [carter] = await t.db.select().from(officials).where(eq(officials.name, 'Earl L. "Buddy" Carter'));
    const [collins] = await t.db.select().from(officials).where(eq(officials.name, 'Mike Collins'));
    expect(georgia.candidates.find((c) => c.officialId === carter!.id)).toMatchObject({
      name: 'Earl L. "Buddy" Carter',
      incumbency: 'C',
      holdsSeat: false,
      votingScore: 2,
      staffScore: null,
      score: 2,
    });
    expect(georgia.candidates.find((c) => c.officialId === collins!.id)).toMatchObject({ name: 'Mike Collins', votingScore: 3, score: 3 });
    // One name per person: Jon Ossoff's record's, not the FEC's 'T. Jonathan Ossoff'.
    expect(georgia.candidates[0]).toMatchObject({ name: 'Jon Ossoff', incumbency: 'I', holdsSeat: true });
    expect(georgia.candidates.some((c) => c.name.includes('Jonathan'))).toBe(false);
    // Their House seats' races no longer list them, though their seat holders are still them.
    for (const [segment, member] of [
      ['GA-1', carter!],
      ['GA-10', collins!],
    ] as const) {
      const house = await race(segment);
      expect(house.holders.map((h) => h.officialId)).toEqual([member.id]);
      expect(house.candidates.some((c) => c.officialId === member.id)).toBe(false);
    }
  });

  it('answers 404 for a race nobody runs in and 400 for an address that is no race', async () => {
    expect((await call(t.app, 'GET', '/api/races/VT-7')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/races/XX-1')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/races/vt-0')).statusCode).toBe(400);
  });

  it('is drawn by the server with its title, and says when it is not found', async () => {
    const page = await call(t.app, 'GET', '/race/NY-14');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>2026 race: U.S. House, New York district 14 — Civic Ledger</title>');
    const missing = await call(t.app, 'GET', '/race/VT-7');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Race Not Found');
  });

  it('filters the Candidates tab by state and race, most money raised first, a page at a time', async () => {
    const pages = await readAllPages<{ name: string; raised: number }>(t.app, '/api/candidates?state=VT&sort=raised&limit=2');
    const vermont = pages.flat();
    expect(pages.length).toBeGreaterThan(1);
    // Vermont's senators, whose seats are not up, are no 2026 candidates: the most money is Becca Balint's.
    expect(vermont[0]!.name).toBe('Becca Balint');
    expect(vermont.map((c) => c.name)).not.toContain('Bernard Sanders');
    expect(vermont.map((c) => c.name)).not.toContain('Peter Welch');
    expect(vermont.map((c) => c.raised)).toEqual([...vermont.map((c) => c.raised)].sort((a, b) => b - a));
    const house = (await readAllPages<{ name: string }>(t.app, '/api/candidates?race=VT-0&sort=raised')).flat();
    expect(house.map((c) => c.name)).toEqual((await race('VT-0')).candidates.map((c) => c.name));
    const list = (await call(t.app, 'GET', '/api/races?state=VT')).json();
    // No Senate seat of Vermont is up in 2026, so its voters' 2026 races are the House seat's alone.
    expect(list).toEqual([
      { key: 'VT-0', name: 'U.S. House, Vermont at large', group: 'federal', office: 'House', district: null, candidates: 2 },
    ]);
    expect((await call(t.app, 'GET', '/api/candidates?sort=raised&cursor=WyJub3QgbW9uZXkiLDFd')).statusCode).toBe(400);
  });

  it("gives an official's campaign money of each imported cycle through their FEC ids", async () => {
    await importFecBulk(t.db, path.join(datasetsDir, 'fec-bulk', 'weball24.txt'));
    const sanders = (await race('VT-senate')).holders.find((h) => h.name === 'Bernard Sanders')!;
    const money = officialMoney.parse((await call(t.app, 'GET', `/api/officials/${sanders.officialId}/money`)).json());
    expect(money.cycles.map((c) => [c.fecCandidateId, c.cycle, c.office])).toEqual([
      ['S4VT00033', 2026, 'Senate'],
      ['S4VT00033', 2024, 'Senate'],
    ]);
    expect(money.cycles[0]).toMatchObject({ receipts: 21334881.29, cashOnHand: 21926124.57, coverageEnd: '2025-12-31' });
    expect((await call(t.app, 'GET', '/api/officials/999999/money')).statusCode).toBe(404);
  });

  it("shows a cycle's money once when the FEC gives the same totals under two of an official's ids", async () => {
    // Mark Harris's ids H4NC08066 and H6NC09200 both carry his committee's 2025–26 totals.
    const lines = readFileSync(path.join(datasetsDir, 'fec-bulk', 'weball26.txt'), 'utf8')
      .split('\n')
      .filter((line) => /^(H4NC08066|H6NC09200)\|/.test(line));
    expect(lines).toHaveLength(2);
    writeFileSync(path.join(dir, 'weball26.txt'), lines.join('\n'));
    await importFecBulk(t.db, path.join(dir, 'weball26.txt'), { candidates: true });
    const [harris] = await t.db.select().from(officials).where(eq(officials.name, 'Mark Harris'));
    const money = officialMoney.parse((await call(t.app, 'GET', `/api/officials/${harris!.id}/money`)).json());
    expect(money.cycles.filter((c) => c.cycle === 2026)).toEqual([
      expect.objectContaining({ fecCandidateId: 'H4NC08066', receipts: 520327.78 }),
    ]);
  });
});

describe('a race kept in the response cache', () => {
  const visit = (address: string) => call(t.app, 'GET', address, { headers: { 'accept-encoding': 'identity' } });
  const computations = () => t.app.responseCache.store.stats.computations;

  it('draws its page and answer once for every visitor, and again when a candidate joins the race', async () => {
    const firstPage = await visit('/race/NY-14');
    const firstAnswer = await visit('/api/races/NY-14');
    const before = computations();
    const [page, answer] = [await visit('/race/NY-14'), await visit('/api/races/NY-14')];
    expect(computations()).toBe(before);
    expect(page.body).toBe(firstPage.body);
    expect(page.headers.etag).toBe(firstPage.headers.etag);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // A visit's first page still marks the visit, so no shared cache keeps that answer.
    expect(page.headers['set-cookie']).toMatch(/^visit=1;/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(answer.body).toBe(firstAnswer.body);
    expect(page.body).not.toContain('Jordan Vale');

    const staff = await t.signUp({ isStaff: 1 });
    const created = await call(t.app, 'POST', '/api/candidates', {
      cookie: staff.cookie,
      body: {
        name: 'Jordan Vale',
        party: 'Independent',
        office: 'House',
        state: 'NY',
        district: '14',
        progressiveScore: 3,
        progressiveAnalysis: 'Analysis.',
      },
    });
    expect(created.statusCode).toBe(201);

    const after = await visit('/race/NY-14');
    expect(after.headers.etag).not.toBe(firstPage.headers.etag);
    expect(after.body).toContain('Jordan Vale');
    expect(after.body).toContain('<title>2026 race: U.S. House, New York district 14 — Civic Ledger</title>');
    expect(raceSchema.parse((await visit('/api/races/NY-14')).json()).candidates.map((c) => c.name)).toContain('Jordan Vale');
  });

  it("draws a signed-in reader's page for them alone, and answers a visitor's repeat with 304", async () => {
    const reader = await t.signUp();
    const mine = await call(t.app, 'GET', '/race/VT-0', { cookie: reader.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.body).toContain(reader.user.email);
    const visitor = await visit('/race/VT-0');
    expect(visitor.body).not.toContain(reader.user.email);
    const again = await call(t.app, 'GET', '/race/VT-0', {
      headers: { 'accept-encoding': 'identity', 'if-none-match': visitor.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await visit('/race/VT-7')).statusCode).toBe(404);
  });

  it('draws its page again when a seat holder is added, as its answer is', async () => {
    const firstPage = await visit('/race/VT-senate');
    expect(firstPage.body).not.toContain('Morgan Hale');
    const staff = await t.signUp({ isStaff: 1 });
    const created = await call(t.app, 'POST', '/api/officials', {
      cookie: staff.cookie,
      body: { name: 'Morgan Hale', party: 'Independent', office: 'Senator', state: 'VT' },
    });
    expect(created.statusCode).toBe(201);
    const after = await visit('/race/VT-senate');
    expect(after.headers.etag).not.toBe(firstPage.headers.etag);
    expect(after.body).toContain('Morgan Hale');
    expect(raceSchema.parse((await visit('/api/races/VT-senate')).json()).holders.map((h) => h.name)).toContain('Morgan Hale');
  });
});
