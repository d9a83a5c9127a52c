import { requiresSetup, serverMessage } from './api.ts';
import type { ToastInput } from './toast.ts';

/** Refresh failures: the server's message or a fallback; 'Setup Required' when it says so. */
export function refreshFailureToast(error: unknown, fallback: string): ToastInput {
  return {
    title: requiresSetup(error) ? 'Setup Required' : 'Error',
    description: serverMessage(error) ?? fallback,
    variant: 'destructive',
  };
}
