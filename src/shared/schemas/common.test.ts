// Dates a person enters: what the schemas accept, the database can store.
import { describe, expect, it } from 'vitest';
import { calendarDate, dateInput } from './common.ts';

describe('dateInput', () => {
  it('accepts a day, a leap day and a full timestamp', () => {
    expect(dateInput.parse('2025-01-03')).toEqual(new Date('2025-01-03'));
    expect(dateInput.parse('2024-02-29')).toEqual(new Date('2024-02-29'));
    expect(dateInput.parse('2025-01-03T10:00:00+02:00')).toEqual(new Date('2025-01-03T08:00:00Z'));
  });

  it('refuses year 0000, which the ISO pattern allows and PostgreSQL cannot store', () => {
    for (const text of ['0000-02-29', '0000-06-01T00:00:00Z']) {
      expect(dateInput.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual(['Must be a date in the year 1 or later']);
    }
  });
});

describe('calendarDate', () => {
  it('keeps a day as text, from the year 1 on', () => {
    expect(calendarDate.parse('0001-01-01')).toBe('0001-01-01');
    expect(calendarDate.safeParse('0000-02-29').error?.issues.map((issue) => issue.message)).toEqual(['Must be a date in the year 1 or later']);
    expect(calendarDate.safeParse('2025-02-29').success).toBe(false);
  });
});
