import { useLongDate } from '../lib/time.ts';

/** A date in long form ('January 5, 2025') on the reader's calendar, safe in a server-drawn first screen. */
export function LongDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{useLongDate(iso)}</time>;
}
