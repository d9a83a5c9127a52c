import type { Bill } from '../../../shared/schemas/bills.ts';
import { US_STATES } from '../../../shared/constants.ts';

// SPEC.md §2 "Legislative Tracker": Federal / State buttons plus a dropdown of the states that appear on
// state-level bills; default federal. Sorts: Newest First (introduced date), Highest Score, Lowest Score.

export type BillFilter = { level: 'federal' } | { level: 'state'; state: string | null };
export const DEFAULT_BILL_FILTER: BillFilter = { level: 'federal' };

export const BILL_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'score-desc', label: 'Highest Score' },
  { value: 'score-asc', label: 'Lowest Score' },
] as const;
export type BillSort = (typeof BILL_SORTS)[number]['value'];

export function stateName(code: string): string {
  return US_STATES[code.toUpperCase()] ?? code;
}

/** The states on state-level bills, once each, ordered by name. */
export function billStateOptions(bills: readonly Bill[]): { value: string; label: string }[] {
  const codes = new Set<string>();
  for (const bill of bills) if (bill.level === 'state' && bill.state) codes.add(bill.state);
  return [...codes].map((code) => ({ value: code, label: stateName(code) })).sort((a, b) => a.label.localeCompare(b.label));
}

export function filterBills(bills: readonly Bill[], filter: BillFilter): Bill[] {
  if (filter.level === 'federal') return bills.filter((b) => b.level === 'federal');
  return bills.filter((b) => b.level === 'state' && (filter.state === null || b.state === filter.state));
}

export function sortBills(bills: readonly Bill[], sort: BillSort): Bill[] {
  const copy = [...bills];
  if (sort === 'score-desc') return copy.sort((a, b) => b.progressiveScore - a.progressiveScore);
  if (sort === 'score-asc') return copy.sort((a, b) => a.progressiveScore - b.progressiveScore);
  return copy.sort((a, b) => Date.parse(b.introducedDate) - Date.parse(a.introducedDate));
}

/** 'Federal' for federal bills, otherwise the state (SPEC.md §2 bill card). */
export function billLevelLabel(bill: Pick<Bill, 'level' | 'state'>): string {
  return bill.level === 'federal' ? 'Federal' : stateName(bill.state ?? 'State');
}

/** Passed is the default badge, Pending secondary, anything else outline (SPEC.md §4). */
export function billStatusVariant(status: string): 'default' | 'secondary' | 'outline' {
  if (status === 'Passed') return 'default';
  if (status === 'Pending') return 'secondary';
  return 'outline';
}
