// The FEC bulk import on real lines of both files: candidates keyed by FEC id (a re-import adds nothing,
// a changed line updates), every line's figures by cycle, unreadable lines by number, and the id link
// to an official whose name is spelled otherwise.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { candidateCycles, candidates, comments, events, follows, officials } from '../../db/schema.ts';
import { datasetsDir } from '../../platform/datasets.ts';
import { findCandidate } from '../../repositories/candidates.ts';
import { writeBulkBatch } from '../../repositories/import-fec-bulk.ts';
import { insertOfficials } from '../../repositories/import-officials.ts';
import { createUser } from '../../repositories/users.ts';
import { mapLegislator, readLegislators } from '../legislators/legislators-mapping.ts';
import { importFecBulk } from './fec-bulk-import.ts';
import { parseWeballLine } from './weball-line.ts';
import { mapWeballCandidate } from './weball-mapping.ts';

const real = (file: string, ids: string[]) =>
  readFileSync(path.join(datasetsDir, 'fec-bulk', file), 'utf8')
    .split('\n')
    .filter((l) => ids.includes(l.slice(0, 9)));
const VT = ['H2VT01076', 'H4VT01056', 'S2VT00235', 'S4VT00033'];
const NOW = new Date('2026-03-01T00:00:00Z');

describe('npm run import -- fec-bulk', () => {
  let handle: DatabaseHandle;
  let dir: string;
  const write = (name: string, lines: string[]) => {
    const file = path.join(dir, name);
    writeFileSync(file, lines.join('\n') + '\n');
    return file;
  };
  beforeAll(async () => {
    handle = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'fec-bulk-'));
    // Balint's record says 'Becca Balint'; the FEC writes "BALINT, REBECCA 'BECCA'".
    await insertOfficials(handle.db, [
      {
        bioguideId: 'B001318',
        lisId: null,
        name: 'Becca Balint',
        party: 'Democrat',
        office: 'Representative',
        state: 'VT',
        district: null,
        imageUrl: null,
        termStart: '2025-01-03',
        termEnd: '2027-01-03',
        website: null,
        bio: null,
        fecIds: ['H2VT01076'],
      },
    ]);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds the House and Senate candidates of the coming cycle, keeps a presidential line as figures only, and reports unreadable lines', async () => {
    const lines = [...real('weball26.txt', [...VT, 'P00009621']), 'H2VT01076|BROKEN', ''];
    const progress: string[] = [];
    const result = await importFecBulk(handle.db, write('weball26.txt', lines), { now: NOW, progress: (l) => progress.push(l) });
    expect(result).toEqual({
      cycle: 2026,
      lines: 7,
      added: 4,
      updated: 0,
      skipped: 1,
      figures: 5,
      unreadable: [{ line: 6, reason: '2 columns, expected 30' }],
      sameAs: [],
      notCandidacies: [],
      removed: 0,
    });
    expect(progress.at(-1)).toBe('fec-bulk: 7 lines read, 4 added, 0 updated');
    const [balint] = await handle.db.select().from(candidates).where(eq(candidates.fecCandidateId, 'H2VT01076'));
    // Her record's name, not the FEC's "BALINT, REBECCA 'BECCA'": one name per person.
    expect(balint).toMatchObject({
      name: 'Becca Balint',
      party: 'Democrat',
      office: 'House',
      state: 'VT',
      district: null,
      incumbency: 'I',
      raised: 570160.72,
    });
    expect(balint!.bio).toBe('Incumbent candidate for House in 2026. Source: FEC.');
    expect(balint!.donations).toEqual([
      { type: 'Donation (FEC totals 2026)', source: 'Individual contributions', amount: 408232.38, date: '2025-12-31' },
      { type: 'Donation (FEC totals 2026)', source: 'PAC and other committee contributions', amount: 159200.01, date: '2025-12-31' },
      { type: 'Donation (FEC totals 2026)', source: 'Party committee contributions', amount: 779.16, date: '2025-12-31' },
    ]);
  });

  it('links a candidate to the official whose FEC ids include theirs, whatever the spelling', async () => {
    const [balint] = await handle.db.select().from(candidates).where(eq(candidates.fecCandidateId, 'H2VT01076'));
    const read = await findCandidate(handle.db, balint!.id);
    expect(read).toMatchObject({ hasOfficialRecord: true, votingScore: 0 });
    const [coester] = await handle.db.select().from(candidates).where(eq(candidates.fecCandidateId, 'H4VT01056'));
    expect(await findCandidate(handle.db, coester!.id)).toMatchObject({ hasOfficialRecord: false, officialId: null });
  });

  it("adds nothing on a second run, and updates a candidate whose line changed, telling that candidate's followers", async () => {
    const figureEvents = () =>
      handle.db
        .select({ topicKey: events.topicKey, title: events.title, path: events.path })
        .from(events)
        .where(eq(events.kind, 'candidate_figures'));
    const lines = real('weball26.txt', VT);
    const again = await importFecBulk(handle.db, write('weball26.txt', lines), { now: NOW });
    expect(again).toMatchObject({ added: 0, updated: 0, skipped: 4, unreadable: [] });
    expect(await figureEvents()).toEqual([]);
    const changed = lines.map((l) => (l.startsWith('H4VT01056') ? l.replace('|7441.38|0|14066.95|', '|9000|0|14066.95|') : l));
    expect(await importFecBulk(handle.db, write('weball26.txt', changed), { now: NOW })).toMatchObject({
      added: 0,
      updated: 1,
      skipped: 3,
    });
    expect((await handle.db.select().from(candidates)).length).toBe(4);
    const [coester] = await handle.db.select().from(candidates).where(eq(candidates.fecCandidateId, 'H4VT01056'));
    expect(await figureEvents()).toEqual([
      { topicKey: String(coester!.id), title: `New campaign finance figures for ${coester!.name}`, path: `/candidates/${coester!.id}` },
    ]);
  });

  it("keeps a past cycle's figures beside the coming one's, without making its people candidates", async () => {
    const result = await importFecBulk(handle.db, write('weball24.txt', real('weball24.txt', ['H2AK01158', 'S4CA00589'])), { now: NOW });
    expect(result).toMatchObject({ cycle: 2024, added: 0, updated: 0, skipped: 2, figures: 2 });
    const [lee] = await handle.db.select().from(candidateCycles).where(eq(candidateCycles.fecCandidateId, 'S4CA00589'));
    expect(lee).toMatchObject({
      cycle: 2024,
      name: 'Barbara Lee',
      incumbency: 'O',
      receipts: 5809488.05,
      cashOnHand: 48791.98,
      coverageEnd: '2024-12-31',
    });
    expect((await handle.db.select().from(candidates)).length).toBe(4);
  });

  it('refuses a file whose cycle it cannot tell', async () => {
    await expect(importFecBulk(handle.db, write('candidates.txt', []))).rejects.toThrow('name it weballYY.txt');
  });
});

