import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

type ShowAllProps<T> = {
  items: readonly T[];
  /** How many are shown while collapsed; a list only a few longer than this is shown whole. */
  keep: number;
  /** Which end is kept while collapsed: the first ones, or the latest (a history's newest steps). */
  from: 'start' | 'end';
  /** 'actions', 'sponsors': the button reads 'Show all 43 actions'. */
  noun: string;
  children: (shown: readonly T[]) => ReactNode;
};

/** A long list collapsed to a few, with a button that shows the rest; a short one whole, with no button. */
export function ShowAll<T>({ items, keep, from, noun, children }: ShowAllProps<T>) {
  const [open, setOpen] = useState(false);
  // Hiding two or three behind a button saves less than the button costs.
  const collapsed = !open && items.length > keep + 3;
  const shown = !collapsed ? items : from === 'start' ? items.slice(0, keep) : items.slice(-keep);
  const button = collapsed ? (
    <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
      Show all {items.length} {noun}
    </Button>
  ) : null;
  return (
    <>
      {from === 'end' ? button : null}
      {children(shown)}
      {from === 'start' ? button : null}
    </>
  );
}
