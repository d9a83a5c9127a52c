import { serverMessage } from '../../lib/api.ts';
import type { ToastInput } from '../../lib/toast.ts';

// Toasts of the officials tab.

export function membersRefreshedToast(r: { added: number; skipped: number }): ToastInput {
  return { title: 'Members Refreshed', description: `Added ${r.added} members, skipped ${r.skipped} duplicates.` };
}

export function membersFailedToast(error: unknown): ToastInput {
  return { title: 'Error', description: serverMessage(error) ?? 'Failed to refresh officials from Congress API', variant: 'destructive' };
}

export function votesImportedToast(r: { votesAdded: number; billsCreated: number; billsSkipped: number }): ToastInput {
  return {
    title: 'Voting Records Imported',
    description: `Added ${r.votesAdded} votes across ${r.billsCreated} new bills. Skipped ${r.billsSkipped} existing bills.`,
  };
}

/** A message naming a missing API key (e.g. 'CONGRESS_API_KEY is not configured') means setup, not failure. */
export function mentionsMissingApiKey(message: string): boolean {
  return /api[ _-]?key/i.test(message) && /(missing|not (set|configured|provided)|required|no )/i.test(message);
}

export function votesFailedToast(error: unknown): ToastInput {
  const message = serverMessage(error) ?? (error instanceof Error ? error.message : '');
  if (mentionsMissingApiKey(message)) {
    return {
      title: 'API Key Required',
      description: 'Voting records require a Congress.gov API key. Add CONGRESS_API_KEY as a secret, then try again.',
      variant: 'destructive',
    };
  }
  return {
    title: 'Error',
    description: serverMessage(error) ?? 'Failed to refresh voting records from Congress API',
    variant: 'destructive',
  };
}
