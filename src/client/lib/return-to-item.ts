import { useLayoutEffect, useRef } from 'react';

/**
 * Back from a detail lands where the reader left the list: the card they opened (marked
 * `data-list-item={id}`) is scrolled into view and its control focused, so neither a long scroll nor
 * a keyboard reader's place is lost. The list's pages are still cached, so the card is there at once.
 */
export function useReturnToItem(selectedId: number | null) {
  const opened = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (selectedId !== null) {
      opened.current = selectedId;
      return;
    }
    const id = opened.current;
    opened.current = null;
    if (id === null) return;
    const card = document.querySelector<HTMLElement>(`[data-list-item="${id}"]`);
    card?.scrollIntoView?.({ block: 'center' });
    card?.querySelector<HTMLElement>('button, a[href]')?.focus({ preventScroll: true });
  }, [selectedId]);
}
