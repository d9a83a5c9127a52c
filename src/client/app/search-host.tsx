import { useLocation } from 'wouter';
import { SearchDialog, type SearchPick } from '../features/search/search-dialog.tsx';
import { paths } from '../lib/paths.ts';

const PATH_OF: Record<SearchPick['type'], (id: number) => string> = {
  article: paths.article,
  bill: paths.bill,
  candidate: paths.candidate,
  official: paths.official,
};

/** Wires a search pick to its item's own address, opened at the top of its page. */
export function SearchHost({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [, navigate] = useLocation();
  function onPick(pick: SearchPick) {
    navigate(PATH_OF[pick.type](pick.id));
    window.scrollTo({ top: 0 });
  }
  return <SearchDialog open={open} onOpenChange={onOpenChange} onPick={onPick} />;
}
