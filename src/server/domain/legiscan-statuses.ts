// LegiScan's bill status codes (docs/decisions/0321-legiscan-datasets.md): the one table of what each code
// is called, what LegiScan means by it, and the tracker's status for it. It sits here rather than with the
// import so the bill page's read can name LegiScan's word from the stored code without a second table
// (docs/decisions/0338-legiscan-status-words-and-former-officials.md).
import type { BILL_STATUSES } from '../../shared/constants.ts';

type BillStatus = (typeof BILL_STATUSES)[number];

/**
 * Each code's word as a reader of LegiScan meets it, what it means, and the tracker's status. LegiScan
 * labels code 0 'N/A' (pre-filed, not yet introduced); 'Pre-filed' says that in a word. A bill still moving
 * (codes 0–3) that waits in a committee is 'In Committee' instead (trackerStatus).
 */
export const LEGISCAN_STATUSES: Readonly<Record<number, { word: string; means: string; tracker: BillStatus }>> = {
  0: { word: 'Pre-filed', means: 'pre-filed, not yet introduced', tracker: 'Pending' },
  1: { word: 'Introduced', means: 'introduced', tracker: 'Pending' },
  2: { word: 'Engrossed', means: 'passed the chamber it was introduced in', tracker: 'Under Review' },
  3: { word: 'Enrolled', means: 'passed both chambers, not yet signed', tracker: 'Under Review' },
  4: { word: 'Passed', means: 'signed, enacted, or (a resolution) adopted', tracker: 'Passed' },
  5: { word: 'Vetoed', means: 'vetoed', tracker: 'Failed' },
  6: { word: 'Failed', means: 'defeated, or died at the end of the session', tracker: 'Failed' },
};

export function trackerStatus(status: number, pendingCommittee: string | null): BillStatus {
  const mapped = LEGISCAN_STATUSES[status]?.tracker ?? 'Pending';
  return status <= 3 && pendingCommittee ? 'In Committee' : mapped;
}

/** LegiScan's word for a stored status code; null for a code LegiScan may add later, which the table does not know. */
export const legiscanStatusWord = (status: number): string | null => LEGISCAN_STATUSES[status]?.word ?? null;
