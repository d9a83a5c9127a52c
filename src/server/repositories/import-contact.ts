// SQL of the legislators import: offices, contact links and committees replaced by what the files say, in
// one transaction, so a re-import with a changed phone shows it on the next read and an office or
// committee the files no longer list goes (its wrong-number reports with it).
import { and, getTableColumns, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect.ts';
import { committeeMembers, committees, officialContactLinks, officialOffices, officials } from '../db/schema.ts';

/** The congress-legislators files as rows of the contact tables (imports/legislators/contact-files.ts reads them). */
export type OfficeRow = {
  id: string;
  bioguideId: string;
  kind: 'washington' | 'district';
  position: number;
  address: string | null;
  suite: string | null;
  building: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  fax: string | null;
  hours: string | null;
};
export type ContactLinkRow = { bioguideId: string; contactForm: string | null; website: string | null; social: Record<string, string> };
export type CommitteeRow = {
  id: string;
  parentId: string | null;
  name: string;
  chamber: string;
  url: string | null;
  jurisdiction: string | null;
  position: number;
};
export type MemberRow = { committeeId: string; bioguideId: string; side: string; rank: number | null; title: string | null };

export type ContactFiles = { offices: OfficeRow[]; links: ContactLinkRow[]; committees: CommitteeRow[]; members: MemberRow[] };

const CHUNK = 500;

/** Every column but the key set from the row offered: an upsert that makes the row what the file says. */
function excludedExcept(table: PgTable, key: string) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([name]) => name !== key)
      .map(([name, column]) => [name, sql.raw(`excluded.${column.name}`)]),
  );
}

async function upsertAll(db: Database, table: PgTable, target: PgColumn, rows: readonly object[], key: string) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .onConflictDoUpdate({ target, set: excludedExcept(table, key) });
  }
}

export type ContactImportCounts = { offices: number; officials: number; committees: number; memberships: number; skipped: number };

export async function replaceContactData(db: Database, files: ContactFiles): Promise<ContactImportCounts> {
  return db.transaction(async (tx) => {
    const known = await tx
      .select({ id: officials.id, bioguideId: officials.bioguideId })
      .from(officials)
      .where(isNotNull(officials.bioguideId));
    const idOf = new Map(known.map((row) => [row.bioguideId!, row.id]));
    let skipped = 0;
    const withOfficial = <T extends { bioguideId: string }>(rows: T[]) =>
      rows.flatMap(({ bioguideId, ...rest }) => {
        const officialId = idOf.get(bioguideId);
        if (officialId === undefined) skipped += 1;
        return officialId === undefined ? [] : [{ ...rest, officialId }];
      });

    const offices = withOfficial(files.offices);
    await upsertAll(tx, officialOffices, officialOffices.id, offices, 'id');
    // Only Congress's offices are these files' to remove: a state or local official's
    // come from Open States and stay (docs/decisions/0325-open-states-officials.md).
    const ofCongress = sql`${officialOffices.officialId} in (select ${officials.id} from ${officials} where ${officials.level} = 'federal')`;
    await tx.delete(officialOffices).where(
      offices.length
        ? and(
            notInArray(
              officialOffices.id,
              offices.map((o) => o.id),
            ),
            ofCongress,
          )
        : ofCongress,
    );

    const links = withOfficial(files.links);
    await upsertAll(tx, officialContactLinks, officialContactLinks.officialId, links, 'officialId');

    await upsertAll(tx, committees, committees.id, files.committees, 'id');
    await tx.delete(committees).where(
      files.committees.length
        ? notInArray(
            committees.id,
            files.committees.map((c) => c.id),
          )
        : sql`true`,
    );

    // Memberships carry nothing of their own that anything else refers to: replaced outright.
    const members = withOfficial(files.members);
    await tx.delete(committeeMembers);
    for (let i = 0; i < members.length; i += CHUNK)
      await tx
        .insert(committeeMembers)
        .values(members.slice(i, i + CHUNK))
        .onConflictDoNothing();

    return { offices: offices.length, officials: links.length, committees: files.committees.length, memberships: members.length, skipped };
  });
}
