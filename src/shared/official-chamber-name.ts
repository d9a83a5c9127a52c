// An official's chamber as its legislature names it, for cards, pages, feeds and downloads alike: Congress's
// two, or a statehouse's own name (legislatures.ts). An executive sits in no chamber.
import { chamberName, type StateChamberName } from './legislatures.ts';

const CONGRESS: Readonly<Record<string, string>> = { senate: 'U.S. Senate', house: 'U.S. House of Representatives' };
const STATE_CHAMBERS: readonly string[] = ['upper', 'lower', 'legislature'] satisfies StateChamberName[];

/**
 * 'U.S. Senate', 'Minnesota House of Representatives', 'Nebraska Legislature'; null without a chamber. Takes
 * the stored words as they are (text columns), so a row reads it without being narrowed first.
 */
export function officialChamberName({ state, chamber }: { state: string; chamber: string | null }): string | null {
  if (chamber === null) return null;
  if (chamber in CONGRESS) return CONGRESS[chamber]!;
  return STATE_CHAMBERS.includes(chamber) ? chamberName(state, chamber as StateChamberName) : null;
}
