import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The element's width in pixels, followed as it resizes, so a chart lays its dots out at the size it is
 * shown (a dot stays a dot at phone width instead of shrinking with a scaled viewBox). Without
 * ResizeObserver (jsdom) it keeps the fallback.
 */
export function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
