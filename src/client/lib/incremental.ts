import { useEffect, useRef, useState } from 'react';

/**
 * Renders a long list in growing slices: the first `step` items at once, more as a sentinel near the end
 * scrolls into view. Thousands of bills then cost a first render of one slice (SPEC.md silent; issue §6).
 */
export function useIncremental<T>(items: readonly T[], step = 60) {
  const [count, setCount] = useState(step);
  const sentinel = useRef<HTMLDivElement | null>(null);

  // A new filter or sort starts again from the first slice.
  useEffect(() => setCount(step), [items, step]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || count >= items.length || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => c + step);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [count, items.length, step]);

  return { visible: items.slice(0, count), hasMore: count < items.length, showMore: () => setCount((c) => c + step), sentinel };
}
