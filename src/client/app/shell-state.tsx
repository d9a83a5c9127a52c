import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../lib/auth.ts';
import { useMarkNotificationsRead } from '../features/notifications/api.ts';

export type ShellTab = 'main' | 'legislation' | 'candidates' | 'officials';
export type Selection = { articleId: number | null; billId: number | null; candidateId: number | null; officialId: number | null };

const NONE: Selection = { articleId: null, billId: null, candidateId: null, officialId: null };

/**
 * Shared links to a bill, candidate or official are '/?bill=1', '/?candidate=2', '/?official=3' (only
 * articles have a route of their own, /article/{id}); reading them here reopens the same screen on reload.
 */
export function initialShellFromUrl(search: string): { tab: ShellTab; selection: Selection } {
  const params = new URLSearchParams(search);
  const id = (key: string) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const billId = id('bill');
  const candidateId = id('candidate');
  const officialId = id('official');
  if (billId) return { tab: 'legislation', selection: { ...NONE, billId } };
  if (candidateId) return { tab: 'candidates', selection: { ...NONE, candidateId } };
  if (officialId) return { tab: 'officials', selection: { ...NONE, officialId } };
  return { tab: 'main', selection: NONE };
}

type ShellState = {
  tab: ShellTab;
  selection: Selection;
  setTab: (tab: ShellTab) => void;
  select: (tab: ShellTab, patch: Partial<Selection>) => void;
  goHome: () => void;
};

const ShellContext = createContext<ShellState | null>(null);

/**
 * The main shell's tab and selected items live above the router so the header (home, search results)
 * can drive them from any page.
 */
export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(() => initialShellFromUrl(typeof window === 'undefined' ? '' : window.location.search));
  const [tab, setTabState] = useState<ShellTab>(initial.tab);
  const [selection, setSelection] = useState<Selection>(initial.selection);
  const { isAuthenticated } = useAuth();
  const markRead = useMarkNotificationsRead();
  const tabRef = useRef(initial.tab);

  const changeTab = useCallback(
    (next: ShellTab) => {
      // Returning to the main tab from another tab while logged in marks notifications read.
      if (next === 'main' && tabRef.current !== 'main' && isAuthenticated) markRead.mutate();
      tabRef.current = next;
      setTabState(next);
    },
    [isAuthenticated, markRead],
  );

  const value = useMemo<ShellState>(
    () => ({
      tab,
      selection,
      setTab: changeTab,
      select: (nextTab, patch) => {
        changeTab(nextTab);
        setSelection((s) => ({ ...s, ...patch }));
      },
      goHome: () => {
        changeTab('main');
        setSelection(NONE);
      },
    }),
    [tab, selection, changeTab],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside ShellStateProvider');
  return value;
}
