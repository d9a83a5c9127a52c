import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { ShellRoute } from './paths.ts';

// Opening an item in the shell (a card, an item link, a search result, Back or Forward) replaces the list
// with the item's page: focus goes to that page's heading, so a keyboard or screen-reader user starts
// reading there instead of at the top of the document. (Back to the list returns focus to the card:
// return-to-item.ts.) The heading may be drawn in the same commit as the new address (its data was
// cached; React runs its effects before the shell's) or later, once the data is in: so a mounted heading
// registers itself, and a request for one not yet drawn waits, for that address only.
const headings = new Map<string, HTMLElement>();
let pendingAddress: string | null = null;

/** Moves focus to the heading of the item the shell opens; not on the page's first load. */
export function useFocusOnOpen(route: ShellRoute) {
  const [location] = useLocation();
  const previous = useRef(route);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = route;
    if (route.id === null) {
      pendingAddress = null;
      return;
    }
    if (before.id === route.id && before.tab === route.tab) return;
    const heading = headings.get(location);
    if (heading) heading.focus({ preventScroll: true });
    else pendingAddress = location;
  }, [route, location]);
}

/** The ref for an item's heading (give it tabIndex -1): it takes focus when the reader opened the item. */
export function useItemHeading<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [location] = useLocation();
  useLayoutEffect(() => {
    const heading = ref.current;
    if (!heading) return;
    headings.set(location, heading);
    if (pendingAddress === location) {
      pendingAddress = null;
      heading.focus({ preventScroll: true });
    }
    return () => {
      if (headings.get(location) === heading) headings.delete(location);
    };
  }, [location]);
  return ref;
}
