// Which of the reader's officials vote on a bill, to show how they voted and whom to call about it
// (docs/decisions/0333-state-districts-by-zip.md): their members of Congress on a bill of Congress, their
// statehouse members on their own state's bill. A governor and other statewide officers cast no floor votes,
// and another state's bill is not their legislators' to vote on.
import { US_STATES } from '../../shared/constants.ts';
import type { Bill } from '../../shared/schemas/bills.ts';
import type { ReaderPlace } from '../../shared/schemas/districts.ts';
import type { Official } from '../../shared/schemas/officials.ts';

export function officialsVotingOn<T extends Pick<Official, 'level' | 'chamber' | 'state'>>(
  bill: Pick<Bill, 'level' | 'state'>,
  officials: readonly T[],
): T[] {
  if (bill.level === 'state') return officials.filter((o) => o.level === 'state' && o.chamber !== null && o.state === bill.state);
  return officials.filter((o) => o.level === 'federal');
}

/** Why none of the reader's officials is listed for a bill: another state's bill, statehouse districts not yet chosen, or no one recorded for the district. */
export function noneVotingText(bill: Pick<Bill, 'level' | 'state'>, place: ReaderPlace): string {
  if (bill.level === 'state' && bill.state !== place.state)
    return `This is a bill of the ${US_STATES[bill.state ?? ''] ?? bill.state} legislature; your state legislators do not vote on it.`;
  if (bill.level === 'state' && !place.upperDistrict && !place.lowerDistrict)
    return 'Choose your statehouse districts under Your officials to see your state legislators.';
  if (bill.level === 'state') return 'No state legislators are recorded for your districts yet.';
  return 'No officials are recorded for your district yet.';
}
