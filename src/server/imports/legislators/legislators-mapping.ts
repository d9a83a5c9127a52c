// unitedstates/congress-legislators `legislators-current.json` (the bundled dataset of the 537 sitting
// members) mapped to officials. The demo seed loads officials from it because, unlike Congress.gov's
// member list, it carries the Senate LIS id that Senate roll-call XML names senators by.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { datasetsDir } from '../../platform/datasets.ts';
import type { NewOfficial } from '../../repositories/import-officials.ts';
import { normalizeDistrict, normalizeParty, partyAdjective } from '../normalize.ts';

const legislatorTerm = z.object({
  type: z.enum(['rep', 'sen']),
  start: z.string(),
  end: z.string(),
  state: z.string(),
  district: z.number().int().optional(),
  party: z.string().optional(),
  url: z.string().optional(),
});

const legislator = z.object({
  id: z.object({ bioguide: z.string(), lis: z.string().optional(), fec: z.array(z.string()).optional() }),
  name: z.object({ first: z.string(), last: z.string(), official_full: z.string().optional() }),
  terms: z.array(legislatorTerm).min(1),
});
export type Legislator = z.infer<typeof legislator>;

export const legislatorsFile = path.join(datasetsDir, 'congress-legislators', 'legislators-current.json');

export async function readLegislators(file = legislatorsFile): Promise<Legislator[]> {
  return z.array(legislator).parse(JSON.parse(await readFile(file, 'utf8')));
}

/** Official portraits published by the same project, keyed by bioguide id. */
export const portraitUrl = (bioguideId: string) => `https://unitedstates.github.io/images/congress/450x550/${bioguideId}.jpg`;

export function mapLegislator(person: Legislator): NewOfficial {
  const current = person.terms.at(-1)!;
  const senator = current.type === 'sen';
  const party = normalizeParty(current.party);
  const office = senator ? 'Senator' : 'Representative';
  // Service in the current chamber began with the earliest term of the same type without a gap in type.
  const since = person.terms
    .filter((t) => t.type === current.type)
    .at(0)!
    .start.slice(0, 4);
  return {
    bioguideId: person.id.bioguide,
    lisId: person.id.lis ?? null,
    fecIds: person.id.fec ?? [],
    name: person.name.official_full ?? `${person.name.first} ${person.name.last}`,
    party,
    office,
    state: current.state,
    district: senator ? null : normalizeDistrict(current.district),
    imageUrl: portraitUrl(person.id.bioguide),
    termStart: current.start,
    termEnd: current.end,
    website: current.url ?? null,
    bio: `${partyAdjective(party)} ${office.toLowerCase()} for ${current.state}${senator || !normalizeDistrict(current.district) ? '' : `'s district ${normalizeDistrict(current.district)}`}, serving in the ${senator ? 'Senate' : 'House'} since ${since}.`,
  };
}
