// A statehouse district as the reader's place keeps it and the officials table stores it: Open States'
// district string ('62A', 'Belknap 1', 'Chittenden Central'), per chamber ('upper', 'lower', or 'legislature'
// for Nebraska's one chamber) — docs/decisions/0333-state-districts-by-zip.md.
import type { StateChamberName } from './legislatures.ts';

/**
 * The stored districts whose members represent this district. Idaho's House districts each elect two
 * members to seats A and B, which Open States stores as '5A' and '5B'; everywhere else a district is stored
 * as itself, several members of a multi-member district (Arizona's two, New Hampshire's up to eleven)
 * sharing it.
 */
export function statehouseSeats(state: string, chamber: StateChamberName, district: string): string[] {
  if (state === 'ID' && chamber === 'lower' && /^\d+$/.test(district)) return [`${district}A`, `${district}B`];
  return [district];
}

const LOWER_WORD: Readonly<Record<string, string>> = { CA: 'Assembly', NV: 'Assembly', NY: 'Assembly', WI: 'Assembly', NJ: 'Assembly' };
const DELEGATES = new Set(['MD', 'VA', 'WV']);

function chamberWord(state: string, chamber: StateChamberName): string {
  if (chamber === 'upper') return 'State Senate';
  if (chamber === 'legislature') return 'Legislative';
  return LOWER_WORD[state] ?? (DELEGATES.has(state) ? 'House of Delegates' : 'State House');
}

/** 'State Senate District 60', 'State House District 62A'; a named district 'State House: Belknap 1'. */
export function stateDistrictLabel(state: string, chamber: StateChamberName, district: string): string {
  const word = chamberWord(state, chamber);
  return /^[0-9]+[A-Z]?$|^[A-Z]$/.test(district) ? `${word} District ${district}` : `${word}: ${district}`;
}
