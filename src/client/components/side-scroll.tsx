import { ArrowRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

type SideScrollProps = {
  /** The region's name for screen readers ('Records side by side'). */
  label: string;
  /** What the hidden part holds, for the cue: 'Scroll sideways for the other officials'. */
  cue: string;
  children: ReactNode;
};

/**
 * A table wider than a phone: it scrolls sideways inside its box (by touch, or by keyboard once focused),
 * and while part of it is out of view a cue under it says so, so a column cut in half never looks like the
 * whole table. The cue goes once the reader has scrolled to the end, and never shows where all of it fits.
 */
export function SideScroll({ label, cue, children }: SideScrollProps) {
  const box = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);
  const measure = useCallback(() => {
    const element = box.current;
    if (element) setHidden(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
  }, []);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div className="grid gap-1">
      <div ref={box} className="overflow-x-auto" tabIndex={0} role="region" aria-label={label} onScroll={measure}>
        {children}
      </div>
      {hidden ? (
        <p className="flex items-center justify-end gap-1 font-sans text-xs text-muted">
          {cue} <ArrowRight aria-hidden="true" className="size-3.5" />
        </p>
      ) : null}
    </div>
  );
}
