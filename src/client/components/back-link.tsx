import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../lib/cn.ts';
import { InAppLink } from './item-link.tsx';
import { buttonVariants } from './ui/button.tsx';

type BackLinkProps = {
  label: string;
  /** Where back is: the list or page the reader came from. */
  href: string;
  /** What a plain click does instead of loading `href` (an item page returns focus to the card it was opened from). */
  onBack?: () => void;
};

/**
 * The way back from a page ('Back to legislation'): a real link, drawn like a quiet button, so it works
 * before the script has started, shows its address and opens in a new tab; with the script, a plain click
 * goes back in place (docs/decisions/0227-back-is-a-link.md).
 */
export function BackLink({ label, href, onBack }: BackLinkProps) {
  const className = cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3');
  const content = (
    <>
      <ArrowLeft aria-hidden="true" />
      {label}
    </>
  );
  if (!onBack) {
    return (
      <Link href={href} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <InAppLink href={href} onOpen={onBack} className={className}>
      {content}
    </InAppLink>
  );
}
