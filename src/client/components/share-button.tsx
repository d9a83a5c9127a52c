import { Check, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '../../shared/constants.ts';
import { shareLink } from '../lib/share.ts';
import { Button } from './ui/button.tsx';

/** Share with the device sheet or the clipboard; shows 'Copied' for 2 seconds after copying. */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function onShare() {
    const outcome = await shareLink(new URL(path, window.location.origin).toString(), title);
    if (outcome !== 'copied') return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }

  return (
    <Button variant="outline" size="sm" onClick={onShare} className="min-w-24">
      {copied ? <Check aria-hidden="true" /> : <Share2 aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied' : 'Share'}</span>
    </Button>
  );
}
