// Date wording for the screens; comment times use commentTime from src/shared/format.ts.
import { useSyncExternalStore } from 'react';

// The site's dates are US English in fixed patterns ('January 5, 2025', 'Jan 5, 2025', 'Tuesday, November
// 24, 2026'), written out here rather than with Intl.DateTimeFormat: the first formatter a page builds costs
// tens of milliseconds of locale set-up, and the article and the feed show dates as their script starts
// (docs/decisions/0145-server-rendered-first-screen.md).
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Day = { year: number; month: number; day: number; weekday: number };
const localDay = (date: Date): Day => ({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), weekday: date.getDay() });
const utcDay = (date: Date): Day => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth(),
  day: date.getUTCDate(),
  weekday: date.getUTCDay(),
});
const long = ({ year, month, day }: Day) => `${MONTHS[month]} ${day}, ${year}`;

/** Long format, e.g. 'January 5, 2025' (article detail). */
export function longDate(iso: string): string {
  return long(localDay(new Date(iso)));
}

/** A calendar date ('2025-01-07', no time of day) in the long format: the same day wherever the reader is. */
export const longCalendarDate = (day: string) => long(utcDay(new Date(`${day.slice(0, 10)}T00:00:00Z`)));

const noSubscription = () => () => {};

/**
 * longDate on the reader's calendar, for the screens the server draws first (the feed, the article). The
 * server does not know the reader's time zone, so its render, and the browser's hydration of it, use UTC
 * (useSyncExternalStore's server snapshot); React redraws the local date right after hydrating.
 */
export function useLongDate(iso: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => longDate(iso),
    () => long(utcDay(new Date(iso))),
  );
}

function today(): string {
  const date = localDay(new Date());
  return `${WEEKDAYS[date.weekday]}, ${long(date)}`;
}

/** Today on the reader's calendar, e.g. 'Tuesday, November 24, 2026'; null in the server's render and its hydration. */
export function useToday(): string | null {
  return useSyncExternalStore(noSubscription, today, () => null);
}

const short = ({ year, month, day }: Day) => `${MONTHS[month]!.slice(0, 3)} ${day}, ${year}`;

/** Short format of an instant on the reader's calendar, e.g. 'Jan 5, 2025' (when a roll call was held). */
export function shortDate(iso: string): string {
  return short(localDay(new Date(iso)));
}

/**
 * Short format of a day the source gives without a time (a bill introduced, passed, its latest action),
 * kept as midnight UTC: the same day for every reader, west of Greenwich too, and in the server's render
 * and the browser's hydration of it alike.
 */
export function calendarDate(iso: string): string {
  return short(utcDay(new Date(iso)));
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
