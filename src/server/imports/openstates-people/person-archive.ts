// The Open States people archive (a zip of the openstates/people repository's data/ folder), read one entry
// at a time with the LegiScan import's zip walker, which checks each entry's CRC-32: every person file of
// the states' legislatures, executives and municipalities, and each state's municipalities.yml (the names
// of its places). data/us/ (Congress) and anything else in the archive are passed over.
import path from 'node:path';
import { archiveEntries, DatasetError, readAll } from '../legiscan/dataset-archive.ts';
import { type OpenStatesPerson, parseMunicipalities, parsePerson } from './person-yaml.ts';

export type PersonFolder = 'legislature' | 'executive' | 'municipalities';

export type ArchivedPerson = { state: string; folder: PersonFolder; person: OpenStatesPerson };

export type PeopleArchive = {
  people: ArchivedPerson[];
  /** Each place's name by its jurisdiction id ('ocd-jurisdiction/country:us/state:mn/place:saint_paul/government'). */
  places: Map<string, string>;
};

const PERSON_ENTRY = /^data\/([a-z]{2})\/(legislature|executive|municipalities)\/[^/]+\.ya?ml$/;
const PLACES_ENTRY = /^data\/([a-z]{2})\/municipalities\.yml$/;

/**
 * Every person of the archive (of `states` only, when given: two-letter codes, upper case), parsed and
 * checked. Progress is told every `every` people.
 */
export async function readPeopleArchive(
  file: string,
  { states, progress, every = 1000 }: { states?: ReadonlySet<string> | undefined; progress: (line: string) => void; every?: number },
): Promise<PeopleArchive> {
  const people: ArchivedPerson[] = [];
  const places = new Map<string, string>();
  for await (const entry of archiveEntries(file)) {
    const person = PERSON_ENTRY.exec(entry.name);
    const placeList = PLACES_ENTRY.exec(entry.name);
    const state = (person ?? placeList)?.[1]?.toUpperCase();
    if (!state || state === 'US' || (states && !states.has(state))) continue;
    const content = (await readAll(await entry.open())).toString('utf8');
    if (placeList) {
      for (const [id, name] of parseMunicipalities(content, entry.name)) places.set(id, name);
      continue;
    }
    people.push({ state, folder: person![2] as PersonFolder, person: parsePerson(content, entry.name) });
    if (people.length % every === 0) progress(`openstates-people: ${people.length} people read`);
  }
  if (people.length === 0)
    throw new DatasetError(
      `${path.basename(file)} holds no Open States person files (data/{state}/legislature|executive|municipalities/*.yml)${states ? ` of ${[...states].join(', ')}` : ''}`,
    );
  progress(`openstates-people: ${people.length} people read`);
  return { people, places };
}
