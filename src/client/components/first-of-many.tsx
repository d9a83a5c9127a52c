import { type ReactNode, useId, useState } from 'react';
import { Button } from './ui/button.tsx';

type FirstOfManyProps<T> = {
  items: readonly T[];
  /** How many show before 'Show all'. */
  limit: number;
  /** 'votes': the toggle says 'Show all 120 votes' and 'Show fewer votes'. */
  noun: string;
  children: (visible: readonly T[]) => ReactNode;
};

/** A long list's first lines, with a toggle to show all of them and back. */
export function FirstOfMany<T>({ items, limit, noun, children }: FirstOfManyProps<T>) {
  const [all, setAll] = useState(false);
  const id = useId();
  const long = items.length > limit;
  return (
    <>
      <div id={id}>{children(all || !long ? items : items.slice(0, limit))}</div>
      {long ? (
        <Button variant="outline" size="sm" className="mt-3" aria-controls={id} aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? `Show fewer ${noun}` : `Show all ${items.length} ${noun}`}
        </Button>
      ) : null}
    </>
  );
}
