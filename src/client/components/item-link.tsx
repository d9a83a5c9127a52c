import type { MouseEvent, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** `title`: the browser's tooltip, for what the link's text leaves out (a bill's formal title under its short one). */
type ItemLinkProps = { href: string; onOpen: () => void; className?: string; title?: string | undefined; children: ReactNode };

/**
 * A link to an item's own address (so it can be copied, shared or opened in a new tab, and works before
 * the script has started), while a plain click opens the item in place. Unstyled: cards are drawn by
 * their own classes.
 */
export function InAppLink({ href, onOpen, className, title, children }: ItemLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A middle click or a modifier key is the browser's: a new tab or window, a download.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  }
  return (
    <a href={href} onClick={onClick} className={className} title={title}>
      {children}
    </a>
  );
}

/** An item link in running text: underlined. */
export function ItemLink({ className, ...props }: ItemLinkProps) {
  return <InAppLink {...props} className={cn('text-ink underline underline-offset-4 hover:decoration-2', className)} />;
}
