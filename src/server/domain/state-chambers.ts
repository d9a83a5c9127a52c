// The state legislatures' chambers: their seats, and which roll calls are votes of a whole chamber rather
// than of one of its committees (docs/decisions/0321-legiscan-datasets.md). LegiScan lists both kinds
// together, named by the chamber the committee belongs to, and flags neither; a committee's roll call counts
// its members, a floor vote the whole chamber's. A floor vote needs a quorum, which in every legislature is
// a majority of its members, and no standing committee is as large as half its chamber: so a roll call
// recording more than half the chamber's seats is a floor vote, and any other one a committee's.

/** Open States' words for a legislature's chambers; 'legislature' is the one chamber of Nebraska and DC. */
export type StateChamber = 'lower' | 'upper' | 'legislature' | 'joint';

type Seats = { lower: number; upper: number } | { legislature: number };

/** Seats in each chamber, as apportioned for the legislatures elected from 2022 on. */
export const STATE_CHAMBER_SEATS: Readonly<Record<string, Seats>> = {
  AL: { lower: 105, upper: 35 },
  AK: { lower: 40, upper: 20 },
  AZ: { lower: 60, upper: 30 },
  AR: { lower: 100, upper: 35 },
  CA: { lower: 80, upper: 40 },
  CO: { lower: 65, upper: 35 },
  CT: { lower: 151, upper: 36 },
  DE: { lower: 41, upper: 21 },
  DC: { legislature: 13 },
  FL: { lower: 120, upper: 40 },
  GA: { lower: 180, upper: 56 },
  HI: { lower: 51, upper: 25 },
  ID: { lower: 70, upper: 35 },
  IL: { lower: 118, upper: 59 },
  IN: { lower: 100, upper: 50 },
  IA: { lower: 100, upper: 50 },
  KS: { lower: 125, upper: 40 },
  KY: { lower: 100, upper: 38 },
  LA: { lower: 105, upper: 39 },
  ME: { lower: 151, upper: 35 },
  MD: { lower: 141, upper: 47 },
  MA: { lower: 160, upper: 40 },
  MI: { lower: 110, upper: 38 },
  MN: { lower: 134, upper: 67 },
  MS: { lower: 122, upper: 52 },
  MO: { lower: 163, upper: 34 },
  MT: { lower: 100, upper: 50 },
  NE: { legislature: 49 },
  NV: { lower: 42, upper: 21 },
  NH: { lower: 400, upper: 24 },
  NJ: { lower: 80, upper: 40 },
  NM: { lower: 70, upper: 42 },
  NY: { lower: 150, upper: 63 },
  NC: { lower: 120, upper: 50 },
  ND: { lower: 94, upper: 47 },
  OH: { lower: 99, upper: 33 },
  OK: { lower: 101, upper: 48 },
  OR: { lower: 60, upper: 30 },
  PA: { lower: 203, upper: 50 },
  RI: { lower: 75, upper: 38 },
  SC: { lower: 124, upper: 46 },
  SD: { lower: 70, upper: 35 },
  TN: { lower: 99, upper: 33 },
  TX: { lower: 150, upper: 31 },
  UT: { lower: 75, upper: 29 },
  VT: { lower: 150, upper: 30 },
  VA: { lower: 100, upper: 40 },
  WA: { lower: 98, upper: 49 },
  WV: { lower: 100, upper: 34 },
  WI: { lower: 99, upper: 33 },
  WY: { lower: 62, upper: 31 },
};

export const isStateLegislature = (state: string) => Object.hasOwn(STATE_CHAMBER_SEATS, state);

const unicameral = (state: string) => 'legislature' in (STATE_CHAMBER_SEATS[state] ?? {});

/**
 * The chamber LegiScan names ('House', 'Senate', 'Assembly', 'Joint' in CSV datasets; 'H', 'S', 'A', 'J' in
 * JSON ones; 'Rep', 'Sen', 'Jnt' for a person's role) in Open States' words; undefined when it names none.
 * In a legislature of one chamber every member sits in it, whatever they are called.
 */
export function stateChamber(state: string, named: string): StateChamber | undefined {
  const word = named.trim().toLowerCase();
  if (['j', 'joint', 'jnt'].includes(word)) return 'joint';
  if (unicameral(state)) return ['h', 'house', 's', 'senate', 'sen', 'l', 'legislature'].includes(word) ? 'legislature' : undefined;
  if (['h', 'house', 'a', 'assembly', 'rep'].includes(word)) return 'lower';
  if (['s', 'senate', 'sen'].includes(word)) return 'upper';
  return undefined;
}

/** Whether a roll call of this chamber, recording this many members (absent ones included), was a floor vote. */
export function isFloorVote(state: string, chamber: StateChamber, membersRecorded: number): boolean {
  const seats = STATE_CHAMBER_SEATS[state];
  if (!seats || chamber === 'joint') return false;
  const size = 'legislature' in seats ? seats.legislature : chamber === 'legislature' ? undefined : seats[chamber];
  return size !== undefined && membersRecorded * 2 > size;
}
