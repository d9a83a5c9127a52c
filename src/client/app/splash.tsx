import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SPLASH_MS } from '../../shared/constants.ts';
import { Logo } from '../components/logo.tsx';
import { splashAllowed } from '../lib/first-data.ts';

// Shown at most once per page load: coming back to / from another screen does not replay it.
let shown = false;

/**
 * How long the splash has been on screen. The server writes it into the page's HTML, so it is usually
 * painted well before this code runs: the 2 seconds count from that first paint, not from the mount.
 */
function shownFor(): number {
  const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  return firstPaint === undefined ? 0 : Math.max(0, performance.now() - firstPaint);
}

/**
 * The splash screen: the logo alone for 2 seconds over the main shell, which loads its data underneath.
 * Its stylesheet animation hides it at the same moment, so a slow script never keeps it up longer.
 */
export function Splash() {
  const client = useQueryClient();
  const [visible, setVisible] = useState(() => !shown && splashAllowed(client));
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => {
      shown = true;
      setVisible(false);
    }, SPLASH_MS - shownFor());
    return () => window.clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div
      data-testid="splash"
      role="presentation"
      className="fixed inset-0 z-[60] flex animate-[splash-out_0s_forwards] items-center justify-center bg-paper"
      style={{ animationDelay: `${SPLASH_MS}ms` }}
    >
      <Logo className="w-64 max-w-[70vw] sm:w-80" />
    </div>
  );
}

/** Test helpers. */
export function skipSplash(): void {
  shown = true;
}

export function resetSplash(): void {
  shown = false;
}
