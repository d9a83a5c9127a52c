import type { MouseEvent, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

type ItemLinkProps = { href: string; onOpen: () => void; className?: string; children: ReactNode };

/**
 * A link to a bill or official in the shell: a real href (the share link, so it can be copied or opened
 * in a new tab), while a plain click opens the item in place, as a search result does.
 */
export function ItemLink({ href, onOpen, className, children }: ItemLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
    window.scrollTo({ top: 0 });
  }
  return (
    <a href={href} onClick={onClick} className={cn('text-ink underline underline-offset-4 hover:decoration-2', className)}>
      {children}
    </a>
  );
}
