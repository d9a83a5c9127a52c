// One Open States person file (data/{st}/{legislature,executive,municipalities}/{Name}-{uuid}.yml) read into
// the fields the import uses. The files are hand-kept YAML: dates come quoted or bare, a district may read
// as a number, and most fields may be missing; what every file must have (an ocd-person id, a name and a
// list of roles) is checked, and a file without it fails the import with one line naming it.
import { parse } from 'yaml';
import { z } from 'zod';
import { DatasetError } from '../legiscan/dataset-archive.ts';

/** A day as 'YYYY-MM-DD', whether the YAML wrote it quoted, bare, or with a time. */
const day = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString() : value).slice(0, 10))
  .nullish()
  .transform((value) => value || null);
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));

const role = z.object({
  type: z.string(),
  jurisdiction: z.string(),
  district: text,
  start_date: day,
  end_date: day,
});

const personFile = z.object({
  id: z.string().startsWith('ocd-person/'),
  name: z.string().min(1),
  given_name: text,
  family_name: text,
  image: text,
  party: z.array(z.object({ name: z.string(), start_date: day, end_date: day })).nullish(),
  roles: z.array(role).min(1),
  offices: z.array(z.object({ classification: text, address: text, voice: text, fax: text, name: text })).nullish(),
  links: z.array(z.object({ url: z.string(), note: text })).nullish(),
  ids: z.record(z.string(), text).nullish(),
  other_names: z.array(z.object({ name: z.string() })).nullish(),
  sources: z.array(z.object({ url: z.string() })).nullish(),
});

export type PersonRole = { type: string; jurisdiction: string; district: string | null; startDate: string | null; endDate: string | null };
export type PersonOffice = { classification: string; address: string | null; phone: string | null; fax: string | null };

export type OpenStatesPerson = {
  /** 'ocd-person/09493dc0-…'. */
  id: string;
  name: string;
  givenName: string | null;
  familyName: string | null;
  otherNames: string[];
  image: string | null;
  /** Their party as the file names it now: the one without an end date, else the last listed; null when none is. */
  party: string | null;
  roles: PersonRole[];
  offices: PersonOffice[];
  links: { url: string; note: string | null }[];
  /** Social accounts by network ('twitter', 'facebook', …). */
  social: Record<string, string>;
  sources: string[];
};

export function parsePerson(yamlText: string, entry: string): OpenStatesPerson {
  let data: unknown;
  try {
    data = parse(yamlText);
  } catch (error) {
    throw new DatasetError(`${entry} is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const parsed = personFile.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DatasetError(`${entry} is not an Open States person: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
  }
  const p = parsed.data;
  const parties = p.party ?? [];
  return {
    id: p.id,
    name: p.name.trim(),
    givenName: p.given_name,
    familyName: p.family_name,
    otherNames: (p.other_names ?? []).map((o) => o.name),
    image: p.image,
    party: (parties.find((party) => !party.end_date) ?? parties.at(-1))?.name ?? null,
    roles: p.roles.map((r) => ({
      type: r.type,
      jurisdiction: r.jurisdiction,
      district: r.district,
      startDate: r.start_date,
      endDate: r.end_date,
    })),
    offices: (p.offices ?? []).map((o) => ({
      classification: o.classification ?? 'primary',
      address: o.address,
      phone: o.voice,
      fax: o.fax,
    })),
    links: p.links ?? [],
    social: Object.fromEntries(Object.entries(p.ids ?? {}).flatMap(([network, handle]) => (handle ? [[network, handle]] : []))),
    sources: (p.sources ?? []).map((s) => s.url),
  };
}

const MUNICIPALITIES = z.array(z.object({ name: z.string(), id: z.string() }));

/** A state's municipalities.yml: each place's name by its jurisdiction id. */
export function parseMunicipalities(yamlText: string, entry: string): Map<string, string> {
  const parsed = MUNICIPALITIES.safeParse(parse(yamlText) ?? []);
  if (!parsed.success) throw new DatasetError(`${entry} is not an Open States list of municipalities`);
  return new Map(parsed.data.map((place) => [place.id, place.name]));
}
