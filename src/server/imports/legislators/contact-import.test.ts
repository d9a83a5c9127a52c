// `npm run import -- legislators <folder>`: offices, contact links and committees made what the files say.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { committeeMembers, committees, officialContactLinks, officialOffices, officials } from '../../db/schema.ts';
import { bundledLegislatorsFolder, importLegislatorsFolder } from './contact-import.ts';

let handle: DatabaseHandle;
let folder: string;
let aderholt = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'legislators-'));
  await cp(bundledLegislatorsFolder, folder, { recursive: true });
  const [row] = await handle.db
    .insert(officials)
    .values({
      name: 'Robert B. Aderholt',
      party: 'Republican',
      office: 'Representative',
      state: 'AL',
      district: '4',
      bioguideId: 'A000055',
    })
    .returning({ id: officials.id });
  aderholt = row!.id;
});
afterAll(async () => {
  await handle.close();
  await rm(folder, { recursive: true, force: true });
});

const officesOf = (id: number) =>
  handle.db.select().from(officialOffices).where(eq(officialOffices.officialId, id)).orderBy(asc(officialOffices.position));

describe('the legislators import', () => {
  it('loads the Washington and district offices, contact links and committees of known members, skipping the rest', async () => {
    const counts = await importLegislatorsFolder(handle.db, folder);
    expect(counts).toMatchObject({ officials: 1, offices: 4, committees: expect.any(Number), memberships: 4 });
    expect(counts.skipped).toBeGreaterThan(0);
    const offices = await officesOf(aderholt);
    expect(offices.map((o) => [o.kind, o.city, o.phone])).toEqual([
      ['washington', 'Washington', '202-225-4876'],
      ['district', 'Cullman', '256-734-6043'],
      ['district', 'Jasper', '205-221-2310'],
      ['district', 'Tuscumbia', '256-381-3450'],
    ]);
    expect(offices[1]).toMatchObject({
      id: 'A000055-cullman',
      address: '205 4th Ave. NE',
      suite: 'Suite 104',
      zip: '35055',
      latitude: 34.181059,
      longitude: -86.840631,
    });
    expect(offices[2]).toMatchObject({ building: 'Carl Elliott Building', suite: '247' });
    const [links] = await handle.db.select().from(officialContactLinks).where(eq(officialContactLinks.officialId, aderholt));
    expect(links).toEqual({
      officialId: aderholt,
      contactForm: null,
      website: 'https://aderholt.house.gov',
      social: { twitter: 'Robert_Aderholt', facebook: 'RobertAderholt', youtube: 'RobertAderholt' },
    });
    const memberships = await handle.db
      .select({
        id: committeeMembers.committeeId,
        rank: committeeMembers.rank,
        side: committeeMembers.side,
        parent: committees.parentId,
        title: committeeMembers.title,
      })
      .from(committeeMembers)
      .innerJoin(committees, eq(committees.id, committeeMembers.committeeId))
      .where(eq(committeeMembers.officialId, aderholt))
      .orderBy(asc(committeeMembers.committeeId));
    expect(memberships).toEqual([
      { id: 'HSAP', rank: 3, side: 'majority', parent: null, title: null },
      { id: 'HSAP01', rank: 2, side: 'majority', parent: 'HSAP', title: null },
      { id: 'HSAP02', rank: 4, side: 'majority', parent: 'HSAP', title: null },
      { id: 'HSAP07', rank: 1, side: 'majority', parent: 'HSAP', title: 'Chair' },
    ]);
    const [sub] = await handle.db.select().from(committees).where(eq(committees.id, 'HSAP02'));
    expect(sub).toMatchObject({ name: 'Defense', chamber: 'house' });
  });

  it('is idempotent, and a re-import shows a changed phone and drops an office the file no longer lists', async () => {
    await importLegislatorsFolder(handle.db, folder);
    expect(await officesOf(aderholt)).toHaveLength(4);
    const file = path.join(folder, 'legislators-district-offices.yaml');
    const yaml = await readFile(file, 'utf8');
    const jasper = yaml.indexOf('  - id: A000055-jasper');
    const tuscumbia = yaml.indexOf('  - id: A000055-tuscumbia');
    await writeFile(file, (yaml.slice(0, jasper) + yaml.slice(tuscumbia)).replace('phone: 256-734-6043', 'phone: 256-734-0000'));
    await importLegislatorsFolder(handle.db, folder);
    expect((await officesOf(aderholt)).map((o) => [o.city, o.phone])).toEqual([
      ['Washington', '202-225-4876'],
      ['Cullman', '256-734-0000'],
      ['Tuscumbia', '256-381-3450'],
    ]);
  });
});