describe('one person registered under two FEC ids', () => {
  // The FEC gives such a person's one committee's totals under each id, to the cent.
  const VOLPE = ['S6OH00346', 'S6OH00353'];
  const MENENDEZ = ['H2NJ08232', 'H2NJ13075'];
  let handle: DatabaseHandle;
  let dir: string;
  const importLines = (lines: string[]) => {
    const file = path.join(dir, 'weball26.txt');
    writeFileSync(file, lines.join('\n') + '\n');
    return importFecBulk(handle.db, file, { now: NOW });
  };
  const candidateIds = async () => (await handle.db.select({ id: candidates.fecCandidateId }).from(candidates)).map((c) => c.id).sort();

  beforeEach(async () => {
    handle = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'fec-bulk-people-'));
    // Rob Menendez's record names one of his two House ids.
    const menendez = (await readLegislators()).map(mapLegislator).filter((o) => o.fecIds?.includes(MENENDEZ[0]!));
    await insertOfficials(handle.db, menendez);
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is one candidate, the first registration, and the report names the other line; both keep their figures', async () => {
    const result = await importLines(real('weball26.txt', VOLPE));
    expect(result).toMatchObject({
      added: 1,
      skipped: 1,
      figures: 2,
      sameAs: [{ line: 2, fecCandidateId: 'S6OH00353', keptAs: 'S6OH00346' }],
      removed: 0,
    });
    expect(await candidateIds()).toEqual(['S6OH00346']);
    expect((await handle.db.select().from(candidateCycles)).map((c) => c.fecCandidateId).sort()).toEqual(VOLPE);
  });

  it('takes one id listed twice for one registration, not for two people', async () => {
    const twice = real('weball26.txt', [VOLPE[0]!]);
    const result = await importLines([...twice, ...twice]);
    expect(result).toMatchObject({ added: 1, sameAs: [] });
    expect(await candidateIds()).toEqual([VOLPE[0]]);
  });

  it("keeps the registration an official's record names, wherever it stands in the file", async () => {
    const result = await importLines(real('weball26.txt', MENENDEZ).reverse());
    expect(result.sameAs).toEqual([{ line: 1, fecCandidateId: 'H2NJ13075', keptAs: 'H2NJ08232' }]);
    expect(await candidateIds()).toEqual(['H2NJ08232']);
    const [kept] = await handle.db.select().from(candidates);
    expect(await findCandidate(handle.db, kept!.id)).toMatchObject({ hasOfficialRecord: true });
  });

  it('removes a second registration an earlier import made a candidate, unless staff scored it or a reader commented on or followed it', async () => {
    const HARRIS = ['H4NC08066', 'H6NC09200'];
    const BAKER = ['H6FL06241', 'H6FL06324'];
    const lines = real('weball26.txt', [...VOLPE, ...MENENDEZ, ...HARRIS, ...BAKER]);
    // As an import before this rule left them: a candidate for each id.
    const earlier = lines.map((text) => {
      const parsed = parseWeballLine(text);
      if (!parsed.ok) throw new Error(parsed.reason);
      return mapWeballCandidate(parsed.line, 2026);
    });
    await writeBulkBatch(handle.db, earlier, []);
    const idOf = async (fecId: string) =>
      (await handle.db.select({ id: candidates.id }).from(candidates).where(eq(candidates.fecCandidateId, fecId)))[0]!.id;
    const reader = await createUser(handle.db, { email: 'reader@example.org' });
    await handle.db.update(candidates).set({ progressiveScore: 6 }).where(eq(candidates.fecCandidateId, 'H2NJ13075'));
    await handle.db
      .insert(comments)
      .values({ content: 'Which Harris is this?', userId: reader.id, authorName: 'Reader', candidateId: await idOf('H6NC09200') });
    await handle.db
      .insert(follows)
      .values({ userId: reader.id, kind: 'candidate', target: String(await idOf('H6FL06324')), label: 'Aaron Baker' });

    const result = await importLines(lines);
    expect(result).toMatchObject({ added: 0, removed: 1 });
    expect(result.sameAs.map((s) => s.fecCandidateId).sort()).toEqual(['H2NJ13075', 'H6FL06324', 'H6NC09200', 'S6OH00353']);
    expect(await candidateIds()).toEqual(['H2NJ08232', 'H2NJ13075', 'H4NC08066', 'H6FL06241', 'H6FL06324', 'H6NC09200', 'S6OH00346']);
  });
});

