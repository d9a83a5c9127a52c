import type { BillSort } from '../../../shared/api/bills.ts';
import { TAB_FIRST_LISTS } from '../../../shared/api/first-lists.ts';
import { US_STATES } from '../../../shared/constants.ts';
import type { Bill } from '../../../shared/schemas/bills.ts';

// The 'Legislative Tracker': Federal / State buttons plus a dropdown of the states that appear on
// state-level bills; default federal. The server filters and sorts (GET /api/bills); these are the choices.

export type BillFilter = { level: 'federal' } | { level: 'state'; state: string | null };
/** The tab opens on the list its own page carries the first page of. */
export const DEFAULT_BILL_FILTER: BillFilter = { level: TAB_FIRST_LISTS.legislation.level };
export const DEFAULT_BILL_SORT: BillSort = TAB_FIRST_LISTS.legislation.sort;

export const BILL_SORT_OPTIONS: readonly { value: BillSort; label: string }[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'highest', label: 'Highest Score' },
  { value: 'lowest', label: 'Lowest Score' },
];

export function stateName(code: string): string {
  return US_STATES[code.toUpperCase()] ?? code;
}

/** The dropdown's options: the states GET /api/bills/states names, ordered by name. */
export function billStateOptions(states: readonly string[]): { value: string; label: string }[] {
  return states.map((code) => ({ value: code, label: stateName(code) })).sort((a, b) => a.label.localeCompare(b.label));
}

/** 'Federal' for federal bills, otherwise the state, as on the bill card. */
export function billLevelLabel(bill: Pick<Bill, 'level' | 'state'>): string {
  return bill.level === 'federal' ? 'Federal' : stateName(bill.state ?? 'State');
}

/** Passed is the default badge, Pending secondary, anything else outline. */
export function billStatusVariant(status: string): 'default' | 'secondary' | 'outline' {
  if (status === 'Passed') return 'default';
  if (status === 'Pending') return 'secondary';
  return 'outline';
}
