import { useEffect } from 'react';

/**
 * Once the page's content is drawn (`ready`), brings the element the address's #fragment names into view and
 * focus: a browser looks for it only at load, before a page drawn from fetched data has it ('See your
 * match', the footer's 'Corrections policy'). The element needs an id and tabIndex={-1}.
 */
export function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    scrollToFragment(window.location.hash.slice(1));
  }, [ready]);
}

/** Scrolls to and focuses the element with this id, if the page has it; true when it did. */
export function scrollToFragment(id: string): boolean {
  const target = id ? document.getElementById(decodeURIComponent(id)) : null;
  if (!target) return false;
  target.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}
