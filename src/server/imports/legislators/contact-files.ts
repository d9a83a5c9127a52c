// The congress-legislators folder's contact and committee files read into rows: each member's Washington
// office (from their current term in legislators-current.json), district offices, web contact form and
// social accounts, and the committees with their members (docs/decisions/0280-contact-your-officials.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { CommitteeRow, ContactFiles, ContactLinkRow, MemberRow, OfficeRow } from '../../repositories/import-contact.ts';

const text = z.union([z.string(), z.number()]).transform(String);

const currentTerm = z.object({
  type: z.enum(['rep', 'sen']),
  url: z.string().optional(),
  contact_form: z.string().optional(),
  address: z.string().optional(),
  office: z.string().optional(),
  phone: z.string().optional(),
});
const legislator = z.object({ id: z.object({ bioguide: z.string() }), terms: z.array(currentTerm.loose()).min(1) });

const office = z.object({
  id: z.string(),
  address: text.optional(),
  suite: text.optional(),
  building: text.optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: text.optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  phone: z.string().optional(),
  fax: z.string().optional(),
  hours: z.string().optional(),
});
const districtOffices = z.array(z.object({ id: z.object({ bioguide: z.string() }), offices: z.array(office).default([]) }));
const socialMedia = z.array(z.object({ id: z.object({ bioguide: z.string() }), social: z.record(z.string(), text).default({}) }));

const subcommittee = z.object({ name: z.string(), thomas_id: text });
const committee = z.object({
  type: z.enum(['house', 'senate', 'joint']),
  name: z.string(),
  thomas_id: z.string(),
  url: z.string().optional(),
  jurisdiction: z.string().optional(),
  subcommittees: z.array(subcommittee).default([]),
});
const membership = z.record(
  z.string(),
  z.array(
    z.object({
      bioguide: z.string(),
      party: z.enum(['majority', 'minority']),
      rank: z.number().int().optional(),
      title: z.string().optional(),
    }),
  ),
);

export const CONTACT_FILES = {
  legislators: 'legislators-current.json',
  offices: 'legislators-district-offices.yaml',
  social: 'legislators-social-media.yaml',
  committees: 'committees-current.yaml',
  membership: 'committee-membership-current.yaml',
} as const;

const read = (folder: string, file: string) => readFile(path.join(folder, file), 'utf8');

/** Every file of the folder parsed and checked; a file that is missing or of another shape fails the import whole. */
export async function readContactFiles(folder: string): Promise<ContactFiles> {
  const people = z.array(legislator).parse(JSON.parse(await read(folder, CONTACT_FILES.legislators)));
  const offices: OfficeRow[] = [];
  const links = new Map<string, ContactLinkRow>();
  for (const person of people) {
    const term = person.terms.at(-1)!;
    const bioguideId = person.id.bioguide;
    links.set(bioguideId, { bioguideId, contactForm: term.contact_form ?? null, website: term.url ?? null, social: {} });
    if (term.phone || term.address) {
      offices.push({
        ...emptyOffice,
        id: `${bioguideId}-washington`,
        bioguideId,
        kind: 'washington',
        position: 0,
        address: term.address ?? null,
        city: 'Washington',
        state: 'DC',
        phone: term.phone ?? null,
      });
    }
  }
  for (const entry of districtOffices.parse(parse(await read(folder, CONTACT_FILES.offices)))) {
    entry.offices.forEach((o, i) =>
      offices.push({
        ...emptyOffice,
        ...Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v ?? null])),
        id: o.id,
        bioguideId: entry.id.bioguide,
        kind: 'district',
        position: i + 1,
      }),
    );
  }
  for (const entry of socialMedia.parse(parse(await read(folder, CONTACT_FILES.social)))) {
    const link = links.get(entry.id.bioguide);
    // Keep the handles people type, not the networks' numeric ids.
    if (link) link.social = Object.fromEntries(Object.entries(entry.social).filter(([network]) => !network.endsWith('_id')));
  }
  const committeeRows: CommitteeRow[] = [];
  for (const [i, c] of z
    .array(committee)
    .parse(parse(await read(folder, CONTACT_FILES.committees)))
    .entries()) {
    const common = { chamber: c.type, url: c.url ?? null };
    committeeRows.push({ id: c.thomas_id, parentId: null, name: c.name, jurisdiction: c.jurisdiction ?? null, position: i, ...common });
    c.subcommittees.forEach((s, j) =>
      committeeRows.push({
        id: `${c.thomas_id}${s.thomas_id}`,
        parentId: c.thomas_id,
        name: s.name,
        jurisdiction: null,
        position: j,
        ...common,
      }),
    );
  }
  const known = new Set(committeeRows.map((c) => c.id));
  const members: MemberRow[] = [];
  for (const [committeeId, list] of Object.entries(membership.parse(parse(await read(folder, CONTACT_FILES.membership))))) {
    if (!known.has(committeeId)) continue;
    for (const m of list)
      members.push({ committeeId, bioguideId: m.bioguide, side: m.party, rank: m.rank ?? null, title: m.title ?? null });
  }
  return { offices, links: [...links.values()], committees: committeeRows, members };
}

const emptyOffice = {
  address: null,
  suite: null,
  building: null,
  city: null,
  state: null,
  zip: null,
  latitude: null,
  longitude: null,
  phone: null,
  fax: null,
  hours: null,
};
