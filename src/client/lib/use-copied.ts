import { useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '../../shared/constants.ts';

/** A 'Copied' flag that clears itself after COPIED_INDICATOR_MS; the buttons that copy show it. */
export function useCopied(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const flag = () => {
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };
  return [copied, flag];
}
