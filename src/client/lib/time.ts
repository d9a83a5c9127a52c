// Date wording for the screens; comment times use commentTime from src/shared/format.ts.
import { useSyncExternalStore } from 'react';

// One formatter each, made once: toLocaleDateString builds a new one per call, which a feed of a dozen
// cards pays for on its first render (docs/decisions/0143-first-paint.md).
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const LONG_DATE_UTC = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const TODAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** Long format, e.g. 'January 5, 2025' (article detail). */
export function longDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

const noSubscription = () => () => {};

/**
 * longDate on the reader's calendar, for the screens the server draws first (the feed, the article). The
 * server does not know the reader's time zone, so its render, and the browser's hydration of it, use UTC
 * (useSyncExternalStore's server snapshot); React redraws the local date right after hydrating.
 */
export function useLongDate(iso: string): string {
  return useSyncExternalStore(noSubscription, () => longDate(iso), () => LONG_DATE_UTC.format(new Date(iso)));
}

/** Today on the reader's calendar, e.g. 'Tuesday, November 24, 2026'; null in the server's render and its hydration. */
export function useToday(): string | null {
  return useSyncExternalStore(noSubscription, () => TODAY.format(new Date()), () => null);
}

/** Short format, e.g. 'Jan 5, 2025' (bill and vote dates). */
export function shortDate(iso: string): string {
  return SHORT_DATE.format(new Date(iso));
}

/** Date and time to the second, e.g. 'Jan 5, 2025, 3:04:05 PM' (the audit log). */
export function dateTime(value: string | Date): string {
  return new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * Relative wording such as '3 days ago' or 'last month' (profile 'Joined …', post and session times).
 * Takes the wire string or, from responses parsed with their schema, the decoded Date.
 */
export function relativeTime(time: string | Date, now: Date = new Date()): string {
  const seconds = Math.round((new Date(time).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** 'Joined {relative time}' or 'Joined recently' when the date is missing or unreadable. */
export function joinedText(createdAt: string | null | undefined, now: Date = new Date()): string {
  if (!createdAt || Number.isNaN(new Date(createdAt).getTime())) return 'Joined recently';
  return `Joined ${relativeTime(createdAt, now)}`;
}
