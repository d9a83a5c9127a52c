import type { RefObject } from 'react';
import { Button } from './ui/button.tsx';

type ShowMoreProps = { hasMore: boolean; sentinel: RefObject<HTMLDivElement | null>; onMore: () => void; label: string };

/** The end of an incrementally rendered list: scrolling near it loads more; the button does the same by keyboard. */
export function ShowMore({ hasMore, sentinel, onMore, label }: ShowMoreProps) {
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-6 flex justify-center">
      <Button variant="outline" onClick={onMore}>
        {label}
      </Button>
    </div>
  );
}
