import { useEffect, useState } from 'react';
import { SPLASH_MS } from '../../shared/constants.ts';
import { Logo } from '../components/logo.tsx';

// Shown once per page load: coming back to / from another screen does not replay it.
let shown = false;

/** The splash screen: the logo alone for 2 seconds over the main shell, which loads its data underneath. */
export function Splash() {
  const [visible, setVisible] = useState(!shown);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => {
      shown = true;
      setVisible(false);
    }, SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div data-testid="splash" role="presentation" className="fixed inset-0 z-[60] flex items-center justify-center bg-paper">
      <Logo className="w-64 max-w-[70vw] sm:w-80" />
    </div>
  );
}

/** A visit that starts on another page (a shared /article link) never sees the splash when it reaches /. */
export function skipSplash(): void {
  shown = true;
}

/** Test helper. */
export function resetSplash(): void {
  shown = false;
}
