import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far outside the viewport a deferred part starts drawing: about a phone screen ahead of the reader. */
const AHEAD = '800px 0px';
/** The longest a part's prefetch waits for the browser to be idle after the page starts. */
const IDLE_TIMEOUT_MS = 2_000;
const IDLE_FALLBACK_MS = 500;

type Props = {
  /** The part's name, marking it for `npm run bench` (bench/below-the-fold.ts), which times it from coming into view. */
  part: string;
  fallback: ReactNode;
  children: ReactNode;
  /**
   * Fetches the part's data and code ahead, once the browser is idle after the page has started, so the part is
   * in place soon after the reader reaches it (issue 41, item 12) without taking time from the first screen.
   */
  prefetch?: () => void;
};

/**
 * Draws `children` once the reader nears them, and `fallback` (the part's own loading state) until then
 * (docs/decisions/0225-below-the-fold-when-near.md). For the parts of a page below its first screen (a
 * chart, a receipt, roll calls, the comments) whose data and drawing would otherwise hold the phone's
 * main thread while the page starts. The server and the browser's first render both draw the fallback,
 * so hydration agrees. The first Tab key press draws every deferred part at once, so keyboard users find
 * them in the tab order; so does a browser without IntersectionObserver.
 */
export function WhenNearView({ part, fallback, children, prefetch }: Props) {
  const box = useRef<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  // The first prefetch given is the one run: a new function each render must not start it again.
  const prefetchOnce = useRef(prefetch);

  useEffect(() => {
    const run = prefetchOnce.current;
    if (!run) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    // Without idle callbacks (Safari before 18), after about the time the first screen takes to draw.
    const handle = setTimeout(run, IDLE_FALLBACK_MS);
    return () => clearTimeout(handle);
  }, []);

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

  return (
    <div ref={box} data-deferred={part}>
      {near ? children : fallback}
    </div>
  );
}
