import { describe, expect, it } from 'vitest';
import { commentTime } from '../../shared/format.ts';
import { calendarDate, dateTime, joinedText, longDate, relativeTime, shortDate } from './time.ts';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const H = 3_600_000;

describe('date and relative-time formats', () => {
  it('formats the article date in long form and bill dates short', () => {
    expect(longDate('2025-01-05T12:00:00Z')).toBe('January 5, 2025');
    expect(shortDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025');
    expect(longDate('2024-12-31T12:00:00Z')).toBe('December 31, 2024');
    expect(shortDate('2024-09-30T12:00:00Z')).toBe('Sep 30, 2024');
  });

  it('writes the same dates as Intl does for US English, every month', () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(2026, month, 28, 12).toISOString();
      expect(longDate(iso)).toBe(new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));
      expect(shortDate(iso)).toBe(new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }));
    }
  });

  it("writes a bill's day as the source gave it for a reader west of Greenwich, where the instant's local day is the day before", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // H.R. 1 of the 119th Congress was introduced on 2025-01-03, stored as midnight UTC.
      expect(shortDate('2025-01-03T00:00:00.000Z')).toBe('Jan 2, 2025');
      expect(calendarDate('2025-01-03T00:00:00.000Z')).toBe('Jan 3, 2025');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(calendarDate('2024-12-31T00:00:00.000Z')).toBe('Dec 31, 2024');
  });

  it('formats audit times to the second, in local time', () => {
    expect(dateTime(new Date(2025, 0, 5, 15, 4, 5))).toMatch(/^Jan 5, 2025, 3:04:05\sPM$/);
  });

  it('comment times: just now under an hour, Nh ago under a day, Nd ago after', () => {
    expect(commentTime(ago(59 * 60_000), now)).toBe('just now');
    expect(commentTime(ago(H), now)).toBe('1h ago');
    expect(commentTime(ago(23 * H + 59 * 60_000), now)).toBe('23h ago');
    expect(commentTime(ago(24 * H), now)).toBe('1d ago');
    expect(commentTime(ago(30 * 24 * H), now)).toBe('30d ago');
  });

  it('relative publish times read naturally', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
    expect(relativeTime(ago(3 * H), now)).toBe('3 hours ago');
    expect(relativeTime(ago(24 * H), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * H), now)).toBe('3 days ago');
    expect(relativeTime(ago(400 * 24 * H), now)).toBe('last year');
    expect(relativeTime(new Date(now.getTime() - 3 * H), now)).toBe('3 hours ago');
  });

  it("profile: 'Joined {relative time}' or 'Joined recently'", () => {
    expect(joinedText(ago(2 * 7 * 24 * H), now)).toBe('Joined 2 weeks ago');
    expect(joinedText(null, now)).toBe('Joined recently');
    expect(joinedText('not a date', now)).toBe('Joined recently');
  });
});
