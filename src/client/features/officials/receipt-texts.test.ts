import { describe, expect, it } from 'vitest';
import { averageText, attendanceText } from './receipt-texts.ts';

describe('receipt wording', () => {
  it('an exact average stays as it is; a long one is given to two decimals, said to be about', () => {
    expect(averageText(6.5)).toBe('6.5');
    expect(averageText(7)).toBe('7');
    expect(averageText(20 / 3)).toBe('about 6.67');
  });

  it('the missed-vote rate over the period, and none without roll calls', () => {
    expect(attendanceText({ rollCalls: 120, missed: 3, rate: 3 / 120, from: '2025-01-09T15:00:00.000Z', to: '2025-09-08T15:00:00.000Z' })).toBe(
      'Missed 3 of 120 roll calls (2.5%) between Jan 9, 2025 and Sep 8, 2025',
    );
    expect(attendanceText({ rollCalls: 0, missed: 0, rate: null, from: null, to: null })).toBeNull();
  });
});
