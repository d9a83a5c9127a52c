// The Open States people import on the real archive, narrowed to Minnesota and California: who becomes an
// official (legislators, a governor whose role "ended", mayors), their offices; the same archive again; a
// newer snapshot in which one legislator's phone changed and another left office; archives that are no
// Open States people archive.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CO_SPECIAL } from '../../../../tests/support/server/imports/legiscan-zips.ts';
import {
  OPENSTATES_PEOPLE,
  peopleFiles,
  personFile,
  SNAPSHOT_DAY,
  writeZip,
} from '../../../../tests/support/server/imports/openstates-zips.ts';
import { tableSnapshot } from '../../../../tests/support/server/table-snapshot.ts';
import { createTestDatabase } from '../../../../tests/support/server/test-database.ts';
import { chamberName } from '../../../shared/legislatures.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { officialContactLinks, officialOffices, officials } from '../../db/schema.ts';
import { DatasetError } from '../legiscan/dataset-archive.ts';
import { importOpenStatesPeople, type OpenStatesPeopleResult } from './openstates-import.ts';

let handle: DatabaseHandle;
let dir: string;
let first: OpenStatesPeopleResult;
const lines: string[] = [];
// The whole import of two states is the first test's subject; it runs here, where a busy machine's minute is no failure.
beforeAll(async () => {
  handle = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'openstates-'));
  first = await run(OPENSTATES_PEOPLE, ['MN', 'CA']);
}, 600_000);
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const run = (file: string, states: string[], today = SNAPSHOT_DAY) =>
  importOpenStatesPeople(handle.db, file, { progress: (line) => lines.push(line), states, today });
const official = async (name: string) => (await handle.db.select().from(officials).where(eq(officials.name, name)))[0]!;
const count = (state: string, chamber: 'upper' | 'lower') =>
  handle.db.$count(officials, and(eq(officials.state, state), eq(officials.level, 'state'), eq(officials.chamber, chamber)));

