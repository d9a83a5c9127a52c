import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far outside the viewport a deferred part starts drawing: about a phone screen ahead of the reader. */
const AHEAD = '800px 0px';

/**
 * Draws `children` once the reader nears them, and `fallback` (the part's own loading state) until then
 * (docs/decisions/0225-below-the-fold-when-near.md). For the parts of a page below its first screen (a
 * chart, a receipt, roll calls, the comments) whose data and drawing would otherwise hold the phone's
 * main thread while the page starts. The server and the browser's first render both draw the fallback,
 * so hydration agrees. The first Tab key press draws every deferred part at once, so keyboard users find
 * them in the tab order; so does a browser without IntersectionObserver.
 */
export function WhenNearView({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const box = useRef<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = box.current;
    if (near || !node) return;
    const show = () => setNear(true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') show();
    };
    document.addEventListener('keydown', onKey);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: AHEAD });
    if (observer) observer.observe(node);
    else show();
    return () => {
      document.removeEventListener('keydown', onKey);
      observer?.disconnect();
    };
  }, [near]);

  return <div ref={box}>{near ? children : fallback}</div>;
}
