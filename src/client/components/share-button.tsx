import { useQueryClient } from '@tanstack/react-query';
import { Check, Share2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { cn } from '../lib/cn.ts';
import { siteOrigin } from '../lib/first-data.ts';
import { shareLink } from '../lib/share.ts';
import { useCopied } from '../lib/use-copied.ts';
import { buttonVariants } from './ui/button.tsx';

/** A mail whose subject is the item and whose body is its address. */
export function shareMailHref(url: string, title: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
}

/**
 * A mail link to the item, so a page drawn by the server shares before its script starts; once it has,
 * the device share sheet or the clipboard, with 'Copied' for 2 seconds after copying.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const client = useQueryClient();
  const [copied, flagCopied] = useCopied();
  const href = shareMailHref(`${siteOrigin(client)}${path}`, title);

  async function onShare(event: MouseEvent<HTMLAnchorElement>) {
    // A modified click (a new window, the link's own menu) keeps the mail link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const outcome = await shareLink(new URL(path, window.location.origin).toString(), title);
    if (outcome === 'copied') flagCopied();
  }

  return (
    <a href={href} onClick={onShare} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'min-w-24')}>
      {copied ? <Check aria-hidden="true" /> : <Share2 aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied' : 'Share'}</span>
    </a>
  );
}
