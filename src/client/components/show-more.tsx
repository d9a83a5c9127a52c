import type { RefObject } from 'react';
import { Button } from './ui/button.tsx';

type ShowMoreProps = {
  hasMore: boolean;
  sentinel: RefObject<HTMLDivElement | null>;
  onMore: () => void;
  label: string;
  /** The next part is on its way: the button says so and waits. */
  loading?: boolean;
};

/** The end of a list that grows: scrolling near it loads more; the button does the same by keyboard. */
export function ShowMore({ hasMore, sentinel, onMore, label, loading = false }: ShowMoreProps) {
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-6 flex justify-center">
      <Button variant="outline" onClick={onMore} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading more...' : label}
      </Button>
    </div>
  );
}
