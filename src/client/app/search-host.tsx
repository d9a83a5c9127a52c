import { useLocation } from 'wouter';
import { SearchDialog, type SearchPick } from '../features/search/search-dialog.tsx';
import { paths } from '../lib/paths.ts';
import { type Selection, type ShellTab, useShell } from './shell-state.tsx';

type PickType = SearchPick['type'];
const TAB_OF = { article: 'main', bill: 'legislation', candidate: 'candidates', official: 'officials' } as const satisfies Record<PickType, ShellTab>;
const FIELD_OF = { article: 'articleId', bill: 'billId', candidate: 'candidateId', official: 'officialId' } as const satisfies Record<PickType, keyof Selection>;

/** Wires a search pick to the shell: switch tab, select the item, and show the shell. */
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
