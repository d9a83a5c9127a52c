import { useLocation } from 'wouter';
import { SearchDialog, type SearchPick } from '../features/search/search-dialog.tsx';
import { paths } from '../lib/paths.ts';
import { useShell } from './shell-state.tsx';

const TAB_OF = { article: 'main', bill: 'legislation', candidate: 'candidates' } as const;
const FIELD_OF = { article: 'articleId', bill: 'billId', candidate: 'candidateId' } as const;

/** Wires a search pick to the shell: switch tab, select the item, and show the shell (SPEC.md §2). */
export function SearchHost({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const shell = useShell();
  const [location, navigate] = useLocation();
  function onPick(pick: SearchPick) {
    shell.select(TAB_OF[pick.type], { [FIELD_OF[pick.type]]: pick.id });
    if (location !== paths.home) navigate(paths.home);
    window.scrollTo({ top: 0 });
  }
  return <SearchDialog open={open} onOpenChange={onOpenChange} onPick={onPick} />;
}
