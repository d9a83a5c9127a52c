// The instant that wording counted from now ('3 minutes ago', 'Joined last year') is counted from
// (docs/decisions/0317-times-counted-from-the-drawing.md).
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { renderedAt } from './first-data.ts';

const noSubscription = () => () => {};

/**
 * In the server's render of a page and in the browser's hydration of it, the moment the server drew the
 * page, which its first data carries: both sides then write the same words, however long the page took
 * to arrive and start. On every later render (React redraws right after hydrating) and on a page the
 * browser drew alone, the browser's clock.
 */
export function useNow(): Date {
  const drawnAt = renderedAt(useQueryClient());
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated || drawnAt === undefined ? new Date() : new Date(drawnAt);
}
