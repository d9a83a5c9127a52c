import { useEffect, useRef } from 'react';
import { useMarkNotificationsRead } from '../features/notifications/api.ts';
import { useAuth } from '../lib/auth.ts';
import type { ShellTab } from '../lib/paths.ts';

/**
 * Coming back to the News tab from another of the shell's tabs while signed in marks the notifications
 * read. `tab` is the shell tab the address names, undefined on any other page (which leaves the last tab
 * as it was, so News → an article → News is no return from another tab).
 */
export function useMarkReadOnReturnToNews(tab: ShellTab | undefined) {
  const { isAuthenticated } = useAuth();
  const { mutate: markRead } = useMarkNotificationsRead();
  const lastTab = useRef(tab);
  useEffect(() => {
    if (tab === undefined) return;
    const before = lastTab.current;
    lastTab.current = tab;
    if (tab === 'main' && before !== undefined && before !== 'main' && isAuthenticated) markRead();
  }, [tab, isAuthenticated, markRead]);
}
