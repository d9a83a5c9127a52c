// Who holds which office now, by the rules of docs/decisions/0325-open-states-officials.md. A legislator
// holds their seat while their legislative role has no end date or has not ended. Executive and mayoral
// end dates are not reliable (Governor Newsom's role "ends" 2026-01-01 in the snapshot), so an executive
// office is not left empty because of one: per office and jurisdiction, its holder is the person whose role
// there ends last (no end date counting as last of all), then who started last; each person is counted only
// for the office of their own latest role, so a governor who was attorney general is not both.
import type { StateChamberName } from '../../../shared/legislatures.ts';
import { stateLegislatorOffice } from '../../../shared/legislatures.ts';
import type { ArchivedPerson } from './person-archive.ts';
import type { OpenStatesPerson, PersonRole } from './person-yaml.ts';

export type HeldOffice = {
  person: OpenStatesPerson;
  state: string;
  level: 'state' | 'local';
  /** A legislator's chamber; null for an executive or a mayor. */
  chamber: StateChamberName | null;
  office: string;
  district: string | null;
  termStart: string | null;
  /** A legislator's role's end, when the file gives one; executives' and mayors' are not taken (above). */
  termEnd: string | null;
};

const LEGISLATIVE = new Set<string>(['upper', 'lower', 'legislature']);

const EXECUTIVE_TITLES: Readonly<Record<string, string>> = {
  governor: 'Governor',
  lt_governor: 'Lieutenant Governor',
  'attorney general': 'Attorney General',
  'secretary of state': 'Secretary of State',
  'chief election officer': 'Chief Election Officer',
  treasurer: 'Treasurer',
  auditor: 'Auditor',
};

const titleCase = (words: string) => words.replace(/[_\s]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** An office's title as shown: 'Governor', 'Lieutenant Governor', an unlisted one in title case. */
export const executiveTitle = (type: string) => EXECUTIVE_TITLES[type] ?? titleCase(type);

/** 'ocd-jurisdiction/country:us/state:mn/place:lake_elmo/government' → 'Lake Elmo', when municipalities.yml does not name it. */
const placeFromJurisdiction = (jurisdiction: string) => titleCase(/place:([^/]+)/.exec(jurisdiction)?.[1] ?? jurisdiction);

/** A role's standing among others for the same office: ends last (open-ended last of all), then started last. */
const recency = (role: PersonRole) => `${role.endDate ?? '9999-12-31'}|${role.startDate ?? '0000-00-00'}`;
const latest = (roles: readonly PersonRole[]) => roles.reduce((a, b) => (recency(b) > recency(a) ? b : a));

/** Every legislator whose legislative role is current on `today` ('YYYY-MM-DD'), with that seat. */
export function currentLegislators(people: readonly ArchivedPerson[], today: string): HeldOffice[] {
  return people.flatMap(({ state, folder, person }) => {
    if (folder !== 'legislature') return [];
    const role = person.roles.find((r) => LEGISLATIVE.has(r.type) && (r.endDate === null || r.endDate >= today));
    if (!role) return [];
    const chamber = role.type as StateChamberName;
    return [
      {
        person,
        state,
        level: 'state' as const,
        chamber,
        office: stateLegislatorOffice(state, chamber),
        district: role.district,
        termStart: role.startDate,
        termEnd: role.endDate,
      },
    ];
  });
}

/** The governors and other statewide officers, and the mayors, who hold their offices by the rule above. */
export function executiveHolders(people: readonly ArchivedPerson[], places: ReadonlyMap<string, string>): HeldOffice[] {
  const byOffice = new Map<string, { held: ArchivedPerson; role: PersonRole }>();
  for (const held of people) {
    const roles = held.person.roles.filter((r) =>
      held.folder === 'executive' ? !LEGISLATIVE.has(r.type) && r.type !== 'mayor' : held.folder === 'municipalities' && r.type === 'mayor',
    );
    if (roles.length === 0) continue;
    const role = latest(roles);
    const key = `${role.type}|${role.jurisdiction}`;
    const rival = byOffice.get(key);
    if (!rival || recency(role) > recency(rival.role)) byOffice.set(key, { held, role });
  }
  return [...byOffice.values()].map(({ held: { state, person }, role }) => {
    const mayor = role.type === 'mayor';
    return {
      person,
      state,
      level: mayor ? ('local' as const) : ('state' as const),
      chamber: null,
      office: mayor ? `Mayor of ${places.get(role.jurisdiction) ?? placeFromJurisdiction(role.jurisdiction)}` : executiveTitle(role.type),
      district: null,
      termStart: role.startDate,
      termEnd: null,
    };
  });
}

/** Everyone holding an office now, each person once (a legislator's seat before anything else their files say). */
export function currentOffices(
  people: readonly ArchivedPerson[],
  places: ReadonlyMap<string, string>,
  today: string,
): { held: HeldOffice[]; notCurrent: number } {
  const byPerson = new Map<string, HeldOffice>();
  for (const office of [...currentLegislators(people, today), ...executiveHolders(people, places)])
    if (!byPerson.has(office.person.id)) byPerson.set(office.person.id, office);
  return { held: [...byPerson.values()], notCurrent: people.length - byPerson.size };
}
