// The Census's statehouse districts by ZIP, turned around and named as Open States names them: every
// district of the quirky states' plans names seated legislators of the real Open States archive.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENSTATES_PEOPLE, SNAPSHOT_DAY } from '../../../tests/support/server/imports/openstates-zips.ts';
import { statehouseSeats } from '../../shared/state-districts.ts';
import { currentLegislators } from '../imports/openstates-people/current-offices.ts';
import { readPeopleArchive } from '../imports/openstates-people/person-archive.ts';
import { parseStateLegZips, type StateDistrict, stateDistrictsOfZip, stateLegZipsFile } from './state-leg-zips.ts';

const QUIRKS = ['MN', 'AZ', 'MD', 'NH', 'VT', 'MA', 'AK', 'NE', 'ID'];
// Seats empty on the snapshot's day (datasets/README.md's counts are of current roles): no one to match.
const VACANT = new Set(['MN lower 21A', 'MA lower 17th Middlesex', 'MA lower 1st Franklin', 'NH lower Cheshire 1', 'NH lower Coos 6']);

let table: Map<string, StateDistrict[]>;
let seated: Set<string>;
beforeAll(async () => {
  table = parseStateLegZips(readFileSync(stateLegZipsFile, 'utf8'));
  const { people } = await readPeopleArchive(OPENSTATES_PEOPLE, { states: new Set(QUIRKS), progress: () => {} });
  seated = new Set(currentLegislators(people, SNAPSHOT_DAY).map((held) => `${held.state} ${held.chamber} ${held.district}`));
}, 120_000);

describe('the Census statehouse districts of a ZIP', () => {
  it('names every district of the quirky states as Open States stores its legislators, but for seats vacant on the day', () => {
    const planned = new Set<string>();
    for (const list of table.values())
      for (const d of list) if (QUIRKS.includes(d.state)) planned.add(`${d.state} ${d.chamber} ${d.district}`);
    const unmatched = [...planned].filter((key) => {
      const [state, chamber, ...district] = key.split(' ') as [string, StateDistrict['chamber'], ...string[]];
      return !statehouseSeats(state, chamber, district.join(' ')).every((seat) => seated.has(`${state} ${chamber} ${seat}`));
    });
    expect(unmatched.sort()).toEqual([...VACANT].sort());
    // Each chamber of each state has districts (Nebraska's one chamber only).
    expect([...planned].filter((key) => key.startsWith('NE ')).every((key) => key.startsWith('NE legislature '))).toBe(true);
    expect(planned.size).toBeGreaterThan(1000);
  });

  it('reads Minnesota’s lettered House districts, Massachusetts’s, Vermont’s and New Hampshire’s by name, Alaska’s lettered Senate', async () => {
    expect(await stateDistrictsOfZip('55412')).toEqual([
      { state: 'MN', chamber: 'upper', district: '59' },
      { state: 'MN', chamber: 'lower', district: '59A' },
    ]);
    expect(await stateDistrictsOfZip('02113')).toEqual([
      { state: 'MA', chamber: 'upper', district: 'Third Suffolk' },
      { state: 'MA', chamber: 'lower', district: '3rd Suffolk' },
    ]);
    expect(await stateDistrictsOfZip('05404')).toEqual([
      { state: 'VT', chamber: 'upper', district: 'Chittenden Central' },
      { state: 'VT', chamber: 'lower', district: 'Chittenden-21' },
    ]);
    expect((await stateDistrictsOfZip('03301')).filter((d) => d.chamber === 'lower').map((d) => d.district)).toContain('Merrimack 4');
    expect(await stateDistrictsOfZip('99506')).toEqual([
      { state: 'AK', chamber: 'upper', district: 'I' },
      { state: 'AK', chamber: 'lower', district: '18' },
    ]);
  });

  it('lists every district a ZIP touches, however little (the reader is asked), Nebraska’s as its one chamber', async () => {
    expect((await stateDistrictsOfZip('55414')).map((d) => `${d.chamber} ${d.district}`)).toEqual([
      'upper 59',
      'upper 60',
      'upper 63',
      'lower 59B',
      'lower 60A',
      'lower 60B',
      'lower 63A',
    ]);
    expect(await stateDistrictsOfZip('68523')).toEqual([{ state: 'NE', chamber: 'legislature', district: '27' }]);
    expect(await stateDistrictsOfZip('00000')).toEqual([]);
  });

  it('Idaho’s House district holds two seats, A and B; Arizona’s two members share one district', () => {
    expect(statehouseSeats('ID', 'lower', '19')).toEqual(['19A', '19B']);
    expect(statehouseSeats('ID', 'upper', '19')).toEqual(['19']);
    expect(statehouseSeats('AZ', 'lower', '11')).toEqual(['11']);
  });
});
