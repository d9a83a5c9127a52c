import { FAILED_STATES_LISTED_MAX } from '../../../shared/constants.ts';
import type { RefreshBillsResult } from '../../../shared/schemas/bills.ts';
import type { ToastInput } from '../../lib/toast.ts';

/**
 * 'Success' with the message or 'Bills refreshed'; with state-import failures it appends
 * 'State import: X/Y jurisdictions successful', then the failed names (10 or fewer) or
 * '{n} jurisdictions failed (rate limited)'.
 */
export function refreshBillsToast(result: Partial<RefreshBillsResult> | null): ToastInput {
  let description = result?.message || 'Bills refreshed';
  const imported = result?.stateImport;
  if (imported && imported.failedStates.length > 0) {
    const failed = imported.failedStates;
    description += ` State import: ${imported.successStates.length}/${imported.totalStates} jurisdictions successful.`;
    description +=
      failed.length <= FAILED_STATES_LISTED_MAX ? ` Failed: ${failed.join(', ')}` : ` ${failed.length} jurisdictions failed (rate limited)`;
  }
  return { title: 'Success', description };
}
