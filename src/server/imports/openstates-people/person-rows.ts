// An office holder as the rows the import writes: the official, their offices and contact links, and the
// identifiers a LegiScan legislator is joined to them by (docs/decisions/0325-open-states-officials.md).
import type { StateChamberName } from '../../../shared/legislatures.ts';
import type { JoinCard } from '../../domain/legislator-join.ts';
import type { OpenStatesLinkRow, OpenStatesOfficeRow, OpenStatesOfficialRow } from '../../repositories/import-openstates-people.ts';
import type { HeldOffice } from './current-offices.ts';

/**
 * The party as the officials table names it. Congress's rows say 'Democrat', 'Republican', 'Independent';
 * Open States says 'Democratic' and lists fusion tickets ('Democratic/Working Families',
 * 'Republican/Conservative'), which are the two caucuses. Minnesota's 'Democratic-Farmer-Labor' keeps its
 * own name: it is how Minnesotans know the caucus, and it starts as the scoring's Democratic baseline and
 * the scaling's Democrats do ('dem', /^d/i). Other parties keep theirs; no party listed (most mayors) says so.
 */
export function partyName(party: string | null): string {
  if (!party) return 'No party listed';
  const first = party.split('/')[0]!.trim();
  return first === 'Democratic' ? 'Democrat' : first;
}

/** 'ocd-person/09493dc0-a224-…' → '09493dc0-a224-…', the part an office id is made of. */
const personKey = (openstatesId: string) => openstatesId.slice('ocd-person/'.length);

/** '658 Cedar St., Fifth Floor, St. Paul, MN 55155' → its city, state and ZIP, when it ends so after a comma. */
const ADDRESS_END = /^(.*),\s*([^,]+?),?\s+([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;

export function officeRows(held: HeldOffice): Omit<OpenStatesOfficeRow, 'officialId'>[] {
  return held.person.offices
    .filter((office) => office.address || office.phone)
    .map((office, position) => {
      const address = office.address?.replace(/\s*;\s*/g, ', ').trim() ?? null;
      const end = address ? ADDRESS_END.exec(address) : null;
      return {
        id: `${personKey(held.person.id)}-${position}`,
        // The statehouse's own office is 'capitol', so the call flow says so; every other one ('district',
        // 'primary') is a district office (docs/decisions/0333-state-districts-by-zip.md).
        kind: office.classification === 'capitol' ? ('capitol' as const) : ('district' as const),
        position,
        address: end ? end[1]!.trim() : address,
        city: end?.[2]!.trim() ?? null,
        state: end?.[3] ?? null,
        zip: end?.[4] ?? null,
        phone: office.phone,
        fax: office.fax,
      };
    });
}

export function officialRow(held: HeldOffice): OpenStatesOfficialRow {
  const { person } = held;
  return {
    openstatesId: person.id,
    name: person.name,
    party: partyName(person.party),
    office: held.office,
    level: held.level,
    chamber: held.chamber,
    state: held.state,
    district: held.district,
    imageUrl: person.image,
    website: person.links[0]?.url ?? null,
    termStart: held.termStart,
    termEnd: held.termEnd,
  };
}

export function linkRow(held: HeldOffice): Omit<OpenStatesLinkRow, 'officialId'> {
  const { person } = held;
  return {
    contactForm: person.links.find((link) => link.note === 'webform')?.url ?? null,
    website: person.links[0]?.url ?? null,
    social: person.social,
  };
}

const BALLOTPEDIA = /^https?:\/\/(?:www\.)?ballotpedia\.org\/(.+)$/i;
const VOTESMART = /votesmart\.org\/(?:[a-z-]+\/)*?(\d+)(?:[/?#]|$)/i;

export function joinCard(held: HeldOffice & { chamber: StateChamberName }, officialId: number): JoinCard {
  const { person } = held;
  const urls = [...person.sources, ...person.links.map((link) => link.url)];
  const found = (pattern: RegExp) => [...new Set(urls.flatMap((url) => pattern.exec(url)?.[1] ?? []))];
  return {
    officialId,
    name: person.name,
    givenName: person.givenName,
    familyName: person.familyName,
    otherNames: person.otherNames,
    chamber: held.chamber,
    district: held.district,
    ballotpedia: found(BALLOTPEDIA),
    votesmartIds: found(VOTESMART).map(Number),
    current: true,
  };
}
