import { useEffect, useRef, useState } from 'react';

interface Slice<T> {
  items: readonly T[];
  step: number;
  count: number;
}

/** The slice's count if it was grown for this list and step; a new list (filter or sort) starts again at `step`. */
const countFor = <T>(slice: Slice<T>, items: readonly T[], step: number) =>
  slice.items === items && slice.step === step ? slice.count : step;

/**
 * Renders a long list in growing slices: the first `step` items at once, more as a sentinel near the end
 * scrolls into view. Thousands of bills then cost a first render of one slice, keeping the first screen fast.
 */
export function useIncremental<T>(items: readonly T[], step = 60) {
  // The count is stored with the list it belongs to and derived while rendering, so a new filter or sort
  // starts again from the first slice without a setState-in-effect reset.
  const [slice, setSlice] = useState<Slice<T>>({ items, step, count: step });
  const count = countFor(slice, items, step);
  const sentinel = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || count >= items.length || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSlice((s) => ({ items, step, count: countFor(s, items, step) + step }));
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [count, items, step]);

  const showMore = () => setSlice((s) => ({ items, step, count: countFor(s, items, step) + step }));
  return { visible: items.slice(0, count), hasMore: count < items.length, showMore, sentinel };
}
