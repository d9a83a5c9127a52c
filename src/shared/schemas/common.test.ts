// Dates a person enters: what the schemas accept, the database can store and give back.
import { describe, expect, it } from 'vitest';
import { calendarDate, dateInput } from './common.ts';

describe('dateInput', () => {
  it('accepts a day, a leap day and a full timestamp', () => {
    expect(dateInput.parse('2025-01-03')).toEqual(new Date('2025-01-03'));
    expect(dateInput.parse('2024-02-29')).toEqual(new Date('2024-02-29'));
    expect(dateInput.parse('2025-01-03T10:00:00+02:00')).toEqual(new Date('2025-01-03T08:00:00Z'));
  });

  it('refuses years before 100, which the ISO pattern allows but a stored timestamp cannot keep', () => {
    for (const text of ['0000-02-29', '0028-03-01', '0099-12-31T00:00:00Z']) {
      expect(dateInput.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual(['Must be a date in the year 100 or later']);
    }
    expect(dateInput.parse('0100-01-01')).toEqual(new Date('0100-01-01'));
  });
});

describe('calendarDate', () => {
  it('keeps a day as text, from the year 1 on', () => {
    expect(calendarDate.parse('0001-01-01')).toBe('0001-01-01');
    expect(calendarDate.safeParse('0000-02-29').error?.issues.map((issue) => issue.message)).toEqual([
      'Must be a date in the year 1 or later',
    ]);
    expect(calendarDate.safeParse('2025-02-29').success).toBe(false);
  });
});
