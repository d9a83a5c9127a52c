import { toast } from './toast.ts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The device share sheet when there is one (a user cancel does nothing), else the clipboard,
 * with 'Link copied!' on success and 'Failed to copy' on failure.
 */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // A DOMException is not an Error in every environment, so the name alone decides.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
      // Any other share failure (no permission, unsupported data) falls through to the clipboard.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied!', description: 'The link has been copied to your clipboard.' });
    return 'copied';
  } catch {
    toast({ title: 'Failed to copy', description: 'Could not copy link to clipboard.', variant: 'destructive' });
    return 'failed';
  }
}
