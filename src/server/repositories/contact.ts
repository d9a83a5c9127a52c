// Reads of an official's offices, contact links and committee seats, and of a committee with its members
// (docs/decisions/0280-contact-your-officials.md).
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OfficeKind } from '../../shared/schemas/contact.ts';
import type { Database } from '../db/connect.ts';
import { committeeMembers, committees, officialContactLinks, officialOffices, officials } from '../db/schema.ts';

export async function findOfficialContact(db: Database, officialId: number) {
  const offices = await db
    .select({
      id: officialOffices.id,
      kind: officialOffices.kind,
      address: officialOffices.address,
      suite: officialOffices.suite,
      building: officialOffices.building,
      city: officialOffices.city,
      state: officialOffices.state,
      zip: officialOffices.zip,
      phone: officialOffices.phone,
      hours: officialOffices.hours,
    })
    .from(officialOffices)
    .where(eq(officialOffices.officialId, officialId))
    .orderBy(asc(officialOffices.position), asc(officialOffices.id));
  const [links] = await db.select().from(officialContactLinks).where(eq(officialContactLinks.officialId, officialId));
  return {
    officialId,
    offices: offices as ((typeof offices)[number] & { kind: OfficeKind })[],
    contactForm: links?.contactForm ?? null,
    website: links?.website ?? null,
    social: links?.social ?? {},
  };
}

const parents = alias(committees, 'parent_committees');

/** An official's seats: full committees first (in the file's order), each followed by its subcommittees. */
export async function listMemberships(db: Database, officialId: number) {
  const rows = await db
    .select({
      committee: { id: committees.id, name: committees.name },
      parentId: parents.id,
      parentName: parents.name,
      chamber: committees.chamber,
      side: committeeMembers.side,
      rank: committeeMembers.rank,
      title: committeeMembers.title,
    })
    .from(committeeMembers)
    .innerJoin(committees, eq(committees.id, committeeMembers.committeeId))
    .leftJoin(parents, eq(parents.id, committees.parentId))
    .where(eq(committeeMembers.officialId, officialId))
    .orderBy(sql`coalesce(${parents.position}, ${committees.position})`, sql`${committees.parentId} is not null`, asc(committees.position));
  return rows.map(({ parentId, parentName, ...row }) => ({
    ...row,
    parent: parentId && parentName ? { id: parentId, name: parentName } : null,
  }));
}

export async function findCommittee(db: Database, id: string) {
  const [committee] = await db.select().from(committees).where(eq(committees.id, id));
  if (!committee) return null;
  const [parent] = committee.parentId
    ? await db.select({ id: committees.id, name: committees.name }).from(committees).where(eq(committees.id, committee.parentId))
    : [];
  const subcommittees = await db
    .select({ id: committees.id, name: committees.name })
    .from(committees)
    .where(eq(committees.parentId, id))
    .orderBy(asc(committees.position));
  const members = await db
    .select({
      official: {
        id: officials.id,
        name: officials.name,
        party: officials.party,
        state: officials.state,
        district: officials.district,
        office: officials.office,
        votingScore: officials.votingScore,
      },
      side: committeeMembers.side,
      rank: committeeMembers.rank,
      title: committeeMembers.title,
    })
    .from(committeeMembers)
    .innerJoin(officials, eq(officials.id, committeeMembers.officialId))
    .where(eq(committeeMembers.committeeId, id))
    .orderBy(asc(committeeMembers.side), sql`${committeeMembers.rank} nulls last`, asc(officials.name));
  return {
    id: committee.id,
    name: committee.name,
    chamber: committee.chamber,
    url: committee.url,
    jurisdiction: committee.jurisdiction,
    parent: parent ?? null,
    subcommittees,
    members,
  };
}
