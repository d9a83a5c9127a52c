import { Check, Share2 } from 'lucide-react';
import { shareLink } from '../lib/share.ts';
import { useCopied } from '../lib/use-copied.ts';
import { Button } from './ui/button.tsx';

/** Share with the device sheet or the clipboard; shows 'Copied' for 2 seconds after copying. */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const [copied, flagCopied] = useCopied();

  async function onShare() {
    const outcome = await shareLink(new URL(path, window.location.origin).toString(), title);
    if (outcome === 'copied') flagCopied();
  }

  return (
    <Button variant="outline" size="sm" onClick={onShare} className="min-w-24">
      {copied ? <Check aria-hidden="true" /> : <Share2 aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied' : 'Share'}</span>
    </Button>
  );
}
