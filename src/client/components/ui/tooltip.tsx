import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../shared/constants.ts';

// A tooltip of its own rather than Radix's: the header's icon buttons carry one, and Radix's (with its
// positioning library) was a tenth of the first screen's script (docs/decisions/0224-first-screen-script.md).
// It opens below its trigger after 700 ms of hover or focus, at once when another closed less than 300 ms
// ago, and closes on leave, blur or Escape (hover content must be dismissable).

let lastClosedAt = Number.NEGATIVE_INFINITY;

type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

export function Tooltip({ content, children }: { content: string; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function show() {
    window.clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    timer.current = window.setTimeout(() => setOpen(true), skip ? 0 : TOOLTIP_DELAY_MS);
  }
  function close() {
    window.clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  }

  const trigger = children.props;
  return (
    <span className="relative inline-flex">
      {cloneElement(children, {
        'aria-describedby': open ? id : trigger['aria-describedby'],
        onPointerEnter: (event) => {
          trigger.onPointerEnter?.(event);
          if (event.pointerType === 'mouse') show();
        },
        onPointerLeave: (event) => {
          trigger.onPointerLeave?.(event);
          close();
        },
        onFocus: (event) => {
          trigger.onFocus?.(event);
          // Only a keyboard focus: a click focuses the button too, and the tooltip would then stay up.
          if (event.target.matches(':focus-visible')) show();
        },
        onBlur: (event) => {
          trigger.onBlur?.(event);
          close();
        },
      })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute top-full left-1/2 z-50 mt-1.5 -translate-x-1/2 rounded-sm bg-ink px-2 py-1 font-sans text-xs whitespace-nowrap text-paper shadow"
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