describe("a sitting member's registrations that are no 2026 candidacy", () => {
  // Real lines and real members (congress-legislators) of four states. Wisconsin and Missouri have no Senate
  // seat up in 2026; Arkansas's (Tom Cotton's) and Georgia's (Jon Ossoff's) are up.
  const BALDWIN = 'S2WI00219';
  const LASRY = 'S2WI00342';
  const COTTON = { house: 'H2AR04083', senate: 'S4AR00103' };
  const CARTER = { house: 'H4GA01039', senate: 'S6GA00374' };
  const COLLINS = { house: 'H4GA10071', senate: 'S6GA00390' };
  const BELL = { house: 'H4MO01134', senate: 'S4MO00250' };
  const OSSOFF = 'S8GA00180';
  const KINGSTON = 'H6GA01109';
  const LINES = [BALDWIN, LASRY, ...Object.values(COTTON), ...Object.values(CARTER), ...Object.values(COLLINS), ...Object.values(BELL)];
  let handle: DatabaseHandle;
  let dir: string;
  // The lines in the order of `ids`.
  const importLines = (ids: string[]) => {
    const file = path.join(dir, 'weball26.txt');
    writeFileSync(file, ids.map((id) => real('weball26.txt', [id])[0]).join('\n') + '\n');
    return importFecBulk(handle.db, file, { now: NOW });
  };
  const byFecId = async (fecId: string) => (await handle.db.select().from(candidates).where(eq(candidates.fecCandidateId, fecId)))[0];

  beforeEach(async () => {
    handle = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'fec-bulk-members-'));
    const states = new Set(['WI', 'AR', 'GA', 'MO']);
    await insertOfficials(
      handle.db,
      (await readLegislators()).map(mapLegislator).filter((o) => states.has(o.state)),
    );
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("leaves out a senator not up, a senator's House registration and the House seat of a member who runs for the Senate, and says why", async () => {
    const result = await importLines([...LINES, OSSOFF, KINGSTON]);
    expect(result.notCandidacies).toEqual([
      { line: 1, fecCandidateId: BALDWIN, reason: 'senator not up in 2026' },
      { line: 3, fecCandidateId: COTTON.house, reason: 'a senator’s House registration' },
      { line: 5, fecCandidateId: CARTER.house, reason: 'runs for the Senate' },
      { line: 7, fecCandidateId: COLLINS.house, reason: 'runs for the Senate' },
      { line: 10, fecCandidateId: BELL.senate, reason: 'no Senate seat of the state is up in 2026' },
    ]);
    expect(result).toMatchObject({ added: 7, skipped: 5, figures: 12, sameAs: [], removed: 0 });
    const kept = (await handle.db.select({ id: candidates.fecCandidateId }).from(candidates)).map((c) => c.id).sort();
    expect(kept).toEqual([BELL.house, CARTER.senate, COLLINS.senate, COTTON.senate, KINGSTON, LASRY, OSSOFF].sort());
    // Every line's figures are still kept, the left-out ones' too.
    expect((await handle.db.select().from(candidateCycles)).map((c) => c.fecCandidateId)).toContain(BALDWIN);
  });

  it('links a member who runs for the Senate to their House record, by the committee the FEC gives under both ids, under their name', async () => {
    await importLines([...LINES, OSSOFF]);
    const carter = await byFecId(CARTER.senate);
    const collins = await byFecId(COLLINS.senate);
    expect(carter).toMatchObject({ name: 'Earl L. "Buddy" Carter', office: 'Senate', state: 'GA', incumbency: 'C' });
    expect(collins).toMatchObject({ name: 'Mike Collins', office: 'Senate' });
    const [buddy] = await handle.db.select().from(officials).where(eq(officials.name, 'Earl L. "Buddy" Carter'));
    expect(await findCandidate(handle.db, carter!.id)).toMatchObject({ hasOfficialRecord: true, officialId: buddy!.id });
    expect(await findCandidate(handle.db, collins!.id)).toMatchObject({ hasOfficialRecord: true });
    // Ossoff's record names him 'Jon Ossoff'; the FEC files 'OSSOFF, T. JONATHAN'.
    expect(await byFecId(OSSOFF)).toMatchObject({ name: 'Jon Ossoff' });
    // A Senate filer of a state with no seat up says what the line is.
    expect((await byFecId(LASRY))!.bio).toBe(
      'Candidate for a later Senate election: no Senate seat of Wisconsin is up in 2026. Source: FEC.',
    );
    expect(await importLines([...LINES, OSSOFF])).toMatchObject({ added: 0, updated: 0, removed: 0 });
  });

  it('removes the candidates an earlier import made of them, unless staff scored one or a reader commented on or followed it', async () => {
    // As an import before this rule left them: a candidate for each line.
    const earlier = real('weball26.txt', LINES).map((text) => {
      const parsed = parseWeballLine(text);
      if (!parsed.ok) throw new Error(parsed.reason);
      return mapWeballCandidate(parsed.line, 2026);
    });
    await writeBulkBatch(handle.db, earlier, []);
    const reader = await createUser(handle.db, { email: 'reader@example.org' });
    const baldwin = await byFecId(BALDWIN);
    await handle.db.insert(follows).values({ userId: reader.id, kind: 'candidate', target: String(baldwin!.id), label: 'Tammy Baldwin' });

    const result = await importLines(LINES);
    expect(result).toMatchObject({ added: 0, removed: 4 });
    expect(await byFecId(BALDWIN)).toBeDefined();
    for (const gone of [COTTON.house, CARTER.house, COLLINS.house, BELL.senate]) expect(await byFecId(gone)).toBeUndefined();
    // Carter's Senate candidate, made before his committee's second id was known to be his, is his now.
    expect(await findCandidate(handle.db, (await byFecId(CARTER.senate))!.id)).toMatchObject({ hasOfficialRecord: true });
  });
});