describe('npm run import -- openstates-people', () => {
  it('makes every current Minnesota legislator an official, in their chamber, with their statehouse’s names', async () => {
    const result = first;
    // datasets/README.md: MN 200 and CA 120 current legislators.
    expect(result.holding.legislators).toBe(320);
    expect(await count('MN', 'upper')).toBe(67);
    expect(await count('MN', 'lower')).toBe(133);
    expect(await count('CA', 'upper')).toBe(40);
    expect(await count('CA', 'lower')).toBe(80);
    expect(result.officials).toEqual({
      added: result.holding.legislators + result.holding.executives + result.holding.mayors,
      updated: 0,
      unchanged: 0,
      leftOffice: 0,
    });

    const gomez = await official('Aisha Gomez');
    expect(gomez).toMatchObject({
      level: 'state',
      chamber: 'lower',
      office: 'State Representative',
      state: 'MN',
      district: '62A',
      // The DFL is Minnesota's Democratic caucus, under its own name (decision 0325).
      party: 'Democratic-Farmer-Labor',
      imageUrl: 'https://www.house.mn.gov/hinfo/memberimgls94/62A.gif?v=112221',
      website: 'https://www.house.mn.gov/members/profile/15531',
      termStart: '2023-01-03',
      termEnd: null,
      openstatesId: 'ocd-person/09493dc0-a224-4cf6-a859-1384ffeda8a0',
      bioguideId: null,
    });
    expect(chamberName(gomez.state, 'lower')).toBe('Minnesota House of Representatives');
    expect((await official('Erin Murphy')).office).toBe('State Senator');
    // California's Assembly members, and Open States' 'Democratic' as Congress's rows say it.
    expect(await official('Buffy Wicks')).toMatchObject({ office: 'State Assemblymember', chamber: 'lower', party: 'Democrat' });

    const offices = await handle.db.select().from(officialOffices).where(eq(officialOffices.officialId, gomez.id));
    // Open States classes it as her capitol office, which the call flow names so.
    expect(offices).toEqual([
      expect.objectContaining({
        kind: 'capitol',
        position: 0,
        address: 'Centennial Office Building 658 Cedar St., Fifth Floor',
        city: 'St. Paul',
        state: 'MN',
        zip: '55155',
        phone: '651-296-7152',
      }),
    ]);
    const bakeberg = await official('Ben Bakeberg');
    const his = await handle.db
      .select()
      .from(officialOffices)
      .where(eq(officialOffices.officialId, bakeberg.id))
      .orderBy(officialOffices.position);
    expect(his.map((office) => [office.kind, office.phone])).toEqual([
      ['capitol', '651-296-5185'],
      ['district', '612-433-3696'],
    ]);
  });

  it('seats a governor whose role the snapshot says ended, and mayors by who holds the office last', async () => {
    // Newsom's role "ends" 2026-01-01 in the snapshot; no one else's starts later.
    expect(await official('Gavin Newsom')).toMatchObject({
      level: 'state',
      chamber: null,
      office: 'Governor',
      state: 'CA',
      party: 'Democrat',
      termEnd: null,
    });
    expect((await official('Rob Bonta')).office).toBe('Attorney General');
    // San Francisco: London Breed's role ends 2025-01-08, Daniel Lurie's 2029-01-08. Open States lists no
    // party for most mayors.
    expect(await official('Daniel Lurie')).toMatchObject({
      level: 'local',
      chamber: null,
      office: 'Mayor of San Francisco',
      party: 'No party listed',
    });
    expect(await handle.db.$count(officials, eq(officials.name, 'London Breed'))).toBe(0);
    expect((await official('Jacob Frey')).office).toBe('Mayor of Minneapolis');
    const links = await handle.db
      .select()
      .from(officialContactLinks)
      .where(eq(officialContactLinks.officialId, (await official('Gavin Newsom')).id));
    expect(links).toEqual([
      {
        officialId: expect.any(Number),
        contactForm: 'https://govapps.gov.ca.gov/gov40mail/',
        website: 'https://www.gov.ca.gov/',
        social: { twitter: 'CAgovernor' },
      },
    ]);
  });

  it('writes nothing for the same archive again, and says so', async () => {
    const before = await tableSnapshot(handle.db);
    const result = await run(OPENSTATES_PEOPLE, ['MN']);
    expect(result).toMatchObject({
      alreadyImported: true,
      message: 'Nothing new: openstates-people-934bf09.zip was imported before (CA, MN); nothing written.',
    });
    expect(await tableSnapshot(handle.db)).toEqual(before);
  }, 120_000);

  it('updates only who changed in a newer snapshot; one no longer in office keeps their record, their term ended', async () => {
    const files = await peopleFiles(['mn']);
    const gomez = personFile(files, 'data/mn/legislature/', 'Aisha-Gomez-');
    files.set(gomez, Buffer.from(files.get(gomez)!.toString('utf8').replace('651-296-7152', '651-296-0000')));
    const murphy = personFile(files, 'data/mn/legislature/', 'Erin-Murphy-');
    files.delete(murphy);
    const newer = await writeZip(path.join(dir, 'newer.zip'), files);

    const result = await run(newer, ['MN'], '2026-12-01');
    const { legislators, executives, mayors } = result.holding;
    expect(result.officials).toEqual({ added: 0, updated: 0, unchanged: legislators + executives + mayors, leftOffice: 1 });
    expect(result.offices.written).toBe(1);
    const phones = await handle.db
      .select({ phone: officialOffices.phone })
      .from(officialOffices)
      .where(eq(officialOffices.officialId, (await official('Aisha Gomez')).id));
    expect(phones).toEqual([{ phone: '651-296-0000' }]);
    expect(await official('Erin Murphy')).toMatchObject({ office: 'State Senator', termEnd: '2026-11-30' });
    // Every other legislator of the state still sits.
    const sitting = await handle.db.$count(
      officials,
      and(eq(officials.state, 'MN'), eq(officials.level, 'state'), isNotNull(officials.chamber), isNull(officials.termEnd)),
    );
    expect(sitting).toBe(199);
  }, 120_000);

  it.each([
    ['not a zip', async () => writeFileSync(path.join(dir, 'notes.zip'), 'just some text'), 'notes.zip', /notes\.zip is not a zip archive/],
    ['a zip of something else (a LegiScan dataset)', async () => undefined, CO_SPECIAL, /holds no Open States person files/],
    [
      'a truncated archive',
      async () => {
        const bytes = await readFile(OPENSTATES_PEOPLE);
        writeFileSync(path.join(dir, 'truncated.zip'), bytes.subarray(0, Math.floor(bytes.length / 2)));
      },
      'truncated.zip',
      /truncated\.zip/,
    ],
  ])(
    'refuses %s with one line, writing nothing',
    async (_what, make, file, message) => {
      await make();
      const before = await tableSnapshot(handle.db);
      const target = path.isAbsolute(file) ? file : path.join(dir, file);
      const error = await run(target, ['MN']).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatasetError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
      expect(await tableSnapshot(handle.db)).toEqual(before);
    },
    120_000,
  );
});
