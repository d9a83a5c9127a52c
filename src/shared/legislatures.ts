// What each state calls its legislature's chambers and their members, so a state legislator reads as their
// own statehouse names them ('Minnesota House of Representatives', 'Assemblymember'). The chambers are
// Open States' words, as on officials and state roll calls: 'upper', 'lower', or 'legislature' where a
// legislature has one chamber (Nebraska, and the District of Columbia's Council).
import { US_STATES } from './constants.ts';

export type StateChamberName = 'upper' | 'lower' | 'legislature';

const ASSEMBLY = new Set(['CA', 'NV', 'NY', 'WI']);
const HOUSE_OF_DELEGATES = new Set(['MD', 'VA', 'WV']);
// The chamber's own name where it is not '{State} {word}'.
const OWN_NAMES: Readonly<Record<string, Partial<Record<StateChamberName, string>>>> = {
  CA: { lower: 'California State Assembly' },
  NY: { lower: 'New York State Assembly' },
  WI: { lower: 'Wisconsin State Assembly' },
  NJ: { lower: 'New Jersey General Assembly' },
  NE: { legislature: 'Nebraska Legislature' },
  DC: { legislature: 'Council of the District of Columbia' },
};

const lowerWord = (state: string) =>
  ASSEMBLY.has(state) || state === 'NJ' ? 'Assembly' : HOUSE_OF_DELEGATES.has(state) ? 'House of Delegates' : 'House of Representatives';

/** The chamber's name: 'Minnesota Senate', 'Minnesota House of Representatives', 'Nebraska Legislature'. */
export function chamberName(state: string, chamber: StateChamberName): string {
  const own = OWN_NAMES[state]?.[chamber];
  if (own) return own;
  const name = US_STATES[state] ?? state;
  if (chamber === 'upper') return `${name} Senate`;
  if (chamber === 'lower') return `${name} ${lowerWord(state)}`;
  return `${name} Legislature`;
}

/** A member's office as stored and shown: 'State Senator', 'State Representative', 'State Delegate'. */
export function stateLegislatorOffice(state: string, chamber: StateChamberName): string {
  if (state === 'DC') return 'Councilmember';
  if (chamber === 'upper' || chamber === 'legislature') return 'State Senator';
  if (ASSEMBLY.has(state) || state === 'NJ') return 'State Assemblymember';
  if (HOUSE_OF_DELEGATES.has(state)) return 'State Delegate';
  return 'State Representative';
}
